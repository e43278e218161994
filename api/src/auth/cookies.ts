// The two cookies of a browser sign-in, named as Django names them: `sessionid` (HttpOnly, the credential) and
// `csrftoken` (readable by the page, echoed in X-CSRFToken on writes).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { permissionDenied } from '../errors';

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

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...baseOptions(request), httpOnly: true });
}

/** Sets a fresh csrftoken cookie (on first contact, and rotated at sign-in like Django). */
export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, { ...baseOptions(request), httpOnly: false, maxAge: CSRF_COOKIE_MAX_AGE });
  request.csrfIssued = token;
  return token;
}

/** The double-submit check for a cookie-authenticated write: X-CSRFToken must equal the csrftoken cookie. */
export function enforceCsrf(request: FastifyRequest): void {
  const cookie = request.cookies[CSRF_COOKIE];
  if (!cookie) throw permissionDenied('CSRF Failed: CSRF cookie not set.');
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== 'string' || header === '') throw permissionDenied('CSRF Failed: CSRF token missing.');
  const given = Buffer.from(header);
  const expected = Buffer.from(cookie);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw permissionDenied('CSRF Failed: CSRF token incorrect.');
  }
}
