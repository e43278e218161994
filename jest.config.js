// `npm run test:unit`: every package's unit and API tests in one jest run (browser tests: e2e/).
module.exports = {
  projects: [
    ...['remote-shared', 'remote-public', 'remote-dashboard', 'host', 'api'].map((p) => `<rootDir>/${p}`),
    // The README and docs/: links, anchors and size (scripts/test/docs.test.js).
    { displayName: 'docs', rootDir: __dirname, testMatch: ['<rootDir>/scripts/test/**/*.test.js'], testEnvironment: 'node', transform: {} },
  ],
  // jest reads the time limit of a test from the run's configuration only, never a project's: the API's 30 s (a
  // test file's database, a cold worker thread on a busy 2-core machine; api/jest.config.js) is set here too.
  testTimeout: 30_000,
};
