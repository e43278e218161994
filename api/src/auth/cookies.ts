// The two cookies of a browser sign-in, named as Django names them: `sessionid` (HttpOnly, the credential) and
// `csrftoken` (readable by the page, echoed in X-CSRFToken on writes).
import { createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { SessionRow } from '../db';
import { permissionDenied } from '../errors';
import { originProblem } from '../origin';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const CSRF_COOKIE_MAX_AGE = 31_449_600; // Django's: a year

declare module 'fastify' {
  interface FastifyRequest {
    /** The csrftoken this response sets, when it sets one. */
    csrfIssued: string | null;
  }
}

function baseOptions(request: FastifyRequest) {
  // `protocol` honours X-Forwarded-Proto only when TRUST_PROXY says the proxy is trusted.
  return { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, value, { ...baseOptions(request), httpOnly: true, maxAge: maxAgeSeconds });
}

/**
 * A remote's build previewed in this browser (site/preview.ts): signed over the session's id, so it means nothing
 * without that session, and cleared with the session's cookie; a cookie of the browser's session (no Max-Age).
 */
export const PREVIEW_COOKIE = 'college_preview';

export function setPreviewCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(PREVIEW_COOKIE, value, { ...baseOptions(request), httpOnly: true });
}

export function clearPreviewCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(PREVIEW_COOKIE, { ...baseOptions(request), httpOnly: true });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...baseOptions(request), httpOnly: true });
  // Signing out ends a preview too.
  if (request.cookies[PREVIEW_COOKIE] !== undefined) clearPreviewCookie(request, reply);
}

/**
 * The CSRF token of a signed-in session. Only the server can make it (an HMAC of the session's id with
 * SECRET_KEY), so a token someone planted in the browser's cookie jar (from a sibling subdomain, or over plain
 * http) is not the session's token and every write carrying it is refused.
 */
export function sessionCsrfToken(secretKey: string, sessionId: string): string {
  return createHmac('sha256', secretKey).update(`csrf|${sessionId}`).digest('base64url');
}

const TOKEN_BYTES = 32;

/**
 * Random bytes for tokens and masks, taken from a pool filled 4 KB at a time, as Node fills `randomUUID`'s: every
 * answer to a client without cookies (a crawler, an API client) carries a new token, and every drawn page a new
 * mask, and a call into the system's generator for each was a few percent of a cached list's processor. Each byte
 * is handed out once; callers get a copy, or the text of the bytes.
 */
const pool = Buffer.alloc(4096);
let pooled = pool.length;

/** Where the next `count` bytes start in the pool, refilled first when fewer are left. */
function takeFromPool(count: number): number {
  if (pooled + count > pool.length) {
    randomFillSync(pool);
    pooled = 0;
  }
  pooled += count;
  return pooled - count;
}

function pooledRandomBytes(count: number): Buffer {
  const start = takeFromPool(count);
  return Buffer.from(pool.subarray(start, start + count));
}

/**
 * The token as a page carries it, masked afresh for each answer as Django does (`mask + (mask XOR token)`), so a
 * compressed page that also reflects what a visitor typed (a search) cannot leak it byte by byte (BREACH).
 */
export function maskCsrfToken(token: string): string {
  const secret = Buffer.from(token, 'base64url');
  const mask = pooledRandomBytes(secret.length);
  const masked = Buffer.alloc(secret.length);
  for (let i = 0; i < secret.length; i++) masked[i] = secret[i] ^ mask[i];
  return Buffer.concat([mask, masked]).toString('base64url');
}

/** The token a header or form field gave, unmasked when it was masked; null when it is no token of ours. */
export function unmaskCsrfToken(given: string): Buffer | null {
  if (!/^[\w-]+$/.test(given)) return null;
  const bytes = Buffer.from(given, 'base64url');
  if (bytes.length === TOKEN_BYTES) return bytes;
  if (bytes.length !== TOKEN_BYTES * 2) return null;
  const token = Buffer.alloc(TOKEN_BYTES);
  for (let i = 0; i < TOKEN_BYTES; i++) token[i] = bytes[i] ^ bytes[TOKEN_BYTES + i];
  return token;
}

/** Whether `given` (masked or not) is `expected`, compared in constant time. */
export function csrfTokenMatches(given: string, expected: string): boolean {
  const token = unmaskCsrfToken(given);
  const wanted = Buffer.from(expected, 'base64url');
  return token !== null && wanted.length === TOKEN_BYTES && timingSafeEqual(token, wanted);
}

/** A new random csrftoken, for a visitor's first contact. */
export function newCsrfToken(): string {
  // Written as text straight from the pool: a copy of the bytes first took as long as the rest of the token.
  const start = takeFromPool(TOKEN_BYTES);
  return pool.toString('base64url', start, start + TOKEN_BYTES);
}

/** The csrftoken cookie's attributes, over https (`secure`: the request's protocol, TRUST_PROXY honoured) or not. */
export function csrfCookieOptions(secure: boolean) {
  return { path: '/', sameSite: 'lax' as const, secure, httpOnly: false, maxAge: CSRF_COOKIE_MAX_AGE };
}

/**
 * Sets the csrftoken cookie: the session's own token for a signed-in browser (at sign-in, rotated as Django
 * does, and whenever the cookie holds anything else), a random one for a visitor's first contact.
 */
export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply, token = newCsrfToken()): string {
  reply.setCookie(CSRF_COOKIE, token, csrfCookieOptions(baseOptions(request).secure));
  request.csrfIssued = token;
  return token;
}

/**
 * The check of a cookie-authenticated write, as strong as Django's: the request comes from the site's own origin
 * (origin.ts, `Origin`, else `Referer`) and X-CSRFToken is the session's token, which the csrftoken cookie
 * carries to the page's script.
 */
export function enforceCsrf(request: FastifyRequest, config: Config, session: SessionRow): void {
  const problem = originProblem(config, request);
  if (problem) throw permissionDenied(`CSRF Failed: ${problem}`);
  if (!request.cookies[CSRF_COOKIE]) throw permissionDenied('CSRF Failed: CSRF cookie not set.');
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== 'string' || header === '') throw permissionDenied('CSRF Failed: CSRF token missing.');
  if (!csrfTokenMatches(header, sessionCsrfToken(config.secretKey, session.id))) {
    throw permissionDenied('CSRF Failed: CSRF token incorrect.');
  }
}
