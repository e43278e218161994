// Cached list answers sent again without the framework: an HTTP cache in front of the app, inside the process.
//
// Every visitor's phone reads the same public lists (notices, teachers…), answered from the list cache (cache.ts).
// Even so, each answer went through all of Fastify's work for a request: routing, a dozen hooks (the security
// headers, the caller's authentication, the CSRF cookie, the caching rule, the metrics, the log) and its reply,
// which made the API's own work three times the bare server's socket write (docs/benchmarks.md). The answer of an
// anonymous read of a public list is the same for every such request, apart from its CSRF cookie: so the first one
// to be sent through the app is kept here with the headers it went out with, and the next identical requests get
// them again straight from the server's request listener, as a shared cache in front of the app would answer them.
//
// Like such a cache, it keeps only answers marked `public` and checks each with the origin before using it (they are
// `no-cache`): here by the list's version counters, the check the app itself makes (versions.ts). A request is
// identical when everything the answer depends on is the same: the method and URL, the host and the scheme it was
// asked at (file URLs and links name them), the encoding it takes (`Vary: Accept-Encoding`), and no credentials
// (`Vary: Authorization`, no session cookie). Anything else goes to the app as before: a conditional request (its
// 304), a caller signed in, a server call, an answer whose list changed since (the app reads it anew), a server
// that is closing or draining.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import fastifyCookie from '@fastify/cookie';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { answerLogger, logAnswer } from '../accessLog';
import { CSRF_COOKIE, csrfCookieOptions, newCsrfToken } from '../auth/cookies';
import type { Metrics } from '../metrics';
import { answerEncoding, type Encoding, encoded, type Entry, forOneClient, preferredEncoding } from './cache';

/**
 * Where a kept answer's list stands now: its entry at the current version, or undefined once it changed; at once
 * where the version counters can be read without waiting (SQLite, versions.ts), else later.
 */
export type CurrentEntry = () => Entry | undefined | Promise<Entry | undefined>;

/** A kept answer: what to send again, and how to tell that it is still current. */
interface Kept {
  current: CurrentEntry;
  encoding: Encoding;
  /**
   * The answer's headers as the app sent them, less those of its entry and its caching: names and values in turn,
   * as `writeHead` takes them fastest (given them as an object, Node.js answered two-thirds as many requests:
   * docs/benchmarks.md).
   */
  headers: string[];
  /** Its Cache-Control for a client holding its csrftoken. */
  cacheControl: string;
  /** For a client without a csrftoken: the same, private (it sets a cookie: finalCaching in cache.ts). */
  privateCacheControl: string;
  /** What follows a new csrftoken's value in its Set-Cookie (its attributes, the same for every one: over https, Secure). */
  cookieAttributes: string;
  /** Counts a sending of it in the metrics, with the time it took. */
  observe: (seconds: number) => void;
  /** Where its access-log lines go, its request's fields bound once (accessLog.ts). */
  log: FastifyBaseLogger | null;
}

/** Headers a request may carry and still be answered from here: what no answer here depends on. */
const HARMLESS = new Set([
  'host',
  'connection',
  'accept',
  'accept-encoding',
  'accept-language',
  'user-agent',
  'referer',
  'origin',
  'cookie',
  'cache-control',
  'pragma',
  'dnt',
  'priority',
  'save-data',
  'upgrade-insecure-requests',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
]);
const HARMLESS_PREFIXES = ['sec-'];

