// `npm run bench:load -w api`: the production server (api/dist/server.js) under a mixed load, as a busy day
// would bring it: 100 clients, each sending its next request as soon as the last one answered, chosen at random
// in the ratio 6 : 3 : 1 among page views (HTML, as a browser asks), API reads (JSON) and an Admin's writes,
// on the demo college grown to 5,000 notices and 5,000 students. Beside it, in the same run, a bare node:http
// server answering a precomputed copy of `/notice`'s page under the same load: this machine's ceiling.
// Prints per category the requests, failures, 429s, p50/p90/p99 latency and requests per second.
//
//   npm run bench:load -w api                                 # 100 clients, 60 s, SQLite
//   npm run bench:load -w api -- --duration 10 --connections 20
//   npm run bench:load -w api -- --strict --json load.json    # exit 1 unless page views: p99 < 350 ms, no failures
//   BENCH_DATABASE_URL=postgres://… npm run bench:load -w api  # an empty PostgreSQL database instead
//   npm run bench:load -w api -- --release    # the production path: the remotes' builds on a static origin of
//                                             # their own, named by a release file (REMOTES_FILE; releases.ts)
//   npm run bench:load -w api -- --profile /tmp/prof   # and CPU profiles of the server's and renderers' processes
//   npm run bench:load -w api -- --queries    # and the database statements that took the server the most time
//   npm run bench:load -w api -- --compare    # then the same load with the pages drawn in the server's own
//                                             # process (RENDER_IN_PROCESS): what the renderer processes cost
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import * as hdr from 'hdr-histogram-js';
import type { Insertable } from 'kysely';
import { Pool } from 'undici';
import { loadConfig } from '../src/config';
import { migrateToLatest, openDatabase, type NoticesTable } from '../src/db';
import { readQueryStats } from '../src/db/queryStats';
import { seedDemo } from '../src/demo/seed';
import { bumpVersions } from '../src/resources';
import { startReleaseOrigin, writeReleaseFile, type ReleaseOrigin } from './releases';
import { API_DIR, ensureBuilt, freePort, startCeiling, topUpStudents, waitFor } from './support';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    strict: { type: 'boolean', default: false },
    json: { type: 'string' },
    release: { type: 'boolean', default: false },
    /** After the run, the same load again with the local build drawing in the server's own process. */
    compare: { type: 'boolean', default: false },
    /** Writes V8 CPU profiles of the server's processes and their renderers into this folder (profile.ts sums them up). */
    profile: { type: 'string' },
    /** Prints the database statements that took the server's processes the most time (QUERY_STATS). */
    queries: { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
if (!(DURATION > 0) || !(CONNECTIONS >= 1)) throw new Error('--duration and --connections take positive numbers');
const WARMUP_SECONDS = Math.min(5, DURATION);
const NOTICES = 5000;
const STUDENTS = 5000;
const CHUNK = 500;
/** The target of the issue for page views under this load. */
const PAGE_P99_MS = 350;
/** What drawing in renderer processes may cost page views at p50, against drawing in the server's own process. */
const RENDERER_COST = 0.1;
const ADMIN = 'bench-admin';

type Category = 'page views' | 'API reads' | 'writes';
const CATEGORIES: Category[] = ['page views', 'API reads', 'writes'];
const MIX: [Category, number][] = [
  ['page views', 6],
  ['API reads', 3],
  ['writes', 1],
];

const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8',
};
const JSON_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

// ---------------------------------------------------------------------------------------------------------
// The data: the demo college, grown in bulk.

interface Seeded {
  noticeIds: number[];
  searchWords: string[];
}

