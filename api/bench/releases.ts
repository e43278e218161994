// Releases for the benchmarks (load.ts --release, swaps.ts), made as docs/deploy.md tells a team to: each remote's
// build folder, as `npm run build` left it, uploaded whole to a base URL of its own on a static origin (a node:http
// server here, on another port: another origin), and its entry printed by `npm run release` (scripts/release.mjs).
// A labelled copy gets one file of its own (`release.txt`) and its files.json written again (scripts/files.mjs),
// so two labels are two releases with different content, as two builds would be.
import { execFileSync } from 'node:child_process';
import { cpSync, createReadStream, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { REPO_ROOT } from '../src/config';
import type { ReleaseEntry, RemoteName } from '../src/releases';

/** Each remote's build folder. */
export const BUILD_DIRS: Record<RemoteName, string> = {
  remote_shared: path.join(REPO_ROOT, 'remote-shared', 'dist'),
  remote_public: path.join(REPO_ROOT, 'remote-public', 'dist'),
  remote_dashboard: path.join(REPO_ROOT, 'remote-dashboard', 'dist'),
};

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };

export interface ReleaseOrigin {
  origin: string;
  /** Uploads a labelled copy of `remote`'s build to `<origin>/<remote>/<label>/`; answers its release entry. */
  publish(remote: RemoteName, label: string): ReleaseEntry;
  close(): Promise<void>;
}

/** A static origin serving the folder `root` (with CORS, as a CDN serving remotes does). */
export async function startReleaseOrigin(root: string): Promise<ReleaseOrigin> {
  const server: Server = createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root + path.sep)) return void response.writeHead(404).end();
    let size: number;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) throw new Error('not a file');
      size = stat.size;
    } catch {
      return void response.writeHead(404).end();
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-length': size, 'access-control-allow-origin': '*' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    publish(remote, label) {
      const dir = path.join(root, remote, label);
      mkdirSync(dir, { recursive: true });
      cpSync(BUILD_DIRS[remote], dir, { recursive: true });
      writeFileSync(path.join(dir, 'release.txt'), `${remote} ${label}\n`);
      execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'files.mjs'), dir]);
      // Run in the remote's workspace folder, as `npm run release -w <remote>` runs it: the folder names the remote.
      const printed = execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'release.mjs'), '--dir', dir, '--base-url', `${origin}/${remote}/${label}/`, '--version', label], {
        cwd: path.dirname(BUILD_DIRS[remote]),
      });
      return JSON.parse(printed.toString('utf8')) as ReleaseEntry;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Writes the release file as docs/deploy.md says to: a temporary file renamed over it. */
export function writeReleaseFile(file: string, release: Partial<Record<RemoteName, ReleaseEntry>>): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(release, null, 2)}\n`);
  renameSync(temporary, file);
}
