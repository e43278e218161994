// `npm run bench -w api`: a load run against the production server (api/dist/server.js) on demo-sized data
// (300 notices, 60 teachers, 1,500 students), beside a bare node:http server answering a precomputed copy of
// the notices list: the ceiling of this machine. Prints requests per second and p50/p99 latency as a table.
//
//   npm run bench -w api                     # 50 connections, 10 s per endpoint, SQLite
//   npm run bench -w api -- --duration 20 --connections 100
//   BENCH_DATABASE_URL=postgres://… npm run bench -w api    # an empty PostgreSQL database instead
//   npm run bench -w api -- --profile /tmp/prof              # and a CPU profile of the server
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config';
import { migrateToLatest, openDatabase } from '../src/db';
import { seedDemo } from '../src/demo/seed';
import { bumpVersions } from '../src/resources';
import { API_DIR, ensureBuilt, freePort, waitFor } from './support';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    strict: { type: 'boolean', default: false },
    /** Writes a V8 CPU profile of the server (open it in Chrome DevTools) into this folder. */
    profile: { type: 'string' },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WARMUP_SECONDS = 2;
const NOTICES = 300;
const TEACHERS = 60;
const STUDENTS = 1500;

/** The original server (DRF, 2 gunicorn workers) on this machine at 50 connections, and our targets (10x). */
interface Target {
  original?: { rps: number; p99?: number };
  minRps?: number;
  maxP99?: number;
}

/** Fills the database: the demo college at benchmark size, teachers topped up to 60. */
async function prepareData(env: Record<string, string>): Promise<void> {
  const config = loadConfig(env);
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const seeded = await seedDemo(db, config, { notices: NOTICES, students: STUDENTS });
    if (!seeded) throw new Error('the benchmark database must start empty');
    const { count } = await db.selectFrom('teachers').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const extra = Array.from({ length: Math.max(0, TEACHERS - Number(count)) }, (_, n) => ({
      full_name: `অতিথি শিক্ষক ${n + 1}`,
      designation: 'প্রভাষক',
      subject: ['বাংলা', 'ইংরেজি', 'গণিত', 'রসায়ন', 'জীববিজ্ঞান'][n % 5],
      contact_phone: `0171${String(1000000 + n).slice(-7)}`,
      contact_email: `teacher${n + 1}@example.edu.bd`,
      profile: 'স্নাতকোত্তর, জাতীয় বিশ্ববিদ্যালয়। শিক্ষকতায় দশ বছরের অভিজ্ঞতা।',
      photo: null,
      created_at: now,
      updated_at: now,
    }));
    if (extra.length) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('teachers').values(extra).execute();
        await bumpVersions(trx, ['teachers']);
      });
    }
  } finally {
    await db.destroy();
  }
}

/** A bare node:http server answering one precomputed body (identity or brotli): the machine's ceiling. */
function startBaseline(port: number, bodyFile: string): ChildProcess {
  const source = `
    const http = require('node:http');
    const zlib = require('node:zlib');
    const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)});
    const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
    http.createServer((req, res) => {
      const useBr = /\\bbr\\b/.test(req.headers['accept-encoding'] || '');
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...(useBr ? { 'content-encoding': 'br' } : {}) });
      res.end(useBr ? br : body);
    }).listen(${port}, '127.0.0.1');
  `;
  return spawn(process.execPath, ['-e', source], { stdio: 'inherit' });
}

interface Run {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytesPerResponse: number;
  encoding: string;
  target: Target;
}

async function load(
  name: string,
  url: string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  target: Target,
): Promise<Run> {
  const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json', ...options.headers };
  const probe = await fetch(url, { method: options.method ?? 'GET', headers, body: options.body });
  const encoding = probe.headers.get('content-encoding') ?? 'identity';
  if (!probe.ok) throw new Error(`${name}: ${probe.status} ${await probe.text()}`);
  const common = { url, connections: CONNECTIONS, method: options.method ?? 'GET', headers, body: options.body };
  await autocannon({ ...common, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...common, duration: DURATION });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    encoding,
    target,
  };
}

