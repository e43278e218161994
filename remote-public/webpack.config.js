const { createConfig } = require('../webpack.shared');

module.exports = createConfig({
  dir: __dirname,
  name: 'remote_public',
  exposes: { './PublicApp': './src/PublicApp.tsx' },
  remotes: ['remote_shared'],
  // index.html only for running this remote alone (`npm start -w remote-public`); the host does not use it.
  html: true,
});
