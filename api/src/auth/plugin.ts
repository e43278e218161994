// Who is calling: every /api/ route (unless it opts out with `config: { skipAuth: true }`) is authenticated
// before its body is read, by `Authorization: Bearer <access>` or by the session cookie. A cookie-authenticated
// write must pass the CSRF check. Anonymous callers pass through; guards (guards.ts) decide what they may do.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { SessionRow, UserRow } from '../db';
import { ApiError, tokenNotValid } from '../errors';
import { CSRF_COOKIE, enforceCsrf, issueCsrfCookie, SESSION_COOKIE, sessionCsrfToken } from './cookies';
import { isSafeMethod } from './guards';
import { findLiveSession, findSessionByCookie } from './sessions';
import { verifyToken } from './tokens';

export type AuthMethod = 'bearer' | 'session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous caller. */
    user: UserRow | null;
    /** The session the caller authenticated with (bearer tokens name theirs). */
    session: SessionRow | null;
    authMethod: AuthMethod | null;
  }
  interface FastifyContextConfig {
    /** The route authenticates by itself (token/, token/refresh/) or needs no caller at all. */
    skipAuth?: boolean;
  }
}

async function authenticate(request: FastifyRequest, config: Config): Promise<void> {
  const { db } = request.server;
  const now = config.now();
  const header = request.headers.authorization;
  if (header) {
    const [scheme, token, ...extra] = header.trim().split(/\s+/);
    if (scheme.toLowerCase() === 'bearer') {
      if (!token || extra.length) {
        throw new ApiError(401, { detail: 'Authorization header must contain two space-delimited values', code: 'bad_authorization_header' });
      }
      const claims = verifyToken(token, 'access', config.secretKey, now);
      const found = claims && (await findLiveSession(db, claims.sid, now, Number(claims.sub)));
      if (!found) throw tokenNotValid();
      request.user = found.user;
      request.session = found.session;
      request.authMethod = 'bearer';
      return;
    }
    // Other schemes (Basic…) are not ours: like DRF, fall through to the cookie.
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) {
    // A stale or forged cookie just leaves the caller anonymous, as in Django.
    const found = await findSessionByCookie(db, cookie, now);
    if (found) {
      request.user = found.user;
      request.session = found.session;
      request.authMethod = 'session';
    }
  }
}

async function authPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { config } = options;
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('authMethod', null);
  app.decorateRequest('csrfIssued', null);

  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api/') || route.config.skipAuth) return;
    await authenticate(request, config);
    if (request.authMethod === 'session' && !isSafeMethod(request.method)) enforceCsrf(request, config, request.session!);
  });

  // The first API answer or HTML page a browser gets carries a csrftoken, so its first form post has one. A
  // signed-in browser whose cookie holds anything but its session's token (planted, or from before) gets the
  // right one back, so its next write works.
  const issueCsrfCookieIfNeeded = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.csrfIssued) return;
    const session = request.session;
    const cookie = request.cookies[CSRF_COOKIE];
    if (session && request.cookies[SESSION_COOKIE]?.startsWith(`${session.id}.`)) {
      const token = sessionCsrfToken(config.secretKey, session.id);
      if (cookie !== token) issueCsrfCookie(request, reply, token);
      return;
    }
    if (cookie) return;
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (request.url.startsWith('/api/') || contentType.startsWith('text/html')) issueCsrfCookie(request, reply);
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    issueCsrfCookieIfNeeded(request, reply);
    done(null, payload);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['@fastify/cookie'] });
