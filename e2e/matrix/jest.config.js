// The N-1 matrix's browser smoke test (e2e/matrix/previous-release.test.ts): run by scripts/matrix.mjs once per part
// of the site, with that part at the commit of its previous release (releases.json) and every other part current.
// No global server: each run composes its own site from the builds the matrix names.
const base = require('../../jest.preset')(require('node:path').resolve(__dirname, '..'), { environment: 'node' });

module.exports = {
  ...base,
  testMatch: ['<rootDir>/matrix/**/*.test.ts'],
  testTimeout: 60000,
  maxWorkers: 1,
};
