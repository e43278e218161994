const { createConfig } = require('../webpack.shared');

module.exports = createConfig({
  dir: __dirname,
  name: 'host',
  // remote_shared is imported statically (the store, before the first render); the public site and the
  // dashboard are loaded on demand with loadRemote (src/remotes/RemoteArea.tsx).
  remotes: ['remote_shared', 'remote_public', 'remote_dashboard'],
  html: true,
});
