// Browser tests: jest + playwright-core driving Debian's Chromium against the production server that
// `npm start` runs (built apps, real API, a fresh SQLite file). `npm test` builds first; run alone with
// `npm test -w e2e` after `npm run build`.
const base = require('../jest.preset')(__dirname, { environment: 'node' });

module.exports = {
  ...base,
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  globalSetup: '<rootDir>/support/globalSetup.ts',
  globalTeardown: '<rootDir>/support/globalTeardown.ts',
  testTimeout: 60000,
  maxWorkers: 1,
};
