// The public remote's server build runs in a process of its own, never in the API's: a build fetched from another
// origin must not run with the API's rights. The process starts with an environment of NODE_ENV alone (no
// SECRET_KEY, no DATABASE_URL), under Node's permission model, able to read only the build's folder, the shared libraries
// (node_modules) and its own script: not the database, the secret key file or the uploads. Network access stays
// open (docs/security.md). It asks the API for every read a drawing makes, over its IPC channel, and the API
// answers them as it answered them in process (reads.ts).
//
// A new build is loaded into a new process, warmed, and switched to; the old one ends once its drawings finish,
// so nothing of the old build (timers, listeners, the federation runtime's instances, globals) outlives it.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { REPO_ROOT } from '../config';
import { keepNewest } from './keep';
import { pageLocator } from './locator';
import type { CallName, Calls, Drawing, FromRenderer, LoadedInfo, Location, RawAnswer, RawRequest, ToRenderer } from './protocol';

/** A call the renderer has not answered in this long has hung: the process is ended and a new one started. */
const CALL_TIMEOUT_MS = 20_000;
/** Addresses a build without a table of pages located, remembered (a page view asks once). */
const LOCATIONS_KEPT = 1000;
/** The renderer's heap: a page's store and markup are small; a leak ends the process, not the API. */
const HEAP_MB = 512;

/** A renderer process, loaded. */
export interface Drawer {
  /** Names this process's build: pages drawn by another are drawn again. */
  readonly release: string;
  readonly info: LoadedInfo;
  /** Whether it still answers (a process that crashed or hung does not). */
  readonly alive: boolean;
  locate(url: string): Promise<Location>;
  draw(request: RawRequest): Promise<Drawing>;
  /** Ends the process once the drawings under way finish (at most CALL_TIMEOUT_MS). */
  retire(): Promise<void>;
}

/** The renderer process's script: dist/renderer.js beside the bundle this code is in; from source, child.ts bundled. */
let sourceBundle: string | null = null;
async function rendererScript(): Promise<string> {
  if (!__filename.endsWith('.ts')) {
    const built = path.join(__dirname, 'renderer.js');
    if (!existsSync(built)) throw new Error(`the renderer process's script ${built} is missing: build the API (npm run build -w api)`);
    return built;
  }
  if (!sourceBundle) {
    // Run from source (tests, `npm run dev`): bundled once per process, as build.mjs bundles it, into the
    // repository's node_modules, from where it finds the packages it leaves out, as dist/renderer.js does.
    const { build } = await import('esbuild');
    const folder = path.join(REPO_ROOT, 'node_modules', '.cache', 'college-renderer');
    mkdirSync(folder, { recursive: true });
    const out = path.join(folder, `renderer-${process.pid}-${randomBytes(4).toString('hex')}.js`);
    await build({ entryPoints: [path.join(__dirname, 'child.ts')], outfile: out, bundle: true, packages: 'external', platform: 'node', target: 'node20', format: 'cjs', logLevel: 'warning' });
    process.once('exit', () => rmSync(out, { force: true }));
    sourceBundle = out;
  }
  return sourceBundle;
}

/**
 * What the renderer process may read: its script, the build's folder, and each node_modules above its script
 * (where it finds React and the other libraries it shares with the build) and above the build.
 */
function readableBy(script: string, file: string): string[] {
  const allowed = new Set([script, `${path.dirname(file)}/*`]);
  for (const start of [path.dirname(script), path.dirname(file)]) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      if (existsSync(path.join(dir, 'node_modules'))) allowed.add(`${path.join(dir, 'node_modules')}/*`);
      if (path.dirname(dir) === dir) break;
    }
  }
  return [...allowed];
}

/**
 * A server started with a CPU profile (the benchmarks' `--profile`: `--cpu-prof --cpu-prof-dir <folder>`) profiles
 * its renderer processes alike, into the same folder. Node's permission model turns the profiler off (it runs
 * through the inspector), so a profiled renderer runs without it, its environment still empty: a diagnosis on the
 * command line, never the way the server runs (docs/security.md).
 */
function profiling(): string[] | null {
  const args = process.execArgv;
  if (!args.includes('--cpu-prof')) return null;
  const at = args.indexOf('--cpu-prof-dir');
  const dir = at >= 0 ? args[at + 1] : /^--cpu-prof-dir=(.*)$/.exec(args.find((arg) => arg.startsWith('--cpu-prof-dir=')) ?? '')?.[1];
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : ['--cpu-prof'];
}
const PROFILING = profiling();

/** NODE_ENV for the renderer process: the server's own (production unless it runs tests or `npm run dev`). */
const RENDERER_MODE = process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test' ? process.env.NODE_ENV : 'production';