/** The demo college (seedDemo, with its files), then notices and students copied from it up to 5,000 each. */
async function prepareData(env: Record<string, string>): Promise<Seeded> {
  const config = loadConfig(env);
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    if (!(await seedDemo(db, config))) throw new Error('the benchmark database must start empty');
    const now = config.now();
    const stamp = new Date(now).toISOString();

    const notices = await db.selectFrom('notices').selectAll().orderBy('date', 'asc').execute();
    const oldest = Date.parse(`${notices[0].date}T00:00:00Z`);
    // Older copies of the written notices, three a day going back from the oldest one (ids no longer follow
    // dates, which the list's order does not need). Each keeps its model's PDF: a copy never deletes it.
    const extraNotices: Insertable<NoticesTable>[] = Array.from({ length: NOTICES - notices.length }, (_, i) => {
      const model = notices[i % notices.length];
      return {
        title: `${model.title} (${i + 1})`,
        description: model.description,
        category: model.category,
        pdf_file: model.pdf_file,
        date: new Date(oldest - Math.floor(i / 3 + 1) * 86_400_000).toISOString().slice(0, 10),
        created_at: stamp,
        updated_at: stamp,
      };
    });
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < extraNotices.length; start += CHUNK) {
        await trx.insertInto('notices').values(extraNotices.slice(start, start + CHUNK)).execute();
      }
      await bumpVersions(trx, ['notices']);
    });

    // Students: copies of the seeded ones in the same class and section, with the next free rolls.
    await topUpStudents(db, STUDENTS, now, CHUNK);

    const noticeIds = (await db.selectFrom('notices').select('id').execute()).map((r) => r.id);
    // Words of the written titles (three letters or more, without the copies' numbers) for the searches.
    const searchWords = [...new Set(notices.flatMap((n) => n.title.split(/[\s,;:()।-]+/u)))].filter((w) => [...w].length >= 3 && !/\d/u.test(w));
    return { noticeIds, searchWords };
  } finally {
    await db.destroy();
  }
}

// ---------------------------------------------------------------------------------------------------------
// The load: `connections` clients in a closed loop over one undici Pool of as many connections.

interface Request {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  /** How the request is reported in the breakdown (`GET /notice?page=N`). */
  route: string;
  headers: Record<string, string>;
  body?: string;
  /** Called with the answer's status and body (only read when given). */
  onAnswer?: (status: number, body: Buffer) => void;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

class Stats {
  readonly histogram = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000, numberOfSignificantValueDigits: 3 });
  count = 0;
  failures = 0;
  throttled = 0;
  bytes = 0;
  readonly statuses: Record<string, number> = {};

  record(microseconds: number, status: number | 'error', bytes: number): void {
    this.count += 1;
    this.bytes += bytes;
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    if (status === 429) this.throttled += 1;
    else if (status === 'error' || status < 200 || status >= 400) this.failures += 1;
    this.histogram.recordValue(Math.max(1, Math.round(microseconds)));
  }

  summary(seconds: number) {
    const ms = (p: number) => (this.count ? this.histogram.getValueAtPercentile(p) / 1000 : 0);
    return {
      requests: this.count,
      rps: this.count / seconds,
      failures: this.failures,
      throttled: this.throttled,
      p50: ms(50),
      p90: ms(90),
      p99: ms(99),
      max: this.count ? this.histogram.maxValue / 1000 : 0,
      bytesPerResponse: this.count ? this.bytes / this.count : 0,
      statuses: this.statuses,
    };
  }
}

type Summary = ReturnType<Stats['summary']>;

/**
 * Runs `connections` clients for `seconds`, each sending the request `next()` gives as soon as its previous one
 * has been answered in full. Latency is from sending to the last byte of the body.
 */
