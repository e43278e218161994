// Writes `files.json` into a remote's build folder, the last step of its build (`node ../scripts/files.mjs`, in
// each remote's package.json): the sha384 of every file of the folder, browser and server builds alike, in the
// form of Subresource Integrity (`sha384-<base64>`), by its path in the folder, and the build's chunk map (the
// content of chunk-map.json). A release names the folder by its files.json and that file's own hash
// (scripts/release.mjs), so every byte of the release is pinned by one hash.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { integrity } from './integrity.cjs';

export const FILES_JSON = 'files.json';

/** The paths (with `/`) of every file under `dir`, sorted. */
function filesUnder(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(dir, name) : [name];
    })
    .sort();
}

/** files.json of the build in `dir`: `{ files: { path: integrity }, chunkMap }` (files.json itself not listed). */
export function filesOf(dir) {
  const files = {};
  for (const name of filesUnder(dir)) if (name !== FILES_JSON) files[name] = integrity(readFileSync(path.join(dir, name)));
  const chunkMapFile = path.join(dir, 'chunk-map.json');
  const chunkMap = existsSync(chunkMapFile) ? JSON.parse(readFileSync(chunkMapFile, 'utf8')) : null;
  return { files, chunkMap };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] || 'dist');
  writeFileSync(path.join(dir, FILES_JSON), `${JSON.stringify(filesOf(dir), null, 1)}\n`);
}
