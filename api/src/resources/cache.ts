// List answers, serialized and compressed once per version of the data they show. A list is read far more
// often than it changes (every visitor reads notices; an Admin writes a few a week), so a read costs one lookup
// of the version counters (versions.ts) and a buffer copy instead of a query, JSON and compression each time.
// The counters live in the database, so several API processes never serve a list older than the last write.
import { hash } from 'node:crypto';
import { type BrotliOptions, brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync, type ZlibOptions } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Entry {
  version: string;
  body: Buffer;
  etag: string;
  /** Content-Type of the body: JSON for lists, or what `setBody` was given (a feed, a sitemap). */
  type: string;
  /** The body compressed, by encoding, as made so far (encoded()). */
  copies?: Partial<Record<Compressed, Copy>>;
}

type Compressed = 'br' | 'gzip';

/** A compressed copy of an entry's body: made quickly at first, made smaller once it is sent again and again. */
interface Copy {
  bytes: Buffer;
  sends: number;
  /** Made (or being made) at the level for an answer sent many times. */
  settled: boolean;
}

/**
 * Compression levels. A first copy is made while its visitor waits, and most are sent once or a few times: every
 * write to a list makes its answers and the pages drawn from it anew (an Admin's busy hour), and a page drawn for
 * one visitor is sent once. So it is made quickly (brotli 3: a 55 KB page in half a millisecond, 6% larger than at
 * 5). An answer sent `SETTLED_AFTER` times is worth more: it is compressed again at brotli 5 / gzip 6 (within a few
 * per cent of the smallest, at a tenth of brotli 9's time), off the event loop, and sent so from then on.
 */
const LEVELS: Record<'fresh' | 'settled', Record<Compressed, number>> = { fresh: { br: 3, gzip: 1 }, settled: { br: 5, gzip: 6 } };
const SETTLED_AFTER = 3;

function compressOptions(encoding: Compressed, level: number, size: number): ZlibOptions | BrotliOptions {
  return encoding === 'br'
    ? { params: { [zlib.BROTLI_PARAM_QUALITY]: level, [zlib.BROTLI_PARAM_SIZE_HINT]: size } }
    : { level };
}

/** Below this size compression saves nothing worth the CPU (the compress plugin's threshold). */
const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

/** The answers of `preferredEncoding` by the header's text: clients send a handful of them, over and over. */
const preferredByHeader = new Map<string, Encoding>();
/** Texts remembered at most (past them, a header is read each time: a client making up texts gains nothing). */
const PREFERRED_KEPT = 64;

/** The best encoding the client accepts (`br` over `gzip`), honouring `q=0`. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const known = preferredByHeader.get(acceptEncoding);
  if (known) return known;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  const preferred = ok('br') ? 'br' : ok('gzip') ? 'gzip' : 'identity';
  if (preferredByHeader.size < PREFERRED_KEPT) preferredByHeader.set(acceptEncoding, preferred);
  return preferred;
}

/** An answer to keep and send many times (`sendEntry`): its body, ETag, and compressed copies made on demand. */
export function cachedBody(version: string, text: string | Buffer, type: string): Entry {
  const body = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return { version, body, type, etag: `W/"${hash('sha1', body, 'base64url')}"` };
}

