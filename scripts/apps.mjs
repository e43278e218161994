// The parts of the product that are built, in build order, and what each build reads.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Front ends are webpack builds; the api is an esbuild bundle. `inputs` decide whether a build is stale. */
export const APPS = [
  // A remote's last output is its files.json (scripts/files.mjs).
  { name: 'remote-shared', output: 'dist/files.json', inputs: ['remote-shared/src', 'remote-shared/webpack.config.js'] },
  // Its server build (dist/server/) bundles remote-shared's source too.
  {
    name: 'remote-public',
    output: 'dist/files.json',
    inputs: ['remote-public/src', 'remote-public/ssr', 'remote-public/webpack.config.js', 'remote-public/webpack.server.js', 'remote-shared/src', 'scripts/serverRemote.cjs'],
  },
  { name: 'remote-dashboard', output: 'dist/files.json', inputs: ['remote-dashboard/src', 'remote-dashboard/webpack.config.js'] },
  { name: 'host', output: 'dist/index.html', inputs: ['host/src', 'host/public', 'host/webpack.config.js'] },
  // It bundles the shared schemas and the registry (remote_shared/registry and /transfer) it imports, and the
  // loader of server builds (scripts/serverRemote.cjs).
  { name: 'api', output: 'dist/server.js', inputs: ['api/src', 'api/build.mjs', 'remote-shared/src/schemas', 'remote-shared/src/registry', 'scripts/serverRemote.cjs'] },
];

/** Inputs every front end shares: the webpack factory, the federation runtime plugin, files.json's writer, the lockfile. */
const COMMON_INPUTS = ['webpack.shared.js', 'remote-shared/src/runtime', 'scripts/files.mjs', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether an app has no build, or a build older than any of its inputs. */
export function isStale(app) {
  const output = join(ROOT, app.name, app.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  const inputs = app.name === 'api' ? app.inputs : [...app.inputs, ...COMMON_INPUTS];
  return inputs.some((input) => newestMtime(join(ROOT, input)) > built);
}
