const { createConfig } = require('../webpack.shared');

module.exports = createConfig({
  dir: __dirname,
  name: 'remote_public',
  exposes: { './PublicApp': './src/PublicApp.tsx' },
  remotes: ['remote_shared'],
  // Runs alone too (`npm start -w remote-public`), on a generated page.
  html: true,
  standaloneTitle: 'কলেজ — public site (standalone)',
});
