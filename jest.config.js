/** Jest runs TypeScript through swc (which, unlike esbuild, emits decorator metadata) as ESM. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
    },
    module: { type: 'es6' },
  },
];

/** ESM-only packages that CommonJS dependencies require (light-my-request → cookie 2). */
const toCommonJs = ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '/node_modules/cookie/.+\\.js$': toCommonJs, '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/tests/**/*.test.ts', '<rootDir>/tests/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/tests/bench/'],
  globalSetup: '<rootDir>/tests/support/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/support/global-teardown.mjs',
  // Custom matchers (toHaveStatus), typed in tests/support/jest-matchers.d.ts.
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
  // A worker that has run many server test files is replaced once it holds this much: one
  // worker ran out of heap late in a full run (each file's app, pool and embedded copy leave some).
  workerIdleMemoryLimit: '1GB',
};
