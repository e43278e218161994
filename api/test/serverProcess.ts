// The server in a process of its own (src/server.ts through tsx, as `npm run dev` runs it), for tests that measure
// it from outside as an operator would: its memory (the resident set, read from /proc) and how long it takes to
// answer one request while it works on another. On a fresh database (SQLite, or PostgreSQL with
// TEST_DATABASE_URL), one process (WEB_CONCURRENCY=1, so the process measured is the one serving), an Admin signed in.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_DIR, freePort, waitFor } from '../bench/support';
import { createTestDatabase, type TestDatabase } from './helpers';

const MB = 1024 * 1024;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>/api/`. */
  api: string;
  /** The Admin's authorization header. */
  admin: Record<string, string>;
  /** `http://127.0.0.1:<port>`: the site's root. */
  origin: string;
  /** The (first) process's id: signals go to it. */
  pid: number;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** The process's resident set, in bytes. */
  rss(): number;
  /** What it wrote to stdout so far (its log, with LOG_LEVEL set), when started with `stdout`. */
  stdout(): string;
  /** Stops reading its stdout (a log reader that falls behind: the pipe fills), or reads it again. */
  holdStdout(held: boolean): void;
  stop(): Promise<void>;
}

/**
 * `env` adds to or overrides the environment above (WEB_CONCURRENCY=2 for several processes, METRICS_PORT…).
 * `database` is one several servers share (two machines' worth): then it is the caller's to drop, and they all
 * need the same `adminPassword` (each start sets the Admin's password).
 */
export async function startServerProcess(
  options: { env?: Record<string, string>; database?: TestDatabase; adminPassword?: string; stdout?: boolean } = {},
): Promise<ServerProcess> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'college-process-'));
  const port = await freePort();
  const password = options.adminPassword ?? randomBytes(12).toString('base64url');
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_USERNAME: 'process-admin',
    ADMIN_PASSWORD: password,
    SEED_DEMO: '0',
    SERVER_RENDER: '0',
    WEB_CONCURRENCY: '1',
    LOG_LEVEL: 'silent',
    ...options.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env, stdio: ['ignore', options.stdout ? 'pipe' : 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const written: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => written.push(chunk));
  // Its end: 'exit' may come before the last of stdout is read.
  const stdoutEnded = child.stdout ? new Promise((resolve) => child.stdout!.once('close', resolve)) : Promise.resolve();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))).then(async (code) => {
    await stdoutEnded;
    return code;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    if (!options.database) await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const api = `http://127.0.0.1:${port}/api/`;
  try {
    await waitFor(`${api}classes/`, child).catch((error: Error) => {
      throw new Error(`${error.message}: ${errors}`);
    });
    const token = await fetch(`${api}token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: env.ADMIN_USERNAME, password }) });
    if (!token.ok) throw new Error(`sign-in failed: ${token.status}`);
    const { access } = (await token.json()) as { access: string };
    return {
      api,
      origin: `http://127.0.0.1:${port}`,
      admin: { authorization: `Bearer ${access}` },
      pid: child.pid!,
      exited,
      stdout: () => Buffer.concat(written).toString('utf8'),
      holdStdout: (held) => (held ? child.stdout?.pause() : child.stdout?.resume()),
      rss: () => Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) * 1024,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export const megabytes = (bytes: number) => Math.round(bytes / MB);