function verdict(run: Run): string {
  const misses: string[] = [];
  if (run.target.minRps !== undefined && run.rps < run.target.minRps) misses.push(`< ${run.target.minRps} req/s`);
  if (run.target.maxP99 !== undefined && run.p99 >= run.target.maxP99) misses.push(`p99 >= ${run.target.maxP99} ms`);
  if (run.non2xx || run.errors) misses.push(`${run.non2xx} non-2xx, ${run.errors} errors`);
  if (!run.target.minRps && !run.target.maxP99) return misses.length ? `MISS ${misses.join(', ')}` : '-';
  return misses.length ? `MISS ${misses.join(', ')}` : 'ok';
}

function printTable(runs: Run[]): void {
  const rows = [
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'bytes/resp', 'encoding', 'original', 'target', 'result'],
    ...runs.map((r) => [
      r.name,
      r.rps.toFixed(0),
      String(r.p50),
      String(r.p99),
      r.bytesPerResponse.toFixed(0),
      r.encoding,
      r.target.original ? `${r.target.original.rps} req/s${r.target.original.p99 ? `, p99 ${r.target.original.p99} ms` : ''}` : '-',
      [r.target.minRps && `>= ${r.target.minRps} req/s`, r.target.maxP99 && `p99 < ${r.target.maxP99} ms`].filter(Boolean).join(', ') || '-',
      verdict(r),
    ]),
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, c) => (c >= 1 && c <= 4 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

async function main(): Promise<void> {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'college-bench-'));
  const [port, baselinePort] = [await freePort(), await freePort()];
  const adminPassword = randomBytes(12).toString('base64url');
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL || `sqlite:${path.join(dataDir, 'bench.db')}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_USERNAME: 'bench-admin',
    ADMIN_PASSWORD: adminPassword,
    SEED_DEMO: '0',
    // One address sends every contact message here; the throttle would answer 429 after the first few.
    CONTACT_RATE: '1000000000/1h',
  };
  const children: ChildProcess[] = [];
  try {
    console.log(`Preparing ${NOTICES} notices, ${TEACHERS} teachers and ${STUDENTS} students (${env.DATABASE_URL.split(':')[0]})…`);
    await prepareData(env);
    const profiling = args.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(args.profile)] : [];
    const server = spawn(process.execPath, [...profiling, path.join(API_DIR, 'dist', 'server.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(server);
    const base = `http://127.0.0.1:${port}/api/`;
    await waitFor(`${base}classes/`, server);

    const token = await fetch(`${base}token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench-admin', password: adminPassword }),
    });
    if (!token.ok) throw new Error(`sign-in failed: ${token.status}`);
    const { access } = (await token.json()) as { access: string };

    const noticesBody = Buffer.from(await (await fetch(`${base}notices/`)).arrayBuffer());
    const bodyFile = path.join(dataDir, 'notices.json');
    writeFileSync(bodyFile, noticesBody);
    const baseline = startBaseline(baselinePort, bodyFile);
    children.push(baseline);
    await waitFor(`http://127.0.0.1:${baselinePort}/`, baseline);

    console.log(`Load: ${CONNECTIONS} connections, ${DURATION} s per endpoint after ${WARMUP_SECONDS} s of warm-up. Notices list: ${noticesBody.length} bytes uncompressed.\n`);
    const runs: Run[] = [];
    runs.push(await load('bare node:http, notices copy', `http://127.0.0.1:${baselinePort}/`, {}, {}));
    runs.push(await load(`GET notices/ (${NOTICES})`, `${base}notices/`, {}, { original: { rps: 140, p99: 450 }, minRps: 1400, maxP99: 50 }));
    runs.push(await load(`GET teachers/ (${TEACHERS})`, `${base}teachers/`, {}, { original: { rps: 475 }, minRps: 4750, maxP99: 50 }));
    runs.push(
      await load(
        `GET students/ (${STUDENTS}, Admin)`,
        `${base}students/`,
        { headers: { authorization: `Bearer ${access}` } },
        { original: { rps: 40, p99: 1500 }, minRps: 400 },
      ),
    );
    runs.push(
      await load(
        'POST contacts/',
        `${base}contacts/`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'অভিভাবক', phone: '01711223344', message: 'একাদশ শ্রেণির ভর্তির শেষ তারিখ কবে?' }),
        },
        {},
      ),
    );
    printTable(runs);
    const missed = runs.filter((r) => verdict(r).startsWith('MISS'));
    if (missed.length) console.log(`\n${missed.length} target(s) missed.`);
    if (missed.length && args.strict) process.exitCode = 1;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
