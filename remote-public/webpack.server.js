// The public site's server build: the renderer (src/ssr/render.tsx) as a federated remote for Node, written into
// dist/server/ beside the browser build, so one folder holds the whole release (docs/architecture.md). A server
// loads it through the federation runtime (api/src/renderer/federated.ts): its remoteEntry.js run as CommonJS, its
// chunks read from beside it (`async-node`: fs and vm, from the entry's folder).
//
// Its own configuration, not webpack.shared.js's: nothing here is for a browser (no CSS, no compressed copies, no
// source maps, no minifying: a stack trace of a server error stays readable). Its images keep the browser build's
// names (the same content hash), so they are not written again.
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/**
 * What the server shares with the renderer at draw time, one copy each, provided by the loading side (the API's
 * own): React and the libraries whose state or context crosses between the renderer's modules and the caller's
 * (the store's Redux Toolkit and react-redux, the router's contexts). `import: false`: none of them is bundled.
 * Everything else the renderer uses is bundled, remote_shared's source included (docs/architecture.md says why).
 */
const SERVER_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom/server',
  'react-dom/static',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'react-router',
  'react-router-dom',
];

module.exports = (_env, argv) => ({
  mode: argv.mode === 'development' ? 'development' : 'production',
  context: __dirname,
  target: 'async-node',
  // No entry of its own: the container (remoteEntry.js, from the federation plugin) is the build.
  entry: {},
  devtool: false,
  // The renderer runs with the entry's folder as __dirname (the federation runtime's Node loader passes it), where
  // its chunks are read from.
  node: { __dirname: false, __filename: false },
  output: {
    path: path.join(__dirname, 'dist/server'),
    // The images' URLs start with the browser build's base, given when the renderer is loaded (setAssetBase in
    // src/ssr/assetBase.ts): nothing in this build names where the browser build is served.
    publicPath: '',
    uniqueName: 'remote_public_server',
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:10].js',
    library: { type: 'commonjs-module' },
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    // The shared remote's source, bundled (as the API bundles its data modules).
    alias: { remote_shared: path.resolve(__dirname, '../remote-shared/src/exposed') },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.json') } },
      },
      // Styles reach the page as the browser build's stylesheets; the server needs none of them.
      { test: /\.css$/, loader: path.join(__dirname, 'ssr/noStyles.cjs') },
      // An image or font is the URL of the browser build's copy: the same name and content hash as
      // webpack.shared.js's `assetModuleFilename`, not written again.
      { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:10][ext]', emit: false } },
    ],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'remote_public',
      filename: 'remoteEntry.js',
      library: { type: 'commonjs-module' },
      exposes: { './assetBase': './src/ssr/assetBase.ts', './render': './src/ssr/render.tsx' },
      shared: Object.fromEntries(SERVER_SHARED.map((name) => [name, { singleton: true, requiredVersion: false, import: false }])),
      manifest: false,
      dts: false,
    }),
  ],
  optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
  performance: { hints: false },
  stats: 'errors-warnings',
});

module.exports.SERVER_SHARED = SERVER_SHARED;
