process.env.TZ = 'Asia/Tokyo'; // a non-UTC zone, so date bugs show up in tests

// Two projects: the client under jsdom with MSW, the server (and shared rules) under node over PGlite.
// ESM-only packages jest (CommonJS here) must transform: MSW's helpers, and react-intl with its formatjs parts.
const esmOnly = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  '@adobe/structured-data-validator',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];
// Per project: jest does not pass the top-level cacheDirectory on to projects (they would use /tmp/jest_*).
const cacheDirectory = '<rootDir>/.cache/jest';
const transform = { '^.+\\.(tsx?|jsx?|mjs)$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }] };

module.exports = {
  cacheDirectory,
  maxWorkers: 2,
  projects: [
    {
      displayName: 'client',
      rootDir: __dirname,
      cacheDirectory,
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/client/**/*.test.{ts,tsx}'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: {
        '\\.css$': '<rootDir>/config/jest/styleMock.js',
        '\\.(svg|png|jpe?g|gif|woff2?)$': '<rootDir>/config/jest/fileMock.js',
      },
      setupFilesAfterEnv: ['<rootDir>/config/jest/client.setup.ts'],
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'server',
      rootDir: __dirname,
      cacheDirectory,
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/src/server/**/*.test.ts',
        '<rootDir>/src/common/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/config/**/*.test.ts',
        '<rootDir>/test/contract/**/*.test.ts',
      ],
      transform,
      transformIgnorePatterns,
      globalSetup: '<rootDir>/config/jest/server.global-setup.ts',
      globalTeardown: '<rootDir>/config/jest/server.global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/config/jest/server.setup.ts'],
    },
    {
      // Concurrency tests: real PostgreSQL only (PGlite has one connection), run by the PostgreSQL step.
      displayName: 'load',
      rootDir: __dirname,
      cacheDirectory,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/load/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      globalSetup: '<rootDir>/config/jest/server.global-setup.ts',
      globalTeardown: '<rootDir>/config/jest/server.global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/config/jest/server.setup.ts'],
    },
    {
      // The soak (open-loop shopper traffic for a bounded time): run alone by its own step of `npm test`, so
      // its steady CPU use never starves the timing of the other suites on a 2-core machine.
      displayName: 'soak',
      rootDir: __dirname,
      cacheDirectory,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/load/**/*.soak.ts'],
      transform,
      transformIgnorePatterns,
      globalSetup: '<rootDir>/config/jest/server.global-setup.ts',
      globalTeardown: '<rootDir>/config/jest/server.global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/config/jest/server.setup.ts'],
    },
    {
      // Browser journeys against a running reference server (scripts/test.mjs or `npm run e2e` starts it).
      displayName: 'e2e',
      rootDir: __dirname,
      cacheDirectory,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
      transform,
      // The rich results validator the server-rendering journey runs is ESM only.
      transformIgnorePatterns: ['/node_modules/(?!(@adobe/structured-data-validator)/)'],
      setupFilesAfterEnv: ['<rootDir>/config/jest/e2e.setup.ts'],
    },
  ],
};
