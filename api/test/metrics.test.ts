// /metrics as a Prometheus scraper and a stranger see it: a 404 on the main port without METRICS_TOKEN set, 401
// without the right token, the figures with it; requests counted under their route pattern, never the raw URL;
// throttle refusals, storage errors (by operation, through the storage interface), the drawn-page cache and import and ID-card jobs counted; and METRICS_PORT
// answering on 127.0.0.1 without a token.
import { rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { turns } from '../src/drawing';
import { STORAGE_CHECK_MS } from '../src/health';
import { serveMetricsPort } from '../src/metrics';
import { freePort } from '../bench/support';
import { buildApp } from '../src/app';
import { adminAuth, createTestDatabase, multipart, startTestApp, TestClock, testConfig, type TestContext } from './helpers';
import { pdf } from './images';
import { startStandInSite } from './standInSite';
import { csv, startCollege, upload } from './transfer';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** The families every scrape carries (Prometheus's `# TYPE` lines). */
const FAMILIES = [
  'college_http_request_duration_seconds histogram',
  'college_page_cache_requests_total counter',
  'college_list_replays_total counter',
  'college_drawings gauge',
  'college_db_pool_connections gauge',
  'college_throttle_refusals_total counter',
  'college_jobs_running gauge',
  'college_jobs_total counter',
  'college_storage_errors_total counter',
  'process_resident_memory_bytes gauge',
  'nodejs_eventloop_lag_seconds gauge',
];

/** The value of the sample named exactly `sample` (name and labels as written), or undefined. */
function sampleOf(text: string, sample: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

describe('without METRICS_TOKEN', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await startTestApp();
  });
  afterAll(() => context.close());

  test('/metrics on the main port is a 404, whatever the caller sends (even from 127.0.0.1)', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const answer = await context.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress: '127.0.0.1' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('with METRICS_TOKEN', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await startTestApp({ metricsToken: TOKEN, loginPairRate: { limit: 1, windowSeconds: 600 } });
  });
  afterAll(() => context.close());

  const scrape = async () => {
    const answer = await context.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    return answer;
  };

  test('no token or a wrong one: 401, from any address (a proxy on the same host makes every caller 127.0.0.1)', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }]) {
      const answer = await context.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress: '127.0.0.1' });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(answer.json()).toEqual({ detail: expect.any(String) });
    }
  });

  test('the right token: Prometheus text with every family, never cached', async () => {
    const answer = await scrape();
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    for (const family of FAMILIES) expect(answer.body).toContain(`# TYPE ${family}\n`);
  });

  test('a request is counted under its route pattern and status, not its URL', async () => {
    for (const id of [123456, 654321]) expect((await context.app.inject({ method: 'GET', url: `/api/notices/${id}/` })).statusCode).toBe(404);
    const { body } = await scrape();
    expect(sampleOf(body, 'college_http_request_duration_seconds_count{method="GET",route="/api/notices/:id/",status="404"}')).toBe(2);
    // The URL itself appears nowhere (bare digits could: a figure such as the memory in bytes may hold them).
    expect(body).not.toMatch(/notices\/(123456|654321)/);
  });

  test('a throttle refusal (429) is counted under its route', async () => {
    const login = () => context.app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'nobody', password: 'wrong-password-1' } });
    expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(429);
    const { body } = await scrape();
    expect(sampleOf(body, 'college_throttle_refusals_total{route="/api/token/"}')).toBe(1);
  });

  test('a failed storage check is counted as a storage error', async () => {
    const before = sampleOf((await scrape()).body, 'college_storage_errors_total{operation="ready-check"}') ?? 0;
    rmSync(context.config.mediaRoot, { recursive: true, force: true });
    writeFileSync(context.config.mediaRoot, 'not a folder');
    context.clock.advance(STORAGE_CHECK_MS / 1000);
    expect((await context.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect(sampleOf((await scrape()).body, 'college_storage_errors_total{operation="ready-check"}')).toBe(before + 1);
  });

  test('METRICS_PORT: /metrics on 127.0.0.1 without a token; anything else there is a 404', async () => {
    const { registry } = context.app.metrics;
    const server = await serveMetricsPort(0, () => registry.metrics(), registry.contentType);
    try {
      const address = server.address() as AddressInfo;
      expect(address.address).toBe('127.0.0.1');
      const answer = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const text = await answer.text();
      for (const family of FAMILIES) expect(text).toContain(`# TYPE ${family}\n`);
      expect((await fetch(`http://127.0.0.1:${address.port}/`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('what the server draws and its jobs', () => {
  test('the drawn-page cache: a first view is a miss, the next one of the same page a hit', async () => {
    const site = await startStandInSite();
    try {
      const { app } = site.t;
      const text = () => app.metrics.registry.metrics();
      const hits = async () => sampleOf(await text(), 'college_page_cache_requests_total{result="hit"}');
      const misses = async () => sampleOf(await text(), 'college_page_cache_requests_total{result="miss"}');
      expect([await hits(), await misses()]).toEqual([0, 0]);
      const view = () => app.inject({ method: 'GET', url: '/notice', headers: { accept: 'text/html' } });
      expect((await view()).statusCode).toBe(200);
      expect([await hits(), await misses()]).toEqual([0, 1]);
      expect((await view()).statusCode).toBe(200);
      expect([await hits(), await misses()]).toEqual([1, 1]);
    } finally {
      await site.close();
    }
  });

  test('drawings running and waiting are the drawing turns as they are', async () => {
    const { run, counts } = turns(1, 1);
    let finish: () => void = () => undefined;
    const first = run(() => new Promise<void>((resolve) => (finish = resolve)), true);
    const second = run(async () => undefined, true);
    expect(counts()).toEqual({ running: 1, waiting: 1 });
    finish();
    await Promise.all([first, second]);
    expect(counts()).toEqual({ running: 0, waiting: 0 });
  });

  test('import and ID-card jobs: counted by outcome when they end, none left running', async () => {
    const { t, admin } = await startCollege(['একাদশ']);
    try {
      const text = () => t.app.metrics.registry.metrics();
      const done = await upload(t.app, '/api/staff/import/', admin, csv([['full_name', 'designation'], ['আবুল হোসেন', 'হিসাবরক্ষক']]), { dry_run: 'true' });
      expect(done.statusCode).toBe(200);
      const refused = await upload(t.app, '/api/staff/import/', admin, 'not,a\nspreadsheet we know\n', { dry_run: 'true' }, 'staff.txt');
      expect(refused.statusCode).toBe(400);
      const cards = await t.app.inject({ method: 'GET', url: '/api/students/id-cards/?class_name=999999', headers: admin });
      expect(cards.statusCode).toBe(400); // no such class
      const body = await text();
      expect(sampleOf(body, 'college_jobs_total{kind="import",outcome="done"}')).toBe(1);
      expect(sampleOf(body, 'college_jobs_total{kind="import",outcome="refused"}')).toBe(1);
      expect(sampleOf(body, 'college_jobs_total{kind="idcards",outcome="refused"}')).toBe(1);
      expect(sampleOf(body, 'college_jobs_running{kind="import"}')).toBe(0);
      expect(sampleOf(body, 'college_jobs_running{kind="idcards"}')).toBe(0);
    } finally {
      await t.close();
    }
  });
});

// Counted by the storage interface itself (storage/observed.ts), whichever route or job asked: one storage on a
// disk that cannot be written, one on a bucket whose endpoint refuses every connection.
describe('storage errors, by operation', () => {
  const scrapeOf = async (app: TestContext['app']) => {
    const answer = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  test('an upload to a media folder that cannot be written: the notice is refused and its put counted', async () => {
    const context = await startTestApp({ metricsToken: TOKEN, s3: null });
    try {
      const auth = await adminAuth(context);
      // A file where the folder should be: every write under it fails (ENOTDIR), whoever runs the tests (even root).
      rmSync(context.config.mediaRoot, { recursive: true, force: true });
      writeFileSync(context.config.mediaRoot, 'not a folder');
      const form = await multipart({ title: 'ভর্তি বিজ্ঞপ্তি' }, { pdf_file: { data: pdf(), filename: 'admission.pdf', type: 'application/pdf' } });
      const answer = await context.app.inject({ method: 'POST', url: '/api/notices/', headers: { ...auth, ...form.headers }, payload: form.payload });
      expect(answer.statusCode).toBeGreaterThanOrEqual(500);
      expect((await context.app.inject({ method: 'GET', url: '/api/notices/' })).json()).toEqual([]);
      const body = await scrapeOf(context.app);
      expect(sampleOf(body, 'college_storage_errors_total{operation="put"}')).toBe(1);
      expect(sampleOf(body, 'college_storage_errors_total{operation="open"}')).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  test('a bucket whose endpoint refuses: serving a file counts its open, /readyz its put', async () => {
    const clock = new TestClock();
    const database = await createTestDatabase();
    const refusing = { endpoint: `http://127.0.0.1:${await freePort()}`, bucket: 'nowhere', region: 'us-east-1', forcePathStyle: true, prefix: '', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } };
    const config = testConfig(database.url, clock, { metricsToken: TOKEN, s3: refusing });
    const app = await buildApp(config);
    try {
      const file = await app.inject({ method: 'GET', url: '/media/notices/0123456789abcdef01234567.pdf' });
      expect(file.statusCode).toBeGreaterThanOrEqual(500);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      const body = await scrapeOf(app);
      expect(sampleOf(body, 'college_storage_errors_total{operation="open"}')).toBe(1);
      expect(sampleOf(body, 'college_storage_errors_total{operation="put"}')).toBe(1);
      expect(sampleOf(body, 'college_storage_errors_total{operation="ready-check"}')).toBe(1);
    } finally {
      await app.close();
      await database.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