/**
 * Starts a renderer process on the build at `file`; answers once it has loaded it (or fails with why not). `release`
 * names it (by default the file and its modification time).
 */
export async function startDrawer(file: string, assetBase: string, log: FastifyBaseLogger, release = `${file}@${statSync(file).mtimeMs}`): Promise<Drawer> {
  const script = await rendererScript();
  if (PROFILING) log.warn('the server is profiled (--cpu-prof): its renderer processes are profiled too, and run without the permission model');
  const child: ChildProcess = fork(script, [], {
    // Nothing of the API's environment but the mode React and the libraries choose their builds by: without it
    // they would draw with their development builds, several times slower.
    env: { NODE_ENV: RENDERER_MODE },
    execArgv: [
      ...(PROFILING ?? ['--experimental-permission', ...readableBy(script, file).map((p) => `--allow-fs-read=${p}`), '--disable-warning=ExperimentalWarning']),
      `--max-old-space-size=${HEAP_MB}`,
    ],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let alive = true;
  let nextId = 0;
  let nextPage = 0;
  const pending = new Map<number, { resolve: (output: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
  const readers = new Map<number, (path: string) => Promise<RawAnswer>>();
  const idle: Array<() => void> = [];

  const end = (why: string) => {
    if (!alive) return;
    alive = false;
    for (const call of pending.values()) {
      clearTimeout(call.timer);
      call.reject(new Error(`the renderer process ${why}`));
    }
    pending.clear();
    if (child.exitCode === null) child.kill('SIGKILL');
    for (const wake of idle.splice(0)) wake();
  };
  child.on('exit', (code, signal) => {
    if (alive) log.warn({ code, signal, release }, 'the renderer process ended; the next page starts a new one');
    end('ended');
  });
  child.on('error', (error) => end(`failed: ${error.message}`));

  child.on('message', (message: FromRenderer) => {
    if (message.kind === 'read') {
      const get = readers.get(message.page);
      const answered = get ? get(message.path) : Promise.resolve<RawAnswer>({ status: 404, text: '' });
      void answered
        .catch((): RawAnswer => ({ status: 500, text: '' }))
        .then((answer) => alive && child.send({ kind: 'answer', id: message.id, answer } satisfies ToRenderer));
      return;
    }
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    clearTimeout(call.timer);
    if (message.kind === 'done') call.resolve(message.output);
    else call.reject(new Error(message.message));
    if (pending.size === 0) for (const wake of idle.splice(0)) wake();
  });

  function call<N extends CallName>(name: N, input: Calls[N][0]): Promise<Calls[N][1]> {
    if (!alive) return Promise.reject(new Error('the renderer process has ended'));
    const id = nextId++;
    return new Promise<Calls[N][1]>((resolve, reject) => {
      const timer = setTimeout(() => {
        log.error({ call: name, release }, 'the renderer process did not answer; ending it');
        end('did not answer');
      }, CALL_TIMEOUT_MS);
      pending.set(id, { resolve: resolve as (output: unknown) => void, reject, timer });
      child.send({ kind: 'call', id, name, input } satisfies ToRenderer);
    });
  }

  let info: LoadedInfo;
  try {
    info = await call('load', { file, assetBase });
  } catch (error) {
    end('could not load the build');
    throw error;
  }

  const locateHere = pageLocator(info.pages);
  if (!locateHere && info.pages != null) log.warn({ release }, "the renderer's table of pages is out of bounds; each new address is asked of the renderer");
  const locations = new Map<string, Promise<Location>>();
  return {
    release,
    info,
    get alive() {
      return alive;
    },
    async locate(url) {
      if (locateHere) return locateHere(url);
      let location = locations.get(url);
      if (!location) {
        // Its address and chunk only: where the page is in the table is for the server's own location to say.
        const asked = call('locate', { url }).then(({ url: kept, chunk }) => ({ url: kept, chunk }));
        asked.catch(() => locations.get(url) === asked && locations.delete(url));
        location = asked;
      }
      // The most recently asked for is kept longest: a page many visitors open is not pushed out by one-off addresses.
      keepNewest(locations, url, location, LOCATIONS_KEPT);
      return location;
    },
    async draw({ url, origin, form, today, get, unless, answers }) {
      const page = nextPage++;
      readers.set(page, get);
      try {
        return await call('draw', { page, url, origin: origin ?? null, form: form ?? null, today: today ?? null, unless: unless ?? null, answers: answers ?? null });
      } finally {
        readers.delete(page);
      }
    },
    async retire() {
      if (pending.size > 0 && alive) {
        await new Promise<void>((resolve) => {
          idle.push(resolve);
          setTimeout(resolve, CALL_TIMEOUT_MS).unref();
        });
      }
      alive = false;
      if (child.connected) child.disconnect();
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}
