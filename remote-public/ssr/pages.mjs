// Writes the data of the table of public pages (src/pages/publicPages.ts) beside the browser build's chunk map, as
// dist/pages.json, after the server build: the server lists the sitemap from it without importing the site's
// code. It is read from the server build just made (dist/server/), loaded as a server loads it.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { loadServerRemote } = require('../../scripts/serverRemote.cjs');
const { SERVER_SHARED } = require('../webpack.server.js');

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = loadServerRemote({
  name: 'remote_public',
  entryFile: path.join(app, 'dist/server/remoteEntry.js'),
  shared: Object.fromEntries(SERVER_SHARED.map((name) => [name, () => require(name)])),
});
const renderer = await load('./render');
writeFileSync(path.join(app, 'dist/pages.json'), JSON.stringify(renderer.pagesManifest(), null, 1));
