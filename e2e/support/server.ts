// Starts the production server (api/dist/server.js, which also serves the built host and remotes) on a free
// port with its own temporary data folder, so every browser run starts from a fresh database filled with the
// demo college (SEED_DEMO), as a visitor of `npm start` sees it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
export const ADMIN = { username: 'e2e-admin', password: 'e2e-Admin-pass-2026' };

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitUntilUp(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/remotes.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer within 30 s:\n${output()}`);
}

/** The server: its address, its (first) process, its data folder and what it has printed so far. */
export interface StartedServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
  output: () => string;
}

/**
 * Starts the server; `env` adds to or overrides its environment (WEB_CONCURRENCY, …). `root` is the checkout whose
 * build runs (another commit's worktree in the N-1 matrix); a server whose release file names every remote needs no
 * local build of them.
 */
export async function startServer(env: Record<string, string> = {}, root = ROOT): Promise<StartedServer> {
  const entry = join(root, 'api/dist/server.js');
  const remotesReleased = Boolean(env.REMOTES_FILE);
  for (const built of [entry, join(root, 'host/dist/index.html'), ...(remotesReleased ? [] : [join(root, 'remote-public/dist/remoteEntry.js')])]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first (npm test does it for you)`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'college-e2e-'));
  const port = await freePort();
  let log = '';
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'college.db')}`,
      MEDIA_ROOT: join(dataDir, 'media'),
      SECRET_KEY: 'e2e-secret-key-not-for-production',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '1',
      // A drawn page's app starts at the first idle time after `load`, not after 5 s of quiet (the production
      // default), so a test that waits for the app does not wait 5 s a page; public-quiet-start.test.ts runs the
      // default (an empty value is unset).
      APP_START_QUIET: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, server, () => log);
  return { url, process: server, dataDir, output: () => log };
}

/** Stops a server a test file started for itself (SIGTERM, as an operator would), once it has exited. */
export async function stopServer(server: StartedServer | undefined): Promise<void> {
  if (!server) return;
  server.process.kill('SIGTERM');
  await new Promise((done) => (server.process.exitCode !== null ? done(null) : server.process.once('exit', done)));
  server.process.stdout?.destroy();
  server.process.stderr?.destroy();
}
