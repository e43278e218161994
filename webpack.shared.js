// One webpack configuration factory for the host and every remote. An app's webpack.config.js only says what
// is particular to it: its federation name, what it exposes, its dev port and whether it has an HTML page.
const fs = require('fs');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');

/** Dev-server ports of `npm run dev`; the API listens on API_PORT and every dev server proxies /api to it. */
const DEV_PORTS = { host: 3000, remote_shared: 3001, remote_public: 3002, remote_dashboard: 3003, api: 8080 };

/** Where each remote's entry lives by default: the paths `npm start` serves (see api/src/static.ts). */
const REMOTE_PATHS = {
  remote_shared: '/remotes/shared/',
  remote_public: '/remotes/public/',
  remote_dashboard: '/remotes/dashboard/',
};

const rootPackage = require('./package.json');
const zlib = require('zlib');

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every text asset of a production
 * build. The server sends them as they are (api/src/static.ts, preCompressed), so the browser gets the
 * smallest copy without the server compressing on each request (it compresses on the fly at quality 5).
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!/\.(js|css|svg|html)$/.test(name)) continue;
          const content = source.buffer();
          if (content.length < 1024) continue;
          const brotli = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
          compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(content, { level: 9 })));
        }
      });
    });
  }
}

/**
 * Puts V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) at the top of each script of
 * the build. webpack loads a chunk only to run it, and a page's start runs most of what its chunks hold. Without the
 * hint V8 only pre-parses each function as the script arrives, then parses it again and compiles it on the main
 * thread at its first call: on the mid-tier phone, a third of the main thread's work between the libraries' arrival
 * and the app having `/notice` (docs/benchmarks.md, "Interaction"). With it V8 compiles every function of the script
 * while it streams in, on a background thread, during the download the start waits for anyway. What it costs is the
 * bytecode of the functions a page never calls. Other engines read a comment. Added after minification (which would
 * drop it) and before the source maps, the real content hashes and the compressed copies, which all take it in.
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (name.endsWith('.js')) compilation.updateAsset(name, (source) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source));
        }
      });
    });
  }
}

/**
 * Writes `chunk-map.json` beside the build: the files of each part a page may load at start — the entries, the
 * bootstrap chunk, each shared library this app provides (by its share key, `react-dom/client`),
 * each exposed module (by file; `exposedNames` maps a name to its file), each named lazy chunk (the public pages)
 * and the modules the app takes from each remote (`consumes`). The server reads it to announce in a drawn
 * page every script the page will ask for (api/src/preloads.ts), so they arrive in one wave instead of a chain.
 */
/**
 * A chunk is loaded with the integrity the release pins it to, where the page has it: the host reads a remote's
 * files.json (checked against the release's pin) when the remote is on another origin, and puts each script's
 * integrity, by its absolute URL, on `window.__COLLEGE_INTEGRITY__` beside the entries' (host/src/remotes/
 * remoteConfig.ts). webpack's script loader then sets it on the chunk's `<script>`, with CORS, which integrity
 * needs: a chunk whose bytes are not the release's does not run. Without a pin the chunk loads as before.
 */
class ChunkIntegrityPlugin {
  apply(compiler) {
    const { Template } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkIntegrityPlugin', (compilation) => {
      compiler.webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap('ChunkIntegrityPlugin', (source) =>
        Template.asString([
          source,
          'var collegePin = typeof window !== "undefined" && window.__COLLEGE_INTEGRITY__ && window.__COLLEGE_INTEGRITY__[script.src];',
          'if (collegePin) { script.integrity = collegePin; script.crossOrigin = "anonymous"; }',
        ]),
      );
    });
  }
}

