// What a load balancer and an operator ask a process: `/healthz` (is it serving at all) and `/readyz` (should it be
// sent requests: its database and storage answer and it is not draining), and the drain itself: on SIGTERM
// (server.ts) a process stops accepting connections, answers each request still coming on an open connection with
// `Connection: close`, and closes once those connections have ended or the grace period is over.
import { randomBytes } from 'node:crypto';
import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Config } from './config';
import { storageOf, type Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by drain(): /readyz answers 503 and every answer closes its connection. */
    draining: boolean;
  }
}

/** A check that has not answered in this long counts as failing (a hung database or network mount). */
const CHECK_TIMEOUT_MS = 2000;
/** How long a storage check's answer is reused: a balancer polling every second costs one file write per period. */
export const STORAGE_CHECK_MS = 5000;

const NEVER_CACHED = 'no-store';

function withinTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether stored files can be written and read back: a small file written through the storage (MEDIA_ROOT or the
 * bucket), read and removed. Its name is a dot folder's, which /media/ never serves; one left by a crash here is
 * the orphan sweep's.
 */
export async function checkStorage(storage: Storage): Promise<void> {
  const key = `.ready-check/${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  const content = Buffer.from(`${process.pid}\n`);
  try {
    await storage.put(key, content);
    if (!(await storage.read(key))?.equals(content)) throw new Error('the check file read back differs');
  } finally {
    await storage.remove(key).catch(() => undefined);
  }
}

type Check = 'database' | 'storage';

async function healthRoutes(app: FastifyInstance, options: { config: Config; checkStorage?: () => Promise<void> }): Promise<void> {
  const storageCheck = options.checkStorage ?? (() => checkStorage(storageOf(options.config)));
  app.decorate('draining', false);

  // The storage check, remembered for STORAGE_CHECK_MS whatever it answered; callers meanwhile share one check.
  let storage: { at: number; result: Promise<Error | null> } | null = null;
  const storageProblem = (): Promise<Error | null> => {
    const now = options.config.now();
    if (!storage || now - storage.at >= STORAGE_CHECK_MS) {
      const result = withinTimeout(storageCheck(), 'storage').then(
        () => null,
        (error: Error) => {
          app.metrics.storageError('ready-check');
          return error;
        },
      );
      storage = { at: now, result };
    }
    return storage.result;
  };
  const databaseProblem = (): Promise<Error | null> =>
    withinTimeout(sql`select 1`.execute(app.db), 'database').then(
      () => null,
      (error: Error) => error,
    );

  // While draining, each answer closes its connection: the client opens its next one elsewhere (another process of
  // the same port, or another machine behind the balancer).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  app.get('/healthz', async (_request, reply) => reply.header('cache-control', NEVER_CACHED).send({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', NEVER_CACHED);
    const [database, storageError] = await Promise.all([databaseProblem(), storageProblem()]);
    const failing: Check[] = [];
    if (database) failing.push('database');
    if (storageError) failing.push('storage');
    for (const [check, error] of [['database', database], ['storage', storageError]] as const) {
      if (error) request.log.warn({ err: error, check }, 'not ready');
    }
    // The reasons go to the log, not to whoever asks: a database's address or a path is nobody else's business.
    const body = {
      status: app.draining ? 'draining' : failing.length ? 'unavailable' : 'ready',
      database: database ? 'failing' : 'ok',
      storage: storageError ? 'failing' : 'ok',
    };
    if (!app.draining && !failing.length) return reply.send(body);
    const detail = app.draining ? 'The server is stopping.' : `Not ready: ${failing.join(' and ')} not answering.`;
    return reply.code(503).send({ detail, ...body });
  });
}

export default fp(healthRoutes, { name: 'health', dependencies: ['db', 'metrics'] });

/**
 * Stops `app` gently: it stops accepting connections (another process of the port, or another machine, takes the
 * new ones), /readyz answers 503, each answer on a connection still open says `Connection: close`; once every
 * connection has ended, or after `graceMs`, the app closes (connections still idle then are closed; a request
 * arriving on one still busy gets Fastify's 503).
 */
export async function drain(app: FastifyInstance, graceMs: number): Promise<void> {
  app.draining = true;
  const server = app.server;
  // net.Server's close, not http.Server's: the latter also drops idle keep-alive connections at once, and a client
  // that has just sent its next request on one would see it fail. Each is closed after its next answer instead.
  if (server.listening) NetServer.prototype.close.call(server);
  const connections = (): Promise<number> => new Promise((resolve) => server.getConnections((_error, count) => resolve(count ?? 0)));
  const until = Date.now() + graceMs;
  while ((await connections()) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  await app.close();
}