/** A bounded map (least recently used goes first) of list answers by URL, each valid for one version string. */
export class ListCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 200) {}

  get(key: string, version: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key); // re-inserted below: most recently used last
    if (entry.version !== version) return undefined;
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, version: string, answer: unknown): Entry {
    return this.setBody(key, version, JSON.stringify(answer), 'application/json; charset=utf-8');
  }

  /** An answer already serialized, of any Content-Type. */
  setBody(key: string, version: string, text: string | Buffer, type: string): Entry {
    const entry = cachedBody(version, text, type);
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The entry's body in `encoding`: its copy, made now if there is none, and made again smaller once it is sent often. */
export function encoded(entry: Entry, encoding: Encoding): Buffer {
  if (encoding === 'identity') return entry.body;
  const copies = (entry.copies ??= {});
  const copy = (copies[encoding] ??= {
    bytes: encoding === 'br' ? brotliCompressSync(entry.body, compressOptions('br', LEVELS.fresh.br, entry.body.length)) : gzipSync(entry.body, compressOptions('gzip', LEVELS.fresh.gzip, entry.body.length)),
    sends: 0,
    settled: false,
  });
  copy.sends += 1;
  if (!copy.settled && copy.sends >= SETTLED_AFTER) {
    copy.settled = true;
    const made = (error: Error | null, bytes: Buffer) => {
      if (!error) copy.bytes = bytes; // else the quick copy stays
    };
    const options = compressOptions(encoding, LEVELS.settled[encoding], entry.body.length);
    if (encoding === 'br') brotliCompress(entry.body, options, made);
    else gzip(entry.body, options, made);
  }
  return copy.bytes;
}

/**
 * The Cache-Control of an API read, saying who may keep its answer (and its Vary, set on `reply`). What anyone may
 * read is `public, no-cache`: any cache may keep it and asks again before each use (one version lookup here, a 304
 * while unchanged), and the site's service worker keeps exactly such answers for offline reading (host/src/sw/).
 * The rest is `private`: an Admin-only read, and any read made with credentials in `Authorization` (RFC 9111
 * section 3.5: a shared cache does not reuse an authenticated answer unless it is told it may, and it is not told).
 * Either answer depends on `Authorization` (a bad token makes it a 401, a token makes it private); a private one on
 * the session cookie too. `whenPrivate` is `no-store` for one record of private data, which no cache should hold.
 */
export function readCaching(request: FastifyRequest, reply: FastifyReply, anyone: boolean, whenPrivate: 'no-cache' | 'no-store' = 'no-cache'): string {
  const personal = !anyone || request.headers.authorization !== undefined;
  reply.header('vary', personal ? 'Authorization, Cookie' : 'Authorization');
  return personal ? `private, ${whenPrivate}` : 'public, no-cache';
}

/**
 * The caching rule of every API answer, applied as it is sent: one that sets a cookie is for that client alone, so
 * never `public` (the first read of a new visitor carries its `csrftoken`); one that says nothing (an error, the
 * caller's own `user/`) is not kept at all.
 */
export function finalCaching(reply: FastifyReply): void {
  const cacheControl = reply.getHeader('cache-control');
  if (cacheControl === undefined) reply.header('cache-control', 'no-store');
  else if (reply.hasHeader('set-cookie')) reply.header('cache-control', forOneClient(String(cacheControl)));
}

/** A Cache-Control made for one client: `public` becomes `private` (an answer that sets a cookie). */
export function forOneClient(cacheControl: string): string {
  return cacheControl.replace(/\bpublic\b/i, 'private');
}

/** Whether the client holds the answer tagged `etag` (its If-None-Match names it, or `*`). */
export function holdsEtag(request: FastifyRequest, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  return Boolean(ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*'));
}

/** The encoding `entry` is sent in to a client that prefers `preferred`: none for a body too small to gain by it. */
export function answerEncoding(entry: Entry, preferred: Encoding): Encoding {
  return entry.body.length >= COMPRESS_MIN_BYTES ? preferred : 'identity';
}

/** Sends a cached list: 304 when the client holds this version, else the body in the best accepted encoding. */
export function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry, cacheControl: string): FastifyReply {
  const vary = reply.getHeader('vary');
  reply.header('etag', entry.etag).header('cache-control', cacheControl).header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  // A 304 stands only for a 200 (a page answered 404 is sent whole).
  if (reply.statusCode === 200 && holdsEtag(request, entry.etag)) return reply.code(304).send();
  const encoding = answerEncoding(entry, preferredEncoding(request.headers['accept-encoding']));
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(entry.type).send(encoded(entry, encoding));
}
