// What the API's benchmarks share (run.ts, load.ts): building the bundle when it is stale, finding a free
// port, and waiting for a spawned server to answer.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../src/config';

export const API_DIR = path.join(REPO_ROOT, 'api');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess, seconds = 60): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Builds api/dist when it is missing or older than the sources. */
export function ensureBuilt(): void {
  const bundle = path.join(API_DIR, 'dist', 'server.js');
  const newest = (dir: string): number => {
    let latest = 0;
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
    return latest;
  };
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= newest(path.join(API_DIR, 'src'))) return;
  console.log('Building the API bundle…');
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('api build failed');
}
