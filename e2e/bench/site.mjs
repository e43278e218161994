// What the browser benches share: their command-line options and the production server they measure, started on
// a free port with a temporary data folder holding the demo college (SEED_DEMO), as a visitor of `npm start` sees it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import debian from '../../scripts/debian.cjs';

export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** `--name value` from the command line, or `fallback`. */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Starts api/dist/server.js (built already); `stop()` ends it and removes its data. */
export async function startServer(label) {
  const dataDir = mkdtempSync(join(tmpdir(), `college-${label}-`));
  const port = await freePort();
  let log = '';
  const server = spawn(process.execPath, [join(ROOT, 'api/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'college.db')}`,
      MEDIA_ROOT: join(dataDir, 'media'),
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (server.exitCode === null) server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60000;
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${log}`);
      try {
        if ((await fetch(`${url}/api/institutions/`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not answer within 60 s:\n${log}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

/**
 * The phones both browser benches stand for (Android) have a Bengali system font, Noto Sans Bengali, which the site's
 * metric-matched fallback names; a minimal Debian has none, and every Bengali line would then jump when the
 * web font arrives, a layout shift no visitor sees. Installs Debian's Noto fonts when it can, else says so.
 */
export function ensureBengaliFont() {
  const hasFont = () => spawnSync('fc-list', [':lang=bn', 'family'], { encoding: 'utf8' }).stdout?.includes('Noto Sans Bengali');
  if (hasFont()) return;
  debian.installDebianPackage('fonts-noto-core', 'Noto Sans Bengali, the font of an Android phone');
  if (!hasFont()) console.error('[bench] no Noto Sans Bengali on this machine (apt-get install fonts-noto-core): pages are laid out without the Bengali font a phone has, and CLS shows font swaps it does not');
}
