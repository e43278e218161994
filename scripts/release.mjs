// `npm run release -w <remote> -- --base-url <URL> [--version <label>]`: prints the release entry of the remote's
// build folder (dist/, as just built, with its files.json) once uploaded as it is to <URL>: its browser entry, its
// files.json and, where the build has one, its server entry, each with its sha384, and a version label (by default
// from the content of files.json, so the same build always gets the same label). docs/deploy.md tells the rest.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FILES_JSON } from './files.mjs';
import { integrity } from './integrity.cjs';

/** The release entry of the build in `dir`, served from `baseUrl`; throws, saying why, when it cannot be made. */
export function releaseEntry(dir, baseUrl, version) {
  let url;
  try {
    url = new URL(baseUrl);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || !baseUrl.endsWith('/') || url.search || url.hash) {
    throw new Error(`--base-url must be the absolute http(s) URL of the folder the build is uploaded to, ending in "/" (got "${baseUrl}")`);
  }
  const read = (name) => {
    const file = path.join(dir, name);
    if (!existsSync(file)) throw new Error(`${file} is missing: build the remote first (npm run build -w <remote>)`);
    return readFileSync(file);
  };
  const files = read(FILES_JSON);
  const listed = JSON.parse(files.toString('utf8')).files;
  const entry = {
    entry: `${baseUrl}remoteEntry.js`,
    integrity: integrity(read('remoteEntry.js')),
    files: `${baseUrl}${FILES_JSON}`,
    files_integrity: integrity(files),
  };
  if (listed['server/remoteEntry.js']) entry.server = { entry: `${baseUrl}server/remoteEntry.js`, integrity: integrity(read('server/remoteEntry.js')) };
  // The label of a build's content: the start of its files.json's hash, as hex (it names every file's hash).
  entry.version = version ?? Buffer.from(entry.files_integrity.slice('sha384-'.length), 'base64').toString('hex').slice(0, 12);
  return entry;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'base-url': { type: 'string' }, version: { type: 'string' }, dir: { type: 'string', default: 'dist' } } });
  try {
    if (!values['base-url']) throw new Error('usage: npm run release -w <remote> -- --base-url <URL ending in "/"> [--version <label>]');
    console.log(JSON.stringify(releaseEntry(path.resolve(values.dir), values['base-url'], values.version), null, 2));
  } catch (error) {
    console.error(`release: ${error.message}`);
    process.exit(1);
  }
}
