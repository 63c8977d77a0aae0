import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'client/graphql/',
      'docs/integrator-client/generated/',
      'node_modules/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.data*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Decorated classes and MikroORM entities need `Function` types in a few places.
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  // The rules of hooks and React 19's checks (the compiler's diagnostics) on the client's components.
  { files: ['client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    files: ['tests/**', 'server/scripts/**', 'scripts/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
