// `npm run bench:swaps -w api`: swapping the public remote's release while the site is in use (issue 25, point 7).
// Two releases of the public remote (the same build uploaded twice, at two base URLs, each with a file of its own:
// releases.ts) are swapped 50 times in the release file of a production server (api/dist/server.js, the demo
// college, on SQLite), under light load: a few clients asking for public pages and API lists all along.
//
// Reported: the sum of the RSS of the server's processes (the first, the serving ones and their renderer
// processes), sampled 10 s after each swap, the last within 20% of the first; the first page view asked after each
// swap is in force, answered within 1 s; how long until a page view shows the new release's drawing (the kept
// page is served meanwhile and drawn again through the drawing turns); and no request failed.
//
// Before the swaps, the drawing time of the public pages through the renderer process (isolated.ts, as the server
// draws) beside the same build drawn in this process (as the server drew before the renderer had its process),
// with the same reads.
//
//   npm run bench:swaps -w api                       # 50 swaps, RSS 10 s after each
//   npm run bench:swaps -w api -- --swaps 6 --settle 3
import './production';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { request } from 'undici';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { ReleaseEntry } from '../src/releases';
import { loadFederatedRenderer } from '../src/render/federated';
import { startDrawer } from '../src/render/isolated';
import { inProcess, inProcessReads, type DrawPage } from '../src/render/reads';
import { today } from '../src/collegeDay';
import { startReleaseOrigin, writeReleaseFile } from './releases';
import { API_DIR, ensureBuilt, freePort, waitFor } from './support';

const { values: args } = parseArgs({
  options: {
    swaps: { type: 'string', default: '50' },
    /** Seconds after a swap at which the processes' memory is read. */
    settle: { type: 'string', default: '10' },
    clients: { type: 'string', default: '4' },
  },
});
const SWAPS = Number(args.swaps);
const SETTLE_MS = Number(args.settle) * 1000;
const CLIENTS = Number(args.clients);
if (!(SWAPS >= 2) || !(SETTLE_MS > 0) || !(CLIENTS >= 1)) throw new Error('--swaps takes 2 or more; --settle and --clients positive numbers');

const TARGETS = { rssGrowth: 0.2, firstViewMs: 1000, drawingCost: 0.1 };
/** What the light load asks for, in turn. */
const ASKED = ['/', '/notice', '/about', '/gallery', '/facnstaff', '/api/notices/', '/api/classes/'];
/** The pages whose drawing is timed, in process and through the renderer process. */
const DRAWN = ['/', '/notice', '/about', '/gallery', '/facnstaff'];
const DRAWING_ROUNDS = 30;
const BROWSER = { accept: 'text/html,application/xhtml+xml' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The resident memory of `pid` and every process under it, in MB (from /proc). */
function treeRssMb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent is the second field after the command, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // ended meanwhile
    }
  }
  let kb = 0;
  for (const queue = [pid]; queue.length; ) {
    const at = queue.pop()!;
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${at}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
    queue.push(...(children.get(at) ?? []));
  }
  return kb / 1024;
}

async function ask(origin: string, url: string): Promise<{ status: number; ms: number; body: string }> {
  const start = performance.now();
  const answer = await request(`${origin}${url}`, { headers: url.startsWith('/api/') ? { accept: 'application/json' } : BROWSER });
  const body = await answer.body.text();
  return { status: answer.statusCode, ms: performance.now() - start, body };
}

/** Clients asking for ASKED in turn until `stop`: how many were asked and which failed. */
function lightLoad(origin: string) {
  let stopped = false;
  const counts = { asked: 0, failed: [] as string[] };
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let i = client; !stopped; i++) {
      const url = ASKED[i % ASKED.length];
      try {
        const { status } = await ask(origin, url);
        counts.asked++;
        if (status !== 200) counts.failed.push(`${url}: ${status}`);
      } catch (error) {
        counts.asked++;
        counts.failed.push(`${url}: ${(error as Error).message}`);
      }
      await sleep(50);
    }
  });
  return {
    counts,
    stop: async () => {
      stopped = true;
      await Promise.all(clients);
    },
  };
}

/** The public pages' drawing time, in this process and through a renderer process, with the same reads (ms, p50). */
async function drawingTimes(entry: ReleaseEntry, file: string, env: Record<string, string>) {
  const app = await buildApp(loadConfig({ ...env, REMOTES_FILE: '', SERVER_RENDER: '0', SEED_DEMO: '0', WEB_CONCURRENCY: '1', LOG_LEVEL: 'silent' }));
  const base = entry.entry.slice(0, -'remoteEntry.js'.length);
  const read = inProcessReads(app);
  const loaded = await loadFederatedRenderer({ entryFile: file, assetBase: base });
  const here = inProcess((request) => loaded.preparePage(request));
  const isolated = await startDrawer(file, base, pino({ level: 'silent' }));
  try {
    const draw = async (drawing: DrawPage, url: string) => {
      const start = performance.now();
      await read(drawing, url, 'http://college.example', null, today(app.config));
      return performance.now() - start;
    };
    const times = { inProcess: [] as number[], isolated: [] as number[] };
    for (let round = -3; round < DRAWING_ROUNDS; round++) {
      for (const url of DRAWN) {
        const a = await draw(here, url);
        const b = await draw((request) => isolated.draw(request), url);
        if (round >= 0) {
          times.inProcess.push(a);
          times.isolated.push(b);
        }
      }
    }
    return { inProcess: median(times.inProcess), isolated: median(times.isolated) };
  } finally {
    await isolated.retire();
    await app.close();
  }
}

