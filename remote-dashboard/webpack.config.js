const { createConfig } = require('../webpack.shared');

module.exports = createConfig({
  dir: __dirname,
  name: 'remote_dashboard',
  exposes: { './DashboardApp': './src/DashboardApp.tsx' },
  remotes: ['remote_shared'],
  // Every screen's paths, cache tags, file rules and import columns: the dashboard carries the registry it was built
  // with rather than hide screens when another release of the shared remote lacks an entry.
  carries: ['registry'],
  // Runs alone too (`npm start -w remote-dashboard`), on a generated page.
  html: true,
  standaloneTitle: 'কলেজ — staff dashboard (standalone)',
});