/** Headers of an answer that are its entry's or this sending's, set afresh each time. */
const PER_ANSWER = new Set(['etag', 'content-type', 'content-length', 'content-encoding', 'set-cookie', 'cache-control', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Headers as `writeHead` takes them in a list: each name beside its value, a name repeated for each of several. */
function headerList(headers: OutgoingHttpHeaders): string[] {
  const list: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (PER_ANSWER.has(name) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) list.push(name, String(one));
  }
  return list;
}

/** Answers kept at most (least recently used goes first), as the list cache keeps lists. */
const MAX_KEPT = 200;

export interface ReplayOptions {
  log: FastifyBaseLogger | null;
  metrics: Metrics;
  /** The client's address as the app's `request.ip` gives it (TRUST_PROXY honoured), for the access log. */
  clientAddress: (request: IncomingMessage) => string | undefined;
  /** Whether the app is draining (health.ts): then every answer closes its connection, which the app does. */
  draining: () => boolean;
}

export class AnswerReplay {
  private readonly kept = new Map<string, Kept>();
  private stopped = false;

  constructor(private readonly options: ReplayOptions) {}

  /** Whether a request may be answered from here at all, and the key of its answer: null when it may not. */
  private keyOf(request: IncomingMessage): { key: string; encoding: Encoding; holdsToken: boolean } | null {
    if (request.method !== 'GET' || !request.url?.startsWith('/api/')) return null;
    const headers = request.headers;
    for (const name in headers) {
      if (!HARMLESS.has(name) && !HARMLESS_PREFIXES.some((prefix) => name.startsWith(prefix))) return null;
    }
    // Its only cookie may be the csrftoken: any other (a session) may make it a signed-in read.
    const cookie = headers.cookie;
    const holdsToken = cookie !== undefined && /^csrftoken=[\w-]+$/.test(cookie.trim());
    if (cookie !== undefined && !holdsToken) return null;
    const encoding = preferredEncoding(headers['accept-encoding']);
    const secure = Boolean((request.socket as { encrypted?: boolean }).encrypted);
    const key = `${encoding} ${secure} ${String(headers['x-forwarded-proto'] ?? '')} ${String(headers['x-forwarded-host'] ?? '')} ${headers.host ?? ''} ${request.url}`;
    return { key, encoding, holdsToken };
  }

  /**
   * Called by a list read the app answered with `entry` (lists.ts): keeps the answer once it has gone out, when it
   * is one to keep (public, a 200, and asked as the requests this answers may ask).
   */
  remember(request: FastifyRequest, reply: FastifyReply, current: CurrentEntry, cacheControl: string): void {
    if (this.stopped || !/^public\b/.test(cacheControl) || reply.statusCode !== 200) return;
    const identity = this.keyOf(request.raw);
    if (!identity || this.kept.has(identity.key)) return;
    const route = request.routeOptions.url ?? '(no route)';
    // The cookie as the app writes it (auth/cookies.ts), its value left to fill in: a token is base64url.
    const cookieAttributes = fastifyCookie.serialize(CSRF_COOKIE, '-', csrfCookieOptions(request.protocol === 'https')).slice(`${CSRF_COOKIE}=-`.length);
    reply.raw.once('finish', () => {
      if (reply.statusCode !== 200) return;
      const headers = headerList(reply.raw.getHeaders());
      const privateCacheControl = forOneClient(cacheControl);
      const observe = this.options.metrics.replayObserver(route);
      const log = this.options.log && answerLogger(this.options.log, { method: 'GET', url: request.url, status: 200 });
      this.kept.set(identity.key, { current, encoding: identity.encoding, headers, cacheControl, privateCacheControl, cookieAttributes, observe, log });
      while (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    });
  }

  /**
   * The server's request listener in front of the app's (`app`): answers a request from a kept answer that is still
   * current, else hands it to the app, as it would have been.
   */
  listener(app: (request: IncomingMessage, response: ServerResponse) => void): (request: IncomingMessage, response: ServerResponse) => void {
    return (request, response) => {
      const identity = this.stopped || this.options.draining() ? null : this.keyOf(request);
      const kept = identity && this.kept.get(identity.key);
      if (!identity || !kept) return app(request, response);
      const started = performance.now();
      const fallBack = (error: unknown) => {
        // The app reads it again and answers its own way (an error included); an answer already begun is cut.
        this.options.log?.warn({ err: error, url: request.url }, 'replay failed');
        if (response.headersSent) response.destroy();
        else app(request, response);
      };
      const answer = (entry: Entry | undefined) => {
        if (!entry || this.stopped || this.options.draining()) return app(request, response);
        this.send(request, response, kept, entry, identity.holdsToken, started);
      };
      try {
        const current = kept.current();
        if (current instanceof Promise) current.then(answer).catch(fallBack);
        else answer(current);
      } catch (error) {
        fallBack(error);
      }
    };
  }

  private send(request: IncomingMessage, response: ServerResponse, kept: Kept, entry: Entry, holdsToken: boolean, started: number): void {
    const encoding = answerEncoding(entry, kept.encoding);
    const body = encoded(entry, encoding);
    const headers = kept.headers.slice();
    headers.push('etag', entry.etag, 'content-type', entry.type, 'content-length', String(body.length));
    if (encoding !== 'identity') headers.push('content-encoding', encoding);
    if (holdsToken) headers.push('cache-control', kept.cacheControl);
    else {
      // A first contact gets its csrftoken, as from the app (auth/plugin.ts), which makes the answer its own.
      headers.push('set-cookie', `${CSRF_COOKIE}=${newCsrfToken()}${kept.cookieAttributes}`, 'cache-control', kept.privateCacheControl);
    }
    response.writeHead(200, headers);
    response.end(body);
    const ms = performance.now() - started;
    kept.observe(ms / 1000);
    if (kept.log) logAnswer(kept.log, null, ms, this.options.clientAddress(request));
  }

  /** Sends nothing more from here (the app is closing): every request goes to the app, which answers 503. */
  stop(): void {
    this.stopped = true;
    this.kept.clear();
  }
}