class ChunkMapPlugin {
  /** @param {Record<string, string>} exposes the app's exposed modules, name → file (`./store` → `./src/exposed/store.ts`) */
  constructor(exposes = {}) {
    this.exposes = exposes;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkMapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkMapPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const map = { entries: {}, bootstrap: [], provides: {}, exposes: {}, exposedNames: this.exposes, chunks: {}, consumes: {} };
        // The modules this app takes from each remote (`remote_shared` → ['./store', …]): a page preloads only those.
        for (const module of compilation.modules) {
          const consumed = /^remote \(\w+\) webpack\/container\/reference\/(\w+) (\S+)$/.exec(module.identifier());
          if (consumed) (map.consumes[consumed[1]] ??= []).push(consumed[2]);
        }
        for (const list of Object.values(map.consumes)) list.sort();
        const filesOf = (group) => [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((file) => /\.(js|css)$/.test(file));
        for (const group of compilation.chunkGroups) {
          const files = filesOf(group);
          if (group.isInitial()) {
            map.entries[group.name] = files;
            continue;
          }
          if (group.name) {
            map.chunks[group.name] = files;
            continue;
          }
          for (const origin of group.origins) {
            const identifier = origin.module ? origin.module.identifier() : '';
            if (origin.request === './bootstrap') map.bootstrap = files;
            else if (/\.federation\/entry\./.test(identifier) && origin.request) map.exposes[origin.request] = files;
            else {
              // A shared library this app provides, by its share key (`react-dom/client`).
              const provided = /^provide module \(\w+\) (.+)@[^@\s]+ = /.exec(identifier);
              if (provided) map.provides[provided[1]] = files;
            }
          }
        }
        compilation.emitAsset('chunk-map.json', new sources.RawSource(JSON.stringify(map, null, 1)));
      });
    });
  }
}

/**
 * Libraries every app shares as one copy (singletons). The trailing-slash keys share subpaths such as
 * react/jsx-runtime. A singleton is one copy whatever the versions (the highest any app provides), so no version
 * range is declared: with `strictVersion: false` a range only ever printed a warning, and the federation
 * runtime's range parser cost a slow phone about 100 ms at every start (measured at 4x). The apps of this
 * repository are built from one lockfile; host/src/remotes/sharedVersions.test.ts checks that they resolve one
 * version of each.
 */
function sharedSingletons() {
  const versionOf = (name) => require(`${name}/package.json`).version;
  const singleton = (name) => ({ singleton: true, requiredVersion: false, version: versionOf(name) });
  const libs = ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'react-toastify', 'axios'];
  const shared = {};
  for (const lib of libs) shared[lib] = singleton(lib);
  shared['react/'] = singleton('react');
  shared['react-dom/'] = singleton('react-dom');
  // The router is shared as its declarative-mode API only (a quarter of the page's JavaScript less); see
  // remote-shared/src/runtime/reactRouterDom.ts. react-router itself is then a private import of that module.
  shared['react-router-dom'] = { ...singleton('react-router-dom'), import: ROUTER_MODULE };
  return shared;
}

const ROUTER_MODULE = path.join(__dirname, 'remote-shared/src/runtime/reactRouterDom.ts');

const hasExposes = (app) => Object.keys(app.exposes || {}).length > 0;

/** A remote's entry URL for this mode: the dev server in development, the `npm start` path in production. */
function remoteEntry(name, mode) {
  const base = mode === 'development' ? `http://localhost:${DEV_PORTS[name]}/` : REMOTE_PATHS[name];
  return `${name}@${base}remoteEntry.js`;
}

