// The site's own origin (scheme, host and port), for the absolute URLs of feeds, sitemaps and page metadata.
// As Django does it: PUBLIC_URL when set; else the request's Host, but only when its name is one of the allowed
// hosts (ALLOWED_HOSTS), so a forged Host header never ends up in a link a crawler or a cache keeps.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';

/** A host header as Django accepts it: a name or an IPv4 address, or an IPv6 address in brackets, then a port. */
const HOST_PATTERN = /^([a-z0-9.-]+|\[[a-f0-9]*:[a-f0-9.:]+\])(?::([0-9]+))?$/;

/**
 * The name part of a Host header (lower case, without the port and a trailing dot; IPv6 keeps its brackets),
 * or null when the header is not a well-formed host.
 */
export function hostName(host: string): string | null {
  const match = HOST_PATTERN.exec(host.trim().toLowerCase());
  if (!match) return null;
  const name = match[1].endsWith('.') ? match[1].slice(0, -1) : match[1];
  return name === '' ? null : name;
}

/**
 * Whether `name` (from hostName) matches one of `allowed`: `*` matches any, `.example.com` matches example.com
 * and its subdomains, anything else matches exactly (case-insensitively).
 */
export function hostAllowed(name: string, allowed: readonly string[]): boolean {
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    if (p === '*') return true;
    if (p.startsWith('.')) return name.endsWith(p) || name === p.slice(1);
    return name === p;
  });
}

/**
 * `https://college.example.edu` (PUBLIC_URL, which may carry a path) when set; else the request's own
 * `protocol://host[:port]` when its host is allowed; else null: the caller must not make absolute URLs.
 */
export function siteOrigin(config: Config, request: FastifyRequest): string | null {
  if (config.publicUrl) return config.publicUrl;
  const host = request.host.trim().toLowerCase();
  const name = hostName(host);
  if (name === null || !hostAllowed(name, config.allowedHosts)) return null;
  return `${request.protocol}://${host}`;
}

/** The header by which the page renderer's own reads (render/) name the origin the page is drawn for ('' for none). */
export const ANSWER_ORIGIN_HEADER = 'x-college-answer-origin';

/**
 * The origin of the file URLs in an API answer, as Django REST Framework's build_absolute_uri makes them: the
 * site's origin (siteOrigin: PUBLIC_URL, else the request's Host when allowed), or null, when URLs stay relative
 * (`/media/…`). The page renderer's reads, made in-process, name the origin of the page they draw.
 */
export function answerOrigin(config: Config, request: FastifyRequest): string | null {
  const named = request.headers[ANSWER_ORIGIN_HEADER];
  if (typeof named === 'string' && isInternalCall(request)) return named === '' ? null : named;
  return siteOrigin(config, request);
}

/** The site's own origins, as a browser writes them (`http://localhost:80` is `http://localhost`): the request's, and PUBLIC_URL's. */
export function ownOrigins(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string[] {
  const origins: string[] = [];
  for (const url of [`${request.protocol}://${request.host}`, config.publicUrl]) {
    try {
      if (url) origins.push(new URL(url).origin);
    } catch {
      // a Host header that is no host: not an origin of ours
    }
  }
  return origins;
}

/**
 * The header by which this process's own in-process calls (site/forms.ts posting a plain form through the API,
 * after checking the form's origin itself) pass the origin check. Its value is a secret of this process.
 */
export const INTERNAL_CALL_HEADER = 'x-college-internal-call';
export const INTERNAL_CALL_SECRET = randomBytes(24).toString('base64url');

/** A request the server made of itself (render/, forms.ts), carrying the process's secret. */
export function isInternalCall(request: FastifyRequest): boolean {
  const given = request.headers[INTERNAL_CALL_HEADER];
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(INTERNAL_CALL_SECRET);
  return a.length === b.length && timingSafeEqual(a, b);
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Why a write is not from one of the site's own pages, in Django's words, or null when it is: its `Origin` must
 * be ours; without one its `Referer` must be; without either, a request over https is refused (as Django does),
 * over plain http it passes (a browser always sends `Origin` with a cross-site write).
 */
export function originProblem(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string | null {
  if (isInternalCall(request)) return null;
  const own = ownOrigins(config, request);
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    const from = origin === 'null' ? null : originOf(origin);
    return from !== null && own.includes(from) ? null : `Origin checking failed - ${origin} does not match any trusted origins.`;
  }
  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer !== '') {
    const from = originOf(referer);
    if (from === null) return 'Referer checking failed - Referer is malformed.';
    return own.includes(from) ? null : `Referer checking failed - ${referer} does not match any trusted origins.`;
  }
  return request.protocol === 'https' ? 'Referer checking failed - no Referer.' : null;
}

/**
 * A redirect target taken from a request (a `Referer`, a `next` parameter, a form field) reduced to a path on the
 * site itself: an absolute URL on one of `own` origins, or a path (`/notice?page=2`), answered as its path and
 * query. Anything else is `/`: another origin, `//host` and `/\host` (which browsers read as another host),
 * their percent-encoded forms (`/%2F%2Fhost`, `/%5Chost`), control characters and white space (the URL parser
 * drops them, so `/\t/host` would become `//host`), and text that is no URL.
 */
export function sitePath(target: unknown, own: readonly string[]): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (typeof target !== 'string' || target === '' || /[\u0000-\u0020\u007f-\u009f]/.test(target)) return '/';
  let url: URL;
  try {
    if (target.startsWith('/')) {
      if (/^\/[/\\]/.test(target) || own.length === 0) return '/';
      url = new URL(target, `${own[0]}/`);
      if (url.origin !== new URL(own[0]).origin) return '/';
    } else {
      url = new URL(target);
      if (!own.includes(url.origin)) return '/';
    }
  } catch {
    return '/';
  }
  const path = url.pathname + url.search;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return '/';
  }
  // Decoded once more too, for a target encoded twice by whoever built it.
  const twice = (() => {
    try {
      return decodeURIComponent(decoded);
    } catch {
      return decoded;
    }
  })();
  return [path, decoded, twice].some((form) => /^[/\\][/\\]/.test(form)) ? '/' : path;
}