async function drive(origin: string, next: () => { category: string; request: Request }, seconds: number, record: boolean) {
  const pool = new Pool(origin, { connections: CONNECTIONS, pipelining: 1, headersTimeout: 30_000, bodyTimeout: 30_000 });
  const byCategory = new Map<string, Stats>();
  const byRoute = new Map<string, Stats>();
  const stats = (map: Map<string, Stats>, key: string) => map.get(key) ?? map.set(key, new Stats()).get(key)!;
  const started = performance.now();
  const until = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const { category, request } = next();
      const sent = performance.now();
      let status: number | 'error' = 'error';
      let bytes = 0;
      try {
        const answer = await pool.request({ method: request.method, path: request.path, headers: request.headers, body: request.body });
        status = answer.statusCode;
        const chunks: Buffer[] = [];
        for await (const chunk of answer.body as AsyncIterable<Buffer>) {
          bytes += chunk.length;
          if (request.onAnswer) chunks.push(chunk);
        }
        request.onAnswer?.(status, Buffer.concat(chunks));
      } catch {
        request.onAnswer?.(0, Buffer.alloc(0));
      }
      if (!record) continue;
      const elapsed = (performance.now() - sent) * 1000;
      stats(byCategory, category).record(elapsed, status, bytes);
      stats(byRoute, `${category}\t${request.route}`).record(elapsed, status, bytes);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  return {
    seconds: elapsed,
    categories: Object.fromEntries([...byCategory].map(([name, s]) => [name, s.summary(elapsed)])),
    routes: [...byRoute].map(([key, s]) => {
      const [category, route] = key.split('\t');
      return { category, route, ...s.summary(elapsed) };
    }),
  };
}

/** The site's mix of requests: page views, API reads and an Admin's writes (6 : 3 : 1). */
function siteMix(seeded: Seeded, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const noticePages = Math.floor(NOTICES / 6);
  const studentPages = Math.floor(STUDENTS / 10);
  /** Notices this run created and nobody is editing or deleting right now. */
  const own: number[] = [];
  const takeOwn = () => own.splice(Math.floor(Math.random() * own.length), 1)[0];
  let written = 0;

  const page = (path: string, route = path): Request => ({ method: 'GET', path, route, headers: BROWSER_HEADERS });
  const pageViews: (() => Request)[] = [
    () => page('/'),
    () => page('/notice'),
    () => page(`/notice?page=${between(1, 50)}`, '/notice?page=N'),
    () => page(`/notice?search=${encodeURIComponent(pick(seeded.searchWords))}`, '/notice?search=WORD'),
    () => page(`/notice/${pick(seeded.noticeIds)}`, '/notice/ID'),
    () => page('/gallery'),
    () => page('/facnstaff'),
    () => page('/contact'),
    () => page('/login'),
  ];
  const read = (path: string, route: string, headers: Record<string, string> = JSON_HEADERS): Request => ({ method: 'GET', path, route, headers });
  const apiReads: (() => Request)[] = [
    () => read(`/api/notices/?page=${between(1, noticePages)}&page_size=6`, '/api/notices/?page=N&page_size=6'),
    () => read(`/api/notices/?search=${encodeURIComponent(pick(seeded.searchWords))}`, '/api/notices/?search=WORD'),
    () => read('/api/teachers/', '/api/teachers/'),
    () => read('/api/institutions/', '/api/institutions/'),
    () => read(`/api/students/?page=${between(1, studentPages)}&page_size=10`, '/api/students/?page=N&page_size=10 (Admin)', { ...JSON_HEADERS, ...auth }),
  ];
  const writeHeaders = { ...JSON_HEADERS, ...auth, 'content-type': 'application/json' };
  const categories = ['পরীক্ষা', 'ভর্তি', 'ছুটি', 'সাধারণ', 'ফলাফল'];
  const createNotice = (): Request => {
    written += 1;
    return {
      method: 'POST',
      path: '/api/notices/',
      route: 'POST /api/notices/',
      headers: writeHeaders,
      body: JSON.stringify({
        title: `পরীক্ষামূলক বিজ্ঞপ্তি ${written}`,
        category: pick(categories),
        description: 'লোড পরীক্ষার জন্য লেখা বিজ্ঞপ্তি: এটি পরে মুছে ফেলা হবে।',
      }),
      onAnswer: (status, body) => {
        if (status === 201 || status === 200) own.push((JSON.parse(body.toString()) as { id: number }).id);
      },
    };
  };
  const writes = (): Request => {
    const r = Math.random();
    if (r < 0.05) {
      return {
        method: 'POST',
        path: '/api/contacts/',
        route: 'POST /api/contacts/',
        headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'অভিভাবক', phone: '01711223344', message: 'একাদশ শ্রেণির ভর্তির শেষ তারিখ কবে?' }),
      };
    }
    if (r < 0.55 || own.length === 0) return createNotice();
    const id = takeOwn();
    if (r < 0.85) {
      return {
        method: 'PATCH',
        path: `/api/notices/${id}/`,
        route: 'PATCH /api/notices/ID/ (own)',
        headers: writeHeaders,
        body: JSON.stringify({ description: `সংশোধিত ${new Date().toISOString()}` }),
        onAnswer: () => own.push(id),
      };
    }
    return { method: 'DELETE', path: `/api/notices/${id}/`, route: 'DELETE /api/notices/ID/ (own)', headers: { ...auth } };
  };

  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let r = Math.random() * total;
    const category = MIX.find(([, weight]) => (r -= weight) < 0)?.[0] ?? 'writes';
    const request = category === 'page views' ? pick(pageViews)() : category === 'API reads' ? pick(apiReads)() : writes();
    return { category, request };
  };
}

