// Builds the server-side renderer of the public site (src/ssr/render.tsx) into dist-server/render.js, after the
// browser build (it reads dist/assets for the hashed names of the images the pages import). npm packages stay
// external: the API server loads them from node_modules, the same React the renderer's caller has. Then writes
// the data of the table of public pages (src/pages/publicPages.ts) beside the browser build's chunk map, as
// dist/pages.json: the server lists the sitemap from it without importing the site's code.
import { build } from 'esbuild';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharedConfig from '../../webpack.shared.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const app = path.resolve(here, '..');
const assetsDir = path.join(app, 'dist/assets');
// Where the browser build's files are served when the server draws the pages: the remote's own path.
const PUBLIC_BASE = sharedConfig.REMOTE_PATHS.remote_public;

/** An imported image or font becomes the URL of its hashed copy in the browser build, as webpack writes it. */
const assetUrls = {
  name: 'asset-urls',
  setup(esbuild) {
    esbuild.onResolve({ filter: /\.(svg|png|jpe?g|webp|woff2?)$/ }, (args) => ({ path: path.resolve(args.resolveDir, args.path), namespace: 'asset-url' }));
    esbuild.onLoad({ filter: /.*/, namespace: 'asset-url' }, (args) => {
      const { name, ext } = path.parse(args.path);
      const hashed = readdirSync(assetsDir).find((file) => file.startsWith(`${name}.`) && file.endsWith(ext) && /^[0-9a-f]{10}$/.test(file.slice(name.length + 1, -ext.length)));
      if (!hashed) return { errors: [{ text: `${name}${ext} is not in ${assetsDir}: build the browser bundle first` }] };
      return { contents: `export default ${JSON.stringify(`${PUBLIC_BASE}assets/${hashed}`)};`, loader: 'js' };
    });
    // Styles reach the page as the browser build's stylesheets; the server needs none of them.
    esbuild.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'no-css' }));
    esbuild.onLoad({ filter: /.*/, namespace: 'no-css' }, () => ({ contents: '', loader: 'js' }));
  },
};

rmSync(path.join(app, 'dist-server'), { recursive: true, force: true });
await build({
  entryPoints: { render: path.join(app, 'src/ssr/render.tsx') },
  outdir: path.join(app, 'dist-server'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  jsx: 'automatic',
  alias: { remote_shared: path.resolve(app, '../remote-shared/src/exposed') },
  plugins: [assetUrls],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

// The renderer just built holds the table: its data is the build's pages.json.
const { pagesManifest } = createRequire(import.meta.url)(path.join(app, 'dist-server/render.js'));
writeFileSync(path.join(app, 'dist/pages.json'), JSON.stringify(pagesManifest(), null, 1));