async function main(): Promise<void> {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'college-swaps-'));
  const releaseFile = path.join(dataDir, 'release.json');
  const children: ChildProcess[] = [];
  const origin = await startReleaseOrigin(path.join(dataDir, 'origin'));
  const cleanup = async () => {
    // The server (and its renderer processes) ended before its folder goes.
    await Promise.all(
      children.map((child) => {
        if (child.exitCode !== null) return Promise.resolve();
        const ended = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        return ended;
      }),
    );
    await origin.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const releases = [origin.publish('remote_public', 'r1'), origin.publish('remote_public', 'r2')];
    const baseOf = (entry: ReleaseEntry) => entry.entry.slice(0, -'remoteEntry.js'.length);
    writeReleaseFile(releaseFile, { remote_public: releases[0] });
    const port = await freePort();
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'swaps.db')}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      REMOTES_FILE: releaseFile,
      SEED_DEMO: '1',
    };
    const server = spawn(process.execPath, [path.join(API_DIR, 'dist', 'server.js')], { env, stdio: ['ignore', process.env.SWAPS_LOG ? 'inherit' : 'ignore', 'inherit'] });
    children.push(server);
    const site = `http://127.0.0.1:${port}`;
    await waitFor(`${site}/api/classes/`, server, 120);
    /** Until a page view shows `entry`'s drawing: ms. */
    const drawnBy = async (entry: ReleaseEntry, url: string) => {
      const start = performance.now();
      while (!(await ask(site, url)).body.includes(baseOf(entry))) {
        if (performance.now() - start > 60_000) throw new Error(`${url} was not drawn by ${entry.version} within 60 s`);
        await sleep(20);
      }
      return performance.now() - start;
    };
    await drawnBy(releases[0], '/notice');

    console.log(`Drawing the public pages (${DRAWN.join(', ')}), ${DRAWING_ROUNDS} rounds, in this process and through a renderer process…`);
    const cachedEntry = readdirSync(path.join(dataDir, 'releases', 'cache', 'remote_public'), { recursive: true, withFileTypes: true }).find(
      (file) => file.name === 'remoteEntry.js' && file.parentPath.endsWith(`${path.sep}server`),
    );
    if (!cachedEntry) throw new Error('the release cache holds no server build');
    const drawing = await drawingTimes(releases[0], path.join(cachedEntry.parentPath, cachedEntry.name), env);

    console.log(`${SWAPS} swaps between ${releases.map((r) => r.version).join(' and ')}, ${CLIENTS} clients asking meanwhile, memory read ${SETTLE_MS / 1000} s after each…`);
    const load = lightLoad(site);
    const rss: number[] = [];
    const firstViews: number[] = [];
    const toNewDrawing: number[] = [];
    try {
      for (let swap = 1; swap <= SWAPS; swap++) {
        const next = releases[swap % 2];
        const started = performance.now();
        writeReleaseFile(releaseFile, { remote_public: next });
        // In force once the server names it (the file is looked at once a second; the build fetched and checked).
        while (!(await ask(site, '/release.json')).body.includes(`"version":"${next.version}"`)) await sleep(20);
        const page = DRAWN[swap % DRAWN.length];
        const first = await ask(site, page);
        if (first.status !== 200) load.counts.failed.push(`${page} after swap ${swap}: ${first.status}`);
        firstViews.push(first.ms);
        toNewDrawing.push(await drawnBy(next, page));
        await sleep(Math.max(0, started + SETTLE_MS - performance.now()));
        rss.push(treeRssMb(server.pid!));
        process.stdout.write(`\r  swap ${swap}/${SWAPS}: ${rss.at(-1)!.toFixed(0)} MB`);
      }
    } finally {
      await load.stop();
      process.stdout.write('\n');
    }

    const growth = rss.at(-1)! / rss[0] - 1;
    const cost = drawing.isolated / drawing.inProcess - 1;
    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISS');
    const rows = [
      ['', 'reading', 'target', 'result'],
      [`RSS of the server's processes ${SETTLE_MS / 1000} s after swap 1, ${SWAPS}, most`, `${rss[0].toFixed(0)}, ${rss.at(-1)!.toFixed(0)}, ${Math.max(...rss).toFixed(0)} MB (${(growth * 100).toFixed(0)}%)`, `last within ${TARGETS.rssGrowth * 100}% of first`, verdict(Math.abs(growth) <= TARGETS.rssGrowth)],
      ['first page view after a swap, p50 / most', `${median(firstViews).toFixed(0)} / ${Math.max(...firstViews).toFixed(0)} ms`, `<= ${TARGETS.firstViewMs} ms`, verdict(Math.max(...firstViews) <= TARGETS.firstViewMs)],
      ["until a view shows the new release's drawing, p50 / most", `${median(toNewDrawing).toFixed(0)} / ${Math.max(...toNewDrawing).toFixed(0)} ms`, '', ''],
      ['requests during the swaps, failed', `${load.counts.asked}, ${load.counts.failed.length}`, '0 failed', verdict(load.counts.failed.length === 0)],
      ['drawing a page, p50: in process, renderer process', `${drawing.inProcess.toFixed(1)}, ${drawing.isolated.toFixed(1)} ms (${cost >= 0 ? '+' : ''}${(cost * 100).toFixed(0)}%)`, '', ''],
    ];
    const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
    for (const [i, row] of rows.entries()) {
      console.log(row.map((cell, c) => cell.padEnd(widths[c])).join('  '));
      if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    }
    for (const failure of load.counts.failed.slice(0, 10)) console.log(`  failed: ${failure}`);
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