/** The page a remote is opened with when it runs alone (`npm start -w remote-public`); the host never uses it. */
function standalonePage(title) {
  return `<!doctype html>
<html lang="bn">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/** The exposed modules (as their files, `./src/exposed/x.ts`) whose loading asks for `chunk`. */
function exposesOf(chunk) {
  return [...chunk.groupsIterable].flatMap((group) => group.origins.map((origin) => origin.request));
}

/**
 * The host's first script (src/starter.ts) as the text its page carries inline: bundled and minified by esbuild,
 * told the main script's URL. It runs on every page before anything else, so it carries no library.
 */
function starterScript(dir, mainScript, mode) {
  const { outputFiles, metafile } = require('esbuild').buildSync({
    entryPoints: [path.join(dir, 'src/starter.ts')],
    absWorkingDir: dir,
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    format: 'iife',
    target: 'es2020',
    define: { MAIN_SCRIPT: JSON.stringify(mainScript), 'process.env.NODE_ENV': JSON.stringify(mode) },
    logLevel: 'error',
  });
  for (const input of Object.keys(metafile.inputs)) starterSources.add(path.resolve(dir, input));
  return outputFiles[0].text.trim().replace(/<\/script/gi, '<\\/script');
}

/** The files the host's first script was bundled from, last time (starterScript). */
const starterSources = new Set();

/**
 * Watches the first script's files, which esbuild bundles into the host's page outside webpack's module graph: a
 * change to one of them (`npm run dev`) makes the page again, as a change to the main script's files does.
 */
class StarterSourcesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StarterSourcesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StarterSourcesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () =>
        compilation.fileDependencies.addAll(starterSources),
      );
    });
  }
}

/**
 * @param {object} app
 * @param {string} app.dir        the app's folder (__dirname)
 * @param {string} app.name       federation name, e.g. 'remote_public'
 * @param {Record<string,string>} [app.exposes]
 * @param {string[]} [app.remotes] names of the remotes this app imports statically (URLs resolved at run time)
 * @param {boolean} [app.html]    emit index.html (the host's from public/index.html)
 * @param {boolean} [app.librariesTogether] one chunk for the libraries the app provides to the page (react, react-dom,
 *   the router, react-redux): every page takes them all
 * @param {{apart: string[]}} [app.ownCodeTogether] one chunk for the app's own code, but for what only the exposed
 *   modules named in `apart` take
 * @param {string} [app.standaloneTitle] a remote's title when it runs alone: its index.html is generated
 * @param {string[]} [app.carries] modules of the shared remote this app bundles as built with it (`registry` for
 *   `remote_shared/registry`) instead of taking the live shared remote's at run time: where tolerating another
 *   release's cannot hold (docs/architecture.md, "The shared remote's contract")
 */
function createConfig(app) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    // Exposed modules whose code stays in chunks of their own (`ownCodeTogether.apart`), as the files they name.
    const apart = new Set((app.ownCodeTogether?.apart || []).map((name) => app.exposes[name]));
    const isDev = mode === 'development';
    const remotes = Object.fromEntries((app.remotes || []).map((r) => [r, remoteEntry(r, mode)]));
    return {
      mode,
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: 'auto',
        uniqueName: app.name,
        filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // A chunk on another origin (a remote released to its own, docs/deploy.md) is fetched with CORS: its answer
        // can be read, so the service worker keeps it for offline reading as it keeps this origin's files (an
        // opaque answer it could not check), and it can carry SRI. webpack leaves same-origin chunks as they were.
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // The federation runtime and its helpers are reached both as CommonJS (webpack's bundler runtime) and as
        // ESM (the plugin that provides it to the remotes); one file each, so the page carries one copy, and each
        // the ESM build, so what the page never runs is left out: the remotes' entries take only a few helpers,
        // and the runtime's snapshot code (manifests, preloading from them) and Node loaders go with the
        // `optimization` flags below (the host's main script 27 KB gzip instead of 35).
        alias: {
          '@module-federation/runtime-core$': require.resolve('@module-federation/runtime-core').replace(/index\.cjs$/, 'index.js'),
          '@module-federation/sdk$': require.resolve('@module-federation/sdk').replace(/index\.cjs$/, 'index.js'),
          '@module-federation/error-codes$': require.resolve('@module-federation/error-codes').replace(/index\.cjs$/, 'index.mjs'),
          // react-router's package maps every import to its development build (warnings on); a production build
          // takes its production build, which differs only in leaving the warnings out.
          ...(isDev ? {} : { 'react-router$': path.join(path.dirname(require.resolve('react-router')), '../production/index.mjs') }),
        },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(app.dir, 'tsconfig.json') } },
          },
          { test: /\.css$/, use: [isDev ? 'style-loader' : MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // Before federation sees the request (it takes `remote_shared/…` as it is asked, ahead of the resolver): the
        // shared remote's own source of the module, so it is this app's own code.
        ...(app.carries || []).map(
          (name) => new webpack.NormalModuleReplacementPlugin(new RegExp(`^remote_shared/${name}$`), path.join(__dirname, 'remote-shared/src/exposed', `${name}.ts`)),
        ),
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes || {},
          remotes,
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          runtimePlugins: [path.join(__dirname, 'remote-shared/src/runtime/remoteUrls.ts')],
          manifest: false,
          dts: false,
          // One copy of the federation runtime per page: the host (a pure consumer) provides it as a global and
          // every remote's entry uses that one instead of bundling its own (about 25 KB gzip per remote).
          // Production only, so a remote still runs alone on its dev server. Remotes are found by their
          // remoteEntry.js (no manifests: `disableSnapshot`), in a browser (`target: 'web'`).
          experiments: isDev
            ? {}
            : { ...(hasExposes(app) ? { externalRuntime: true } : { provideExternalRuntime: true }), optimization: { disableSnapshot: true, target: 'web' } },
        }),
        !isDev && new CompileHintsPlugin(),
        !isDev && new PrecompressPlugin(),
        !isDev && new ChunkMapPlugin(app.exposes),
        !isDev && new ChunkIntegrityPlugin(),
        !isDev && new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' }),
        app.html && !app.standaloneTitle && new StarterSourcesPlugin(),
        app.html &&
          new HtmlWebpackPlugin({
            // The host has its own page; a remote gets a bare page for running it alone.
            // Given as text, so no child compilation runs the page through the federation runtime. The host's page
            // carries its first script (`%STARTER%`), which loads the main one when the app is needed; a remote's
            // standalone page has its script injected as usual.
            ...(app.standaloneTitle
              ? { templateContent: standalonePage(app.standaloneTitle), scriptLoading: 'defer' }
              : {
                  inject: false,
                  templateContent: ({ htmlWebpackPlugin }) =>
                    fs
                      .readFileSync(path.join(app.dir, 'public/index.html'), 'utf8')
                      .replace('%STARTER%', () => starterScript(app.dir, htmlWebpackPlugin.files.js[0], mode)),
                }),
            chunks: ['main'],
            // Absolute, so a deep link such as /dashboard/notices still finds the scripts.
            publicPath: process.env.HOST_PUBLIC_PATH || '/',
          }),
      ].filter(Boolean),
      // Stylesheets are minified like the scripts: the server writes them into every drawn page.
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        minimizer: ['...', new CssMinimizerPlugin()],
        // An app whose exposed modules are used together (the shared remote: a page takes its store, auth, API,
        // registry, schemas and UI at once) keeps its own code in one chunk, instead of a chunk per exposed module
        // plus copies of what two of them import (webpack copies modules under 20 KB: the registry was in four).
        // A public page then asks for one file instead of eight: each request costs a phone a round trip of its
        // own, and HTTP/1.1 allows six at a time. Code only the exposed modules `apart` take (the dashboard's
        // spreadsheets) stays in their chunks, so no public page downloads it. The host likewise gives the page the
        // libraries it provides (react, react-dom, the router, react-redux) in one file instead of seven.
        ...(!isDev && (app.ownCodeTogether || app.librariesTogether)
          ? {
              splitChunks: {
                cacheGroups: {
                  ...(app.ownCodeTogether && {
                    own: {
                      test: (module, { chunkGraph }) =>
                        /[\\/]src[\\/]/.test(module.resource || '') &&
                        [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => !exposesOf(chunk).some((request) => apart.has(request))),
                      chunks: 'async',
                      minChunks: 1,
                      minSize: 0,
                      name: 'own',
                      enforce: true,
                    },
                  }),
                  ...(app.librariesTogether && {
                    libraries: { test: /[\\/]node_modules[\\/]/, chunks: 'async', minSize: 0, name: 'libraries', enforce: true },
                  }),
                },
              },
            }
          : {}),
      },
      performance: { hints: false },
      stats: isDev ? 'minimal' : 'errors-warnings',
      devServer: {
        port: DEV_PORTS[app.name],
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: app.html && !app.standaloneTitle ? [{ directory: path.join(app.dir, 'public'), publicPath: '/' }] : [],
        proxy: [{ context: ['/api', '/media'], target: `http://localhost:${process.env.API_PORT || DEV_PORTS.api}` }],
      },
    };
  };
}

module.exports = { createConfig, sharedSingletons, DEV_PORTS, REMOTE_PATHS, engines: rootPackage.engines };
