import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'client/graphql/', 'docs/integrator-client/generated/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', '.data*/'] },
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
  {
    files: ['tests/**', 'server/scripts/**', 'scripts/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
