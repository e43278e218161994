const { createConfig } = require('../webpack.shared');

module.exports = createConfig({
  dir: __dirname,
  name: 'remote_dashboard',
  exposes: { './DashboardApp': './src/DashboardApp.tsx' },
  remotes: ['remote_shared'],
  // Runs alone too (`npm start -w remote-dashboard`), on a generated page.
  html: true,
  standaloneTitle: 'কলেজ — staff dashboard (standalone)',
});
