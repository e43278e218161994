// What belongs to the visitor a page is sent to, never to the kept drawing: who is signed in (the header's
// control) and the CSRF token the page's forms carry.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthKind } from 'remote_shared/schemas';
import { CSRF_COOKIE, issueCsrfCookie, maskCsrfToken, SESSION_COOKIE, sessionCsrfToken, unmaskCsrfToken } from '../auth/cookies';
import { findSessionByCookie } from '../auth/sessions';
import type { Config } from '../config';
import type { Kysely } from 'kysely';
import type { Database } from '../db';

/** Who is looking: a visitor, or a signed-in user or Admin with their session. */
export async function visitorOf(db: Kysely<Database>, config: Config, request: FastifyRequest): Promise<{ auth: AuthKind; sessionId: string | null }> {
  const cookie = request.cookies[SESSION_COOKIE];
  const found = cookie ? await findSessionByCookie(db, cookie, config.now()) : null;
  if (!found) return { auth: 'visitor', sessionId: null };
  return { auth: found.user.role === 'Admin' ? 'admin' : 'user', sessionId: found.session.id };
}

/**
 * The CSRF token the page's forms carry, masked afresh for this answer: a signed-in visitor's session token (set in
 * the cookie too when it holds anything else), else the visitor's cookie token, issued on first contact.
 */
export function pageCsrfToken(config: Config, request: FastifyRequest, reply: FastifyReply, sessionId: string | null): string {
  const cookie = request.cookies[CSRF_COOKIE];
  let token: string;
  if (sessionId) {
    token = sessionCsrfToken(config.secretKey, sessionId);
    if (cookie !== token && request.csrfIssued !== token) issueCsrfCookie(request, reply, token);
  } else {
    token = request.csrfIssued || (cookie && unmaskCsrfToken(cookie)?.length === 32 ? cookie : issueCsrfCookie(request, reply));
  }
  return maskCsrfToken(token);
}
