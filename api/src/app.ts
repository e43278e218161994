// The server as a Fastify instance, without listening: `server.ts` starts it, tests drive it with inject().
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import proxyAddr, { compile as compileTrust } from '@fastify/proxy-addr';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { constants as zlib } from 'node:zlib';
import { logAnswer } from './accessLog';
import { authPlugin } from './auth';
import siteCards from './cards/route';
import type { Config, TrustProxy } from './config';
import { dbPlugin, migrateToLatest, openDatabase } from './db';
import drawingTurns from './drawing';
import errors, { sendError } from './errors';
import health from './health';
import { logStream } from './logStream';
import metrics from './metrics';
import parsers from './parsers';
import { checkLocalBuilds, startReleases, type Releases } from './releases';
import { AnswerReplay } from './resources/replay';
import apiRoutes from './routes';
import siteCalendar from './site/calendar';
import siteFeeds from './site/feeds';
import siteForms from './site/forms';
import siteManifest from './site/manifest';
import sitePreview from './site/preview';
import securityHeaders, { ERROR_ANSWER_HEADERS } from './site/security';
import siteVerify from './site/verify';
import staticFiles from './static';
import { createWorkerPool } from './workers';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The release in force (REMOTES_FILE): which build of each remote runs. */
    releases: Releases;
    /** Public list answers sent again in front of the app (resources/replay.ts). */
    answerReplay: AnswerReplay;
  }
}

/**
 * Fastify's `frameworkErrors` option: errors the router meets before any route or hook runs (a URL that is not
 * valid percent-encoded UTF-8, `/api/notices/%ff/`). Without it Fastify writes its own body, not a DRF one. (Here,
 * not in errors.ts, which everything imports: the headers come from site/security.ts, far above it.)
 */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // No hook has run, so the security headers are set here.
  void sendError(reply.headers(ERROR_ANSWER_HEADERS), error); // the reply is sent; nothing waits for it (Fastify's frameworkErrors returns nothing)
}

/**
 * A request the HTTP parser refuses (a raw non-ASCII URL, a broken header) never reaches a route; it still gets
 * a DRF-shaped body instead of Fastify's own.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request timeout.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request headers are too large.']
        : [400, 'Malformed request.'];
  const body = JSON.stringify({ detail });
  const security = Object.entries(ERROR_ANSWER_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n${security}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * What Fastify's `trustProxy` is given. A hop count becomes a function because Fastify 5 turns a bare number into
 * "trust nobody" (it cannot check the nearest peer); `1` means the address one hop out is the client, as in
 * Express, so the app must only be reachable through that proxy (docs/configuration.md, TRUST_PROXY).
 */
export function trustProxyFunction(trust: TrustProxy): boolean | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'boolean') return trust;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return compileTrust(trust);
}

/**
 * Puts the replay of public list answers (resources/replay.ts) in front of the app, as the server's request
 * listener: the one Fastify made for its server (with its timeouts and limits) still takes every other request.
 */
function answerInFront(app: FastifyInstance): void {
  const trust = trustProxyFunction(app.config.trustProxy);
  const replay = new AnswerReplay({
    log: app.config.logLevel ? app.log : null,
    metrics: app.metrics,
    clientAddress: (request) => (trust === false ? request.socket.remoteAddress : proxyAddr(request, trust === true ? () => true : trust)),
    draining: () => app.draining,
  });
  app.decorate('answerReplay', replay);
  app.addHook('preClose', (done) => {
    replay.stop();
    done();
  });
  const [fastifyListener, ...others] = app.server.listeners('request') as Array<Parameters<AnswerReplay['listener']>[0]>;
  if (!fastifyListener || others.length) throw new Error("the server's request listener is not Fastify's alone");
  app.server.removeListener('request', fastifyListener);
  app.server.on('request', replay.listener(fastifyListener));
}

/** Opens and migrates the database, then assembles the app. Closing the app closes the database. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const db = openDatabase(config.databaseUrl, config.queryStats);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const app = Fastify({
    logger: config.logLevel ? { level: config.logLevel, stream: logStream() } : false,
    trustProxy: trustProxyFunction(config.trustProxy),
    bodyLimit: 1024 * 1024, // JSON and urlencoded bodies; multipart has its own limits (parsers.ts)
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError, // a URL the router cannot decode (`%ff`): a DRF-shaped 400 too
    // One access-log line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  if (config.logLevel) {
    app.addHook('onResponse', (request, reply, done) => {
      logAnswer(request.log, { method: request.method, url: request.url, status: reply.statusCode }, reply.elapsedTime, request.ip);
      done();
    });
  }
  app.decorate('config', config);
  // Which build of each remote runs (REMOTES_FILE), fetched and checked before anything else starts.
  const releases = await startReleases({ file: config.remotesFile, dir: path.join(config.dataDir, 'releases'), log: app.log });
  checkLocalBuilds(config, releases);
  app.decorate('releases', releases);
  app.addHook('onClose', () => releases.close());
  // Uploaded spreadsheets and ZIPs are read in worker threads, ended with the app.
  app.decorate('workers', createWorkerPool(config, app.log));
  app.addHook('onClose', () => app.workers.close());

  await app.register(errors);
  await app.register(dbPlugin, { db });
  // First among the routes, so its hooks see every request (and the drawn-page cache can count into it).
  await app.register(metrics, { config });
  await app.register(health, { config });
  await app.register(cookie);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs far more CPU than it saves bytes; 4 compresses a drawn page made for one
    // visitor (41 KB) in 0.7 ms to within 10 % of what 9 achieves in 18 ms.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(securityHeaders, { config });
  await app.register(parsers, { config });
  await app.register(authPlugin, { config });
  await app.register(apiRoutes, { prefix: '/api', config });
  await app.register(siteFeeds, { config });
  await app.register(siteCalendar, { config });
  await app.register(siteManifest, { config });
  await app.register(drawingTurns);
  await app.register(siteCards, { config });
  await app.register(sitePreview, { config });
  await app.register(staticFiles, { config });
  await app.register(siteForms, { config });
  await app.register(siteVerify, { config });
  answerInFront(app);
  return app;
}
