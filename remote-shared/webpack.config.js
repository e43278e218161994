const { createConfig } = require('../webpack.shared');

module.exports = createConfig({
  dir: __dirname,
  name: 'remote_shared',
  exposes: {
    './store': './src/exposed/store.ts',
    './api': './src/exposed/api.ts',
    './auth': './src/exposed/auth.ts',
    './notify': './src/exposed/notify.tsx',
    './schemas': './src/exposed/schemas.ts',
    './registry': './src/exposed/registry.ts',
    './transfer': './src/exposed/transfer.ts',
    './ui': './src/exposed/ui.tsx',
  },
  ownCodeTogether: { apart: ['./transfer'] },
});
