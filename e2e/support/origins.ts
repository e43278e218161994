// The site composed from several origins, as it ships: each remote's build on a static server of its own, on a
// loopback address of its own, as a CDN serves uploaded builds (other hosts, so other origins and other sites to the
// browser: 127.0.0.2, .3, …, and reachable by the API's own downloads), named to the API by a release file made by
// `npm run release` and written as docs/deploy.md says. Used by the four-origin test, the preview test and the N-1
// matrix (e2e/matrix/).
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { ROOT } from './server';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** A static server on `host`, as a CDN serves uploaded builds: each base path a folder, with CORS for any site. */
export interface Origin {
  url: string;
  /** Serves `dir` under `<url><base>` (a base such as `/v1/`). */
  mount(base: string, dir: string): string;
  close(): Promise<void>;
}

export async function staticOrigin(host: string): Promise<Origin> {
  const mounts = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    response.setHeader('access-control-allow-origin', '*');
    const base = [...mounts.keys()].find((prefix) => pathname.startsWith(prefix));
    const file = base && normalize(join(mounts.get(base)!, pathname.slice(base.length)));
    if (!base || !file || !file.startsWith(mounts.get(base)!) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, host, done));
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    mount(base, dir) {
      mounts.set(base, dir);
      return `${url}${base}`;
    },
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** A remote's build folder in this checkout (`remote-public` → `<root>/remote-public/dist`). */
export const dist = (remote: string) => join(ROOT, remote, 'dist');

/** `npm run release -w <remote>` of the build in `dir`, uploaded to `baseUrl`. */
export function release(remote: string, baseUrl: string, dir = dist(remote)): Record<string, unknown> {
  const answer = spawnSync('npm', ['run', 'release', '--silent', '-w', remote, '--', '--base-url', baseUrl, '--dir', dir], { cwd: ROOT, encoding: 'utf8' });
  if (answer.status !== 0) throw new Error(`npm run release -w ${remote}: ${answer.stderr}`);
  return JSON.parse(answer.stdout) as Record<string, unknown>;
}

/** Writes the release file as docs/deploy.md says: a new file beside it, renamed over it. */
export function writeRelease(file: string, content: Record<string, unknown>): void {
  writeFileSync(`${file}.new`, JSON.stringify(content, null, 2));
  renameSync(`${file}.new`, file);
}

/** Every file under `dir`, by its path there. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, name) : [name];
  });
}

/** Copies the build in `from` to `dir` with `text` replaced by `by` in its scripts: how many scripts changed. */
export function copyWithText(from: string, dir: string, text: string, by: string): number {
  cpSync(from, dir, { recursive: true });
  let changed = 0;
  for (const file of filesUnder(dir).filter((name) => name.endsWith('.js'))) {
    const content = readFileSync(join(dir, file), 'utf8');
    if (!content.includes(text)) continue;
    writeFileSync(join(dir, file), content.split(text).join(by));
    changed += 1;
  }
  return changed;
}
