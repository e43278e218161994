const { createConfig } = require('../webpack.shared');

module.exports = createConfig({
  dir: __dirname,
  name: 'remote_dashboard',
  exposes: { './DashboardApp': './src/DashboardApp.tsx' },
  remotes: ['remote_shared'],
  // index.html only for running this remote alone (`npm start -w remote-dashboard`).
  html: true,
});
