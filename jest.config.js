// `npm run test:unit`: every package's unit and API tests in one jest run (browser tests: e2e/).
module.exports = {
  projects: ['remote-shared', 'remote-public', 'remote-dashboard', 'host', 'api'].map((p) => `<rootDir>/${p}`),
};
