// `npm run release -w <remote> -- --base-url <URL> [--version <label>]`: prints the release entry of the remote's
// build folder (dist/, as just built, with its files.json) once uploaded as it is to <URL>: its browser entry, its
// files.json and, where the build has one, its server entry, each with its sha384, and a version label (by default
// from the content of files.json, so the same build always gets the same label). docs/deploy.md tells the rest.
//
// `--record` also writes HEAD into releases.json as the remote's current release (scripts/releases.mjs); at the
// root, `npm run release -- --record [--part host_api …]` records the parts named, or all four, without an entry.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FILES_JSON } from './files.mjs';
import { integrity } from './integrity.cjs';
import { PARTS, partOf, record } from './releases.mjs';

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
  const { values } = parseArgs({
    options: { 'base-url': { type: 'string' }, version: { type: 'string' }, dir: { type: 'string', default: 'dist' }, record: { type: 'boolean' }, part: { type: 'string', multiple: true } },
  });
  try {
    // npm runs a workspace's script in its folder: its name says which remote this is.
    const workspace = path.basename(process.cwd());
    const remote = partOf(workspace);
    if (!remote) {
      // At the root: only the record.
      if (!values.record || values['base-url']) throw new Error('usage: npm run release -w <remote> -- --base-url <URL ending in "/"> [--version <label>] [--record], or npm run release -- --record [--part <part>]…');
      const parts = values.part ?? Object.keys(PARTS);
      const unknown = parts.filter((part) => !PARTS[part]);
      if (unknown.length) throw new Error(`--part ${unknown.join(', ')}: not a part (${Object.keys(PARTS).join(', ')})`);
      for (const line of record(parts)) console.error(`release: recorded ${line}`);
    } else {
      if (!values['base-url']) throw new Error('usage: npm run release -w <remote> -- --base-url <URL ending in "/"> [--version <label>] [--record]');
      const entry = releaseEntry(path.resolve(values.dir), values['base-url'], values.version);
      // Recorded once the entry could be made (a build to ship), before it is printed; on stderr, so stdout stays the entry.
      if (values.record) for (const line of record([remote])) console.error(`release: recorded ${line}`);
      console.log(JSON.stringify(entry, null, 2));
    }
  } catch (error) {
    console.error(`release: ${error.message}`);
    process.exit(1);
  }
}