// ---------------------------------------------------------------------------------------------------------
// Reporting.

const fixed = (n: number, digits = 1) => n.toFixed(digits);

function table(rows: string[][], rightAligned: (column: number) => boolean): void {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, c) => (rightAligned(c) ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ').trimEnd());
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

function pageVerdict(s: Summary | undefined): string[] {
  if (!s) return ['no page views were made'];
  const misses: string[] = [];
  if (s.p99 >= PAGE_P99_MS) misses.push(`p99 ${fixed(s.p99)} ms >= ${PAGE_P99_MS} ms`);
  if (s.failures) misses.push(`${s.failures} failure(s)`);
  if (s.throttled) misses.push(`${s.throttled} answered 429`);
  return misses;
}

// ---------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'college-load-'));
  const children: ChildProcess[] = [];
  let releaseOrigin: ReleaseOrigin | null = null;
  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    void releaseOrigin?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers and removing ${dataDir}`);
      cleanup();
      process.exit(130);
    });
  }

  const [port, baselinePort] = [await freePort(), await freePort()];
  const adminPassword = randomBytes(12).toString('base64url');
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL || `sqlite:${path.join(dataDir, 'bench.db')}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_USERNAME: ADMIN,
    ADMIN_PASSWORD: adminPassword,
    SEED_DEMO: '0',
    // Every contact message comes from one address here; the throttle would answer 429 after the first few.
    CONTACT_RATE: '1000000/1h',
  };
  if (args.release) {
    releaseOrigin = await startReleaseOrigin(path.join(dataDir, 'origin'));
    env.REMOTES_FILE = path.join(dataDir, 'release.json');
    const origin = releaseOrigin;
    writeReleaseFile(env.REMOTES_FILE, { remote_shared: origin.publish('remote_shared', 'load'), remote_public: origin.publish('remote_public', 'load'), remote_dashboard: origin.publish('remote_dashboard', 'load') });
  }
  try {
    console.log(`Preparing the demo college with ${NOTICES} notices and ${STUDENTS} students (${env.DATABASE_URL.split(':')[0]})…`);
    const seeded = await prepareData(env);
    if (args.compare && args.release) throw new Error('--compare draws the local build in process; a release always draws in renderer processes');
    const profiling = args.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(args.profile)] : [];
    const queryStats = args.queries ? path.join(dataDir, 'queries') : null;
    if (queryStats) {
      mkdirSync(queryStats);
      env.QUERY_STATS = queryStats;
    }
    const origin = `http://127.0.0.1:${port}`;
    const startServer = async (extra: Record<string, string> = {}) => {
      const child = spawn(process.execPath, [...profiling, path.join(API_DIR, 'dist', 'server.js')], { env: { ...env, ...extra }, stdio: ['ignore', 'ignore', 'inherit'] });
      children.push(child);
      await waitFor(`${origin}/api/classes/`, child);
      return child;
    };
    const server = await startServer();

    const signIn = await fetch(`${origin}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN, password: adminPassword }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const { access } = (await signIn.json()) as { access: string };

    // The ceiling answers what `/notice` answers a browser now (without compression; it compresses it once).
    const noticePage = await fetch(`${origin}/notice`, { headers: { accept: BROWSER_HEADERS.accept } });
    if (!noticePage.ok) throw new Error(`/notice: ${noticePage.status}`);
    const bodyFile = path.join(dataDir, 'notice.html');
    const noticeHtml = Buffer.from(await noticePage.arrayBuffer());
    writeFileSync(bodyFile, noticeHtml);
    const baseline = startCeiling(baselinePort, bodyFile, loadConfig(env).processes, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    children.push(baseline);
    await waitFor(`http://127.0.0.1:${baselinePort}/`, baseline);

    console.log(
      `Load: ${CONNECTIONS} clients for ${DURATION} s after ${WARMUP_SECONDS} s of warm-up, requests chosen 6 : 3 : 1 among page views, ` +
        `API reads and writes (Admin); then the bare ceiling the same way. /notice is ${noticeHtml.length} bytes uncompressed. ` +
        (args.release ? `The remotes run the release file's builds, from ${releaseOrigin!.origin}.` : "The remotes run this server's local builds."),
    );
    const next = siteMix(seeded, access);
    await drive(origin, next, WARMUP_SECONDS, false);
    const site = await drive(origin, next, DURATION, true);
    // Each server process writes its sums every 2 s: read once the last writes are in.
    const statements = queryStats ? await new Promise((resolve) => setTimeout(resolve, 2500)).then(() => readQueryStats(queryStats)) : null;
    const ceilingRequest: Request = { method: 'GET', path: '/notice', route: '/notice (precomputed)', headers: BROWSER_HEADERS };
    const bare = () => ({ category: 'bare node:http, /notice copy', request: ceilingRequest });
    await drive(`http://127.0.0.1:${baselinePort}`, bare, WARMUP_SECONDS, false);
    const ceiling = await drive(`http://127.0.0.1:${baselinePort}`, bare, DURATION, true);
    // The same load on the same data, the pages drawn in the server's own process.
    let inProcess: Awaited<ReturnType<typeof drive>> | null = null;
    if (args.compare) {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
      await startServer({ RENDER_IN_PROCESS: '1' });
      await drive(origin, next, WARMUP_SECONDS, false);
      inProcess = await drive(origin, next, DURATION, true);
    }

    const all = Object.values(site.categories);
    const overall = {
      requests: all.reduce((n, s) => n + s.requests, 0),
      rps: all.reduce((n, s) => n + s.rps, 0),
      failures: all.reduce((n, s) => n + s.failures, 0),
      throttled: all.reduce((n, s) => n + s.throttled, 0),
    };
    const pageMisses = pageVerdict(site.categories['page views']);
    const row = (name: string, s: Summary, target: string, result: string) => [
      name,
      String(s.requests),
      fixed(s.rps, 0),
      String(s.failures),
      String(s.throttled),
      fixed(s.p50),
      fixed(s.p90),
      fixed(s.p99),
      fixed(s.bytesPerResponse / 1024),
      target,
      result,
    ];
    console.log();
    table(
      [
        ['category', 'requests', 'req/s', 'failures', '429', 'p50 ms', 'p90 ms', 'p99 ms', 'KB/resp', 'target', 'result'],
        ...CATEGORIES.filter((c) => site.categories[c]).map((c) =>
          c === 'page views'
            ? row(c, site.categories[c], `p99 < ${PAGE_P99_MS} ms, no failures`, pageMisses.length ? `MISS ${pageMisses.join(', ')}` : 'ok')
            : row(c, site.categories[c], '-', '-'),
        ),
        ['all', String(overall.requests), fixed(overall.rps, 0), String(overall.failures), String(overall.throttled), '', '', '', '', '', ''],
        row('bare node:http, /notice copy (ceiling)', Object.values(ceiling.categories)[0], '-', '-'),
      ],
      (c) => c >= 1 && c <= 8,
    );
    console.log('\nBy request (same run):');
    table(
      [
        ['request', 'requests', 'failures', '429', 'p50 ms', 'p99 ms', 'KB/resp', 'statuses'],
        ...site.routes
          .sort((a, b) => CATEGORIES.indexOf(a.category as Category) - CATEGORIES.indexOf(b.category as Category) || a.route.localeCompare(b.route))
          .map((r) => [
            r.route,
            String(r.requests),
            String(r.failures),
            String(r.throttled),
            fixed(r.p50),
            fixed(r.p99),
            fixed(r.bytesPerResponse / 1024),
            Object.entries(r.statuses)
              .map(([status, n]) => `${status}: ${n}`)
              .join(', '),
          ]),
      ],
      (c) => c >= 1 && c <= 6,
    );
    if (statements) {
      const total = statements.reduce((sum, statement) => sum + statement.ms, 0);
      console.log(`\nThe database statements that took the server's processes the most time (the run and its warm-up; ${fixed(total / 1000, 1)} s in all):`);
      table(
        [
          ['ms in all', 'share', 'runs', 'ms each', 'statement'],
          ...statements.slice(0, 12).map((st) => [fixed(st.ms, 0), `${fixed((100 * st.ms) / total, 1)}%`, String(st.count), fixed(st.ms / st.count, 2), st.sql.length > 110 ? `${st.sql.slice(0, 109)}…` : st.sql]),
        ],
        (c) => c <= 3,
      );
    }
    let rendererCost: number | null = null;
    if (inProcess) {
      const [isolated, here] = [site.categories['page views'], inProcess.categories['page views']];
      rendererCost = isolated.p50 / here.p50 - 1;
      console.log(`\nPage views with the pages drawn in renderer processes, and then in the server's own process (RENDER_IN_PROCESS), the same load after it (target: at most ${RENDERER_COST * 100}% slower at p50):`);
      table(
        [
          ['pages drawn', 'requests', 'req/s', 'failures', '429', 'p50 ms', 'p90 ms', 'p99 ms', 'KB/resp', 'target', 'result'],
          row('in renderer processes', isolated, '-', '-'),
          row("in the server's process", here, '-', '-'),
          ['renderer processes cost at p50', '', '', '', '', `${rendererCost >= 0 ? '+' : ''}${fixed(rendererCost * 100, 0)}%`, '', '', '', `<= +${RENDERER_COST * 100}%`, rendererCost <= RENDERER_COST ? 'ok' : 'MISS'],
        ],
        (c) => c >= 1 && c <= 8,
      );
    }
    console.log('\nLatency is from sending a request to the last byte of its answer; the numbers hold for an idle machine only.');
    if (args.json) {
      const results = { connections: CONNECTIONS, duration: DURATION, database: env.DATABASE_URL.split(':')[0], release: args.release, site, ceiling, inProcess, pageTarget: { p99Ms: PAGE_P99_MS, met: !pageMisses.length } };
      writeFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), args.json), JSON.stringify(results, null, 2));
    }
    if (pageMisses.length) {
      console.log(`Page views missed the target: ${pageMisses.join(', ')}.`);
      if (args.strict) process.exitCode = 1;
    }
    if (rendererCost !== null && rendererCost > RENDERER_COST && args.strict) process.exitCode = 1;
  } finally {
    cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
