// Prometheus figures (prom-client): requests by route pattern and status with their latency, the drawn-page cache,
// the drawing turns, the database pool, throttle refusals, import and ID-card jobs, storage errors, the release each
// remote runs, and Node's own (memory, event-loop lag, garbage collection).
//
// `/metrics` is answered on METRICS_PORT, bound to 127.0.0.1 (serveMetricsPort, started by server.ts), and on the
// main port only with `Authorization: Bearer $METRICS_TOKEN`; without a token set it is a 404 there. Nothing is
// decided by the caller's address: behind a proxy on the same host every request comes from 127.0.0.1.
//
// With several processes (WEB_CONCURRENCY) the first one gathers every serving process's figures over the cluster's
// messages and adds them up (prom-client's AggregatorRegistry), so either way of asking answers for all of them.
import cluster, { type Worker } from 'node:cluster';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, type MetricObjectWithValues, type MetricValue, Registry } from 'prom-client';
import type { Config } from './config';
import { postgresPool } from './db';
import { releaseEntriesOf } from './releases';
import { ApiError, notFound } from './errors';
import { isInternalCall } from './origin';
import { storageOf } from './storage';

export interface Metrics {
  registry: Registry;
  /** A page asked of the drawn-page cache (render.ts): its kept drawing was current (hit), or it was not (miss). */
  pageCache(hit: boolean): void;
  /**
   * For the kept list answers of a route sent again in front of the app (resources/replay.ts): each call counts one
   * such answer, a 200 to a GET, and the `seconds` it took, as `observe` counts the app's (its labels checked once).
   */
  replayObserver(route: string): (seconds: number) => void;
  /**
   * A storage operation that failed (`operation`: the storage interface's method, `put`, `open`, `remove`…, counted
   * through storageOf's wrapper, storage/observed.ts; or `ready-check`, /readyz's write-and-read-back).
   */
  storageError(operation: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
  interface FastifyRequest {
    /** The job this request runs (an import, a sheet of ID cards), counted while it runs. */
    metricsJob?: JobKind | null;
  }
}

type JobKind = 'import' | 'idcards';

/** Latency buckets, in seconds: a kept page answers in a millisecond, an import of thousands of rows in many seconds. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The jobs counted apart: spreadsheet and photo imports, and ID-card sheets (route patterns, not URLs). */
function jobOf(method: string, route: string | undefined): JobKind | null {
  if (!route) return null;
  if (method === 'POST' && /^\/api\/[^/]+\/(import|photos)\/$/.test(route)) return 'import';
  if (method === 'GET' && route === '/api/students/id-cards/') return 'idcards';
  return null;
}

/** The route a request matched, as registered (`/api/notices/:id/`), so the label set stays bounded. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? '(no route)';
}

interface AppMetrics extends Metrics {
  observe(request: FastifyRequest, status: number, seconds: number): void;
  jobStarted(kind: JobKind): void;
  jobEnded(kind: JobKind, outcome: 'done' | 'refused' | 'failed'): void;
}

function createMetrics(app: FastifyInstance, config: Config): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'college_http_request_duration_seconds',
    help: 'Requests answered, by method, route pattern and status, and how long they took.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const throttled = new Counter({
    name: 'college_throttle_refusals_total',
    help: 'Requests refused by a throttle (429), by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'college_page_cache_requests_total',
    help: 'Public pages asked of the drawn-page cache: result="hit" when the kept drawing was current, "miss" when not.',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const replays = new Counter({
    name: 'college_list_replays_total',
    help: 'Public list answers sent again in front of the app, their list unchanged (counted in college_http_request_duration_seconds too).',
    registers: [registry],
  });
  const storageErrors = new Counter({
    name: 'college_storage_errors_total',
    help: 'Storage operations that failed, by operation.',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const jobsRunning = new Gauge({
    name: 'college_jobs_running',
    help: 'Import and ID-card jobs running now, by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'college_jobs_total',
    help: 'Import and ID-card jobs ended, by kind and outcome (done, refused: a 4xx, failed: a 5xx).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  for (const kind of ['import', 'idcards']) {
    jobsRunning.labels(kind).set(0);
    for (const outcome of ['done', 'refused', 'failed']) jobs.labels(kind, outcome).inc(0);
  }
  for (const result of ['hit', 'miss']) pageCache.labels(result).inc(0);
  // 1 in each process: added up, how many processes an answer covers (the first process and the serving ones).
  new Gauge({ name: 'college_processes', help: 'Server processes whose figures this answer includes.', registers: [registry] }).set(1);
  // Read when scraped: the drawing turns (drawing.ts) and the database pool.
  new Gauge({
    name: 'college_drawings',
    help: 'Public pages and preview cards being drawn (state="running") and waiting for a turn (state="waiting").',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const counts = app.drawingTurns?.counts() ?? { running: 0, waiting: 0 };
      this.labels('running').set(counts.running);
      this.labels('waiting').set(counts.waiting);
    },
  });
  new Gauge({
    name: 'college_db_pool_connections',
    help: 'PostgreSQL pool connections: state="total" open, "idle" of them unused, "waiting" queries waiting for one (SQLite: one connection, no pool).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = postgresPool(app.db as Kysely<unknown>);
      this.labels('total').set(pool ? pool.totalCount : 1);
      this.labels('idle').set(pool ? pool.idleCount : 0);
      this.labels('waiting').set(pool ? pool.waitingCount : 0);
    },
  });
  new Gauge({
    name: 'college_remote_release',
    help: 'The release each remote runs: 1 per process, by remote, version label ("local" for a build served from this server\'s folders without a release) and browser entry. Added up across processes, so a rolling change shows how many run each.',
    labelNames: ['remote', 'version', 'entry'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const entries = releaseEntriesOf(config, app.releases?.current() ?? null);
      for (const [remote, { entry, version }] of Object.entries(entries)) this.labels(remote, version ?? 'local', entry).set(1);
    },
  });

  return {
    registry,
    pageCache: (hit) => pageCache.labels(hit ? 'hit' : 'miss').inc(),
    storageError: (operation) => storageErrors.labels(operation).inc(),
    jobStarted: (kind) => jobsRunning.labels(kind).inc(),
    jobEnded(kind, outcome) {
      jobsRunning.labels(kind).dec();
      jobs.labels(kind, outcome).inc();
    },
    observe(request, status, seconds) {
      const route = routeOf(request);
      // With the labels as an object: `labels(…)` would make two closures and check the labels twice, for every request.
      requests.observe({ method: request.method, route, status: String(status) }, seconds);
      if (status === 429) throttled.labels(route).inc();
    },
    replayObserver(route) {
      const answers = requests.labels('GET', route, '200');
      return (seconds) => {
        replays.inc();
        answers.observe(seconds);
      };
    },
  };
}

/** SHA-256 first, so the comparison takes the same time whatever the lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

async function metricsPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const metrics = createMetrics(app, options.config);
  app.decorate('metrics', metrics);
  // Every operation of this app's storage, whoever calls it; the storage outlives an app (one per setting in a
  // process), so the app stops listening when it closes.
  const stopCounting = storageOf(options.config).onError((operation) => metrics.storageError(operation));
  app.addHook('onClose', async () => {
    stopCounting();
  });
  if (cluster.isWorker) answerMetricsRequests(metrics.registry);

  app.decorateRequest('metricsJob', null);
  const endJob = (request: FastifyRequest, outcome: 'done' | 'refused' | 'failed') => {
    const kind = request.metricsJob;
    if (!kind) return;
    request.metricsJob = null;
    metrics.jobEnded(kind, outcome);
  };
  // Hooks that do not wait take Fastify's callback (every request runs them: no promise each).
  app.addHook('onRequest', (request, _reply, done) => {
    const kind = jobOf(request.method, request.routeOptions.url);
    if (kind && !isInternalCall(request)) {
      request.metricsJob = kind;
      metrics.jobStarted(kind);
    }
    done();
  });
  // The server's own calls (a page's API reads, a plain form's post) are parts of the request that made them.
  app.addHook('onResponse', (request, reply, done) => {
    endJob(request, reply.statusCode >= 500 ? 'failed' : reply.statusCode >= 400 ? 'refused' : 'done');
    if (!isInternalCall(request)) metrics.observe(request, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onRequestAbort', async (request) => endJob(request, 'failed'));

  const token = options.config.metricsToken;
  app.get('/metrics', async (request, reply) => {
    if (!token) throw notFound();
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameSecret(given, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').header('cache-control', 'no-store').send({ detail: 'Authentication credentials were not provided or are not valid.' });
    }
    const text = cluster.isWorker ? await askPrimary() : await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}

export default fp(metricsPlugin, { name: 'metrics' });

// The cluster's messages: the first process asks each serving one for its figures (as JSON), and a serving
// process asked on the main port asks the first one for everyone's (as text).
const ASK_FIGURES = 'college:metrics-figures?';
const FIGURES = 'college:metrics-figures';
const ASK_ALL = 'college:metrics-all?';
const ALL = 'college:metrics-all';
/** A serving process that has not answered the first one within this long is left out (it may be stopping)… */
const ASK_TIMEOUT_MS = 3000;
/** …so a serving process asking the first one for everyone's figures waits a little longer than that. */
const ASK_ALL_TIMEOUT_MS = ASK_TIMEOUT_MS + 2000;

interface MetricsMessage {
  type: string;
  id: string;
  figures?: MetricObjectWithValues<MetricValue<string>>[];
  text?: string;
}

const isMetricsMessage = (message: unknown): message is MetricsMessage =>
  typeof message === 'object' && message !== null && typeof (message as MetricsMessage).type === 'string' && (message as MetricsMessage).type.startsWith('college:metrics');

/** Waits for the reply with `id`, or `fallback` after `timeoutMs`. */
function replyTo<T>(
  id: string,
  listen: (handler: (message: unknown) => void) => () => void,
  pick: (message: MetricsMessage) => T | undefined,
  fallback: T,
  timeoutMs: number,
): Promise<T> {
  return new Promise((resolve) => {
    const stop = listen((message) => {
      if (!isMetricsMessage(message) || message.id !== id) return;
      const value = pick(message);
      if (value === undefined) return;
      done(value);
    });
    const timer = setTimeout(() => done(fallback), timeoutMs);
    const done = (value: T) => {
      clearTimeout(timer);
      stop();
      resolve(value);
    };
  });
}

let answering = false;
/** In a serving process: answers the first process's requests for this process's figures. */
function answerMetricsRequests(registry: Registry): void {
  if (answering) return;
  answering = true;
  process.on('message', (message: unknown) => {
    if (!isMetricsMessage(message) || message.type !== ASK_FIGURES) return;
    void registry.getMetricsAsJSON().then((figures) => process.send?.({ type: FIGURES, id: message.id, figures }));
  });
}

/** In a serving process: every process's figures, added up by the first process. */
function askPrimary(): Promise<string> {
  const id = randomBytes(8).toString('hex');
  const answer = replyTo(
    id,
    (handler) => {
      process.on('message', handler);
      return () => process.off('message', handler);
    },
    (message) => (message.type === ALL ? message.text : undefined),
    '',
    ASK_ALL_TIMEOUT_MS,
  );
  process.send?.({ type: ASK_ALL, id });
  return answer.then((text) => {
    if (!text) throw new ApiError(503, { detail: 'The figures could not be gathered.' });
    return text;
  });
}

/** In the first process: every serving process's figures and its own, added up (counters and histograms summed). */
export async function clusterMetrics(own: Registry): Promise<string> {
  const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker?.isConnected());
  const answers = await Promise.all(
    workers.map((worker) => {
      const id = randomBytes(8).toString('hex');
      const answer = replyTo(
        id,
        (handler) => {
          worker.on('message', handler);
          return () => worker.off('message', handler);
        },
        (message) => (message.type === FIGURES ? message.figures : undefined),
        null,
        ASK_TIMEOUT_MS,
      );
      worker.send({ type: ASK_FIGURES, id });
      return answer;
    }),
  );
  const figures = [...answers.filter((answer) => answer !== null), await own.getMetricsAsJSON()];
  return AggregatorRegistry.aggregate(figures).metrics();
}

/** In the first process of several: answers serving processes asking for everyone's figures (main port, with the token). */
export function answerClusterMetrics(own: Registry): void {
  cluster.on('message', (worker, message: unknown) => {
    if (!isMetricsMessage(message) || message.type !== ASK_ALL) return;
    void clusterMetrics(own).then((text) => worker.isConnected() && worker.send({ type: ALL, id: message.id, text }));
  });
}

/**
 * `/metrics` on METRICS_PORT, on 127.0.0.1 only: a plain HTTP server beside the app (no proxy forwards to it), so
 * every caller is on this machine and no token is asked.
 */
export function serveMetricsPort(port: number, text: () => Promise<string>, contentType: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '').split('?')[0];
    if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ detail: 'Not found.' }));
      return;
    }
    text().then(
      (body) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : body),
      () => response.writeHead(503, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ detail: 'The figures could not be gathered.' })),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      server.unref();
      resolve(server);
    });
  });
}
