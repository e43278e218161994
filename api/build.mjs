// `npm run build -w api`: bundles the server, the CLI, the worker thread's script (src/workers/worker.ts, which
// the server starts as dist/worker.js beside it) and the renderer process's (src/render/child.ts, dist/renderer.js)
// into dist/ (CommonJS for Node 20). npm packages stay external (loaded from node_modules at run time); the shared
// schemas of remote-shared are bundled in.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const exposed = path.resolve(here, '../remote-shared/src/exposed');

rmSync(path.join(here, 'dist'), { recursive: true, force: true });

await build({
  entryPoints: { server: path.join(here, 'src/server.ts'), cli: path.join(here, 'src/cli.ts'), worker: path.join(here, 'src/workers/worker.ts'), renderer: path.join(here, 'src/render/child.ts') },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  alias: { remote_shared: exposed },
  sourcemap: true,
  logLevel: 'info',
});
