const path = require('path');
const { createConfig } = require('../webpack.shared');

const host = createConfig({
  dir: __dirname,
  name: 'host',
  // remote_shared is imported statically (the store, before the first render); the public site and the
  // dashboard are loaded on demand with loadRemote (src/remotes/RemoteArea.tsx).
  remotes: ['remote_shared', 'remote_public', 'remote_dashboard'],
  html: true,
  librariesTogether: true,
});

/**
 * After the worker is written, puts the precache list into it with workbox-build: the built host page alone
 * (the offline answer for a page never opened), read from dist/ as the host build just wrote it.
 */
class PrecacheHostPage {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecacheHostPage', async () => {
      const { injectManifest } = require('workbox-build');
      const dir = compiler.options.output.path;
      const sw = path.join(dir, 'sw.js');
      const { warnings } = await injectManifest({ swSrc: sw, swDest: sw, globDirectory: dir, globPatterns: ['index.html'] });
      if (warnings.length > 0) throw new Error(`sw.js precache: ${warnings.join('; ')}`);
    });
  }
}

/**
 * The service worker (src/sw/sw.ts) as dist/sw.js, built on its own after the host: inside the host's build it
 * would be given the federation runtime and the shared libraries.
 */
function serviceWorker(dist) {
  return {
    name: 'sw',
    dependencies: ['host'],
    mode: 'production',
    target: 'webworker',
    context: __dirname,
    entry: { sw: './src/sw/sw.ts' },
    devtool: 'source-map',
    output: { path: dist, filename: 'sw.js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.json') } },
        },
      ],
    },
    plugins: [new PrecacheHostPage()],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = (env, argv) => {
  const config = host(env, argv);
  if (config.mode !== 'production') return config;
  return [{ ...config, name: 'host' }, serviceWorker(config.output.path)];
};
