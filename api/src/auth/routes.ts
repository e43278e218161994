// The authentication endpoints of API.md: token/, token/refresh/, logout/, user/, register/.
import type { FastifyInstance } from 'fastify';
import {
  type FieldErrors,
  loginSchema,
  passwordProblems,
  registerSchema,
  USERNAME_MESSAGE,
  USERNAME_PATTERN,
  validate,
} from 'remote_shared/schemas';
import type { Config } from '../config';
import { isUniqueViolation, type SessionRow } from '../db';
import { ApiError, nonFieldError, throttled, tokenNotValid, validationError } from '../errors';
import { bodyObject, uploadedFile } from '../parsers';
import { checkUpload, IMAGE_KINDS, removeUpload, storeUpload } from '../uploads';
import { clearSessionCookie, enforceCsrf, issueCsrfCookie, SESSION_COOKIE, setSessionCookie } from './cookies';
import { requireUser } from './guards';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import { createSession, findLiveSession, findSessionByCookie, revokeSession } from './sessions';
import { recordHit, resetThrottle, throttleWait, type ThrottleRule } from './throttle';
import { signToken, verifyToken } from './tokens';
import { createUser, findUserByUsername, toPublicUser } from './users';

export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
const BAD_CREDENTIALS = 'No active account found with the given credentials';
const BAD_REFRESH = 'Token is invalid or expired';
const USERNAME_TAKEN = 'A user with that username already exists.';

export default async function authRoutes(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { config } = options;
  const { db } = app;
  const byUsername: ThrottleRule = { scope: 'login-username', limit: config.loginFailuresAllowed, windowSeconds: config.loginThrottleWindowSeconds };
  const byAddress: ThrottleRule = { scope: 'login-address', limit: config.loginFailuresAllowed, windowSeconds: config.loginThrottleWindowSeconds };

  function accessTokenFor(session: SessionRow, now: number): string {
    const expiresAt = Math.min(now + config.accessTokenLifetimeSeconds * 1000, Date.parse(session.expires_at));
    return signToken({ typ: 'access', userId: session.user_id, sessionId: session.id, expiresAt }, config.secretKey, now);
  }

  function refreshTokenFor(session: SessionRow, now: number): string {
    return signToken({ typ: 'refresh', userId: session.user_id, sessionId: session.id, expiresAt: Date.parse(session.expires_at) }, config.secretKey, now);
  }

  /** The live session a refresh token names, or a 401 (simplejwt's answer for a bad refresh). */
  async function sessionOfRefreshToken(token: unknown, now: number): Promise<SessionRow> {
    if (typeof token !== 'string' || token.trim() === '') {
      throw validationError({ refresh: [token === null ? 'This field may not be null.' : 'This field may not be blank.'] });
    }
    const claims = verifyToken(token.trim(), 'refresh', config.secretKey, now);
    const found = claims && (await findLiveSession(db, claims.sid, now, Number(claims.sub)));
    if (!found) throw tokenNotValid(BAD_REFRESH);
    return found.session;
  }

  // Sign-in. No authentication of its own (a stale token must not block a fresh login), so no CSRF either.
  app.post('/token/', { config: { skipAuth: true } }, async (request, reply) => {
    const { values, errors } = validate(loginSchema, bodyObject(request));
    if (errors) throw validationError(errors);
    const username = String(values.username);
    const password = String(values.password);
    const now = config.now();
    const usernameKey = username.toLowerCase();
    const wait = Math.max(await throttleWait(db, byUsername, usernameKey, now), await throttleWait(db, byAddress, request.ip, now));
    if (wait) throw throttled(wait);

    const user = await findUserByUsername(db, username);
    const passwordOk = user ? await verifyPassword(password, user.password) : await verifyAgainstDummy(password, config.scrypt);
    if (!user || !passwordOk || user.is_active !== 1) {
      await recordHit(db, byUsername, usernameKey, now);
      await recordHit(db, byAddress, request.ip, now);
      throw new ApiError(401, { detail: BAD_CREDENTIALS });
    }
    await resetThrottle(db, byUsername, usernameKey);
    await db
      .updateTable('users')
      .set({
        last_login: new Date(now).toISOString(),
        // A hash made with a lower cost than today's is upgraded while the password is at hand.
        ...(needsRehash(user.password, config.scrypt) ? { password: await hashPassword(password, config.scrypt) } : {}),
      })
      .where('id', '=', user.id)
      .execute();

    // The browser's previous session, if any, ends: its cookie is about to be replaced.
    const previous = request.cookies[SESSION_COOKIE] && (await findSessionByCookie(db, request.cookies[SESSION_COOKIE], now));
    if (previous) await revokeSession(db, previous.session.id, now);
    const { session, cookieValue } = await createSession(db, user.id, config.sessionLifetimeSeconds, now);
    setSessionCookie(request, reply, cookieValue, config.sessionLifetimeSeconds);
    issueCsrfCookie(request, reply); // rotated at sign-in, as Django does
    return { access: accessTokenFor(session, now), refresh: refreshTokenFor(session, now) };
  });

  // A new access token, from `{refresh}` or, for the browser client that keeps only the access token, from its
  // session cookie (then it is a cookie-authenticated write and needs the CSRF header).
  app.post('/token/refresh/', { config: { skipAuth: true } }, async (request, reply) => {
    const body = bodyObject(request);
    const now = config.now();
    if (body.refresh !== undefined) return { access: accessTokenFor(await sessionOfRefreshToken(body.refresh, now), now) };
    const cookie = request.cookies[SESSION_COOKIE];
    if (!cookie) throw validationError({ refresh: ['This field is required.'] });
    const found = await findSessionByCookie(db, cookie, now);
    if (!found) {
      clearSessionCookie(request, reply);
      throw tokenNotValid(BAD_REFRESH);
    }
    enforceCsrf(request);
    return { access: accessTokenFor(found.session, now) };
  });

  // Ends the caller's session (bearer or cookie) and the one a given refresh token names. Idempotent: a caller
  // whose session already ended still gets its cookie cleared.
  app.post('/logout/', async (request, reply) => {
    const body = bodyObject(request);
    const now = config.now();
    const ended = new Set<string>();
    if (body.refresh !== undefined) ended.add((await sessionOfRefreshToken(body.refresh, now)).id);
    if (request.session) ended.add(request.session.id);
    // Signed out by bearer token: the browser's cookie session (cleared below) ends too.
    const cookie = request.cookies[SESSION_COOKIE];
    if (request.authMethod !== 'session' && cookie) {
      const found = await findSessionByCookie(db, cookie, now);
      if (found) ended.add(found.session.id);
    }
    for (const id of ended) await revokeSession(db, id, now);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  app.get('/user/', { onRequest: requireUser }, async (request) => toPublicUser(request.user!, config));

  app.post('/register/', { config: { uploadLimits: { profile_picture: PROFILE_PICTURE_MAX_BYTES } } }, async (request, reply) => {
    const body = bodyObject(request);
    const { values, errors } = validate(registerSchema, body);
    const fieldErrors: FieldErrors = { ...errors };
    if (typeof values.password === 'string') {
      const problems = passwordProblems(values.password, {
        username: typeof values.username === 'string' ? values.username : null,
        full_name: typeof values.full_name === 'string' ? values.full_name : null,
        email: typeof values.email === 'string' ? values.email : null,
      });
      if (problems.length) fieldErrors.password = [...(fieldErrors.password ?? []), ...problems];
    }
    if (typeof values.username === 'string' && !fieldErrors.username) {
      if (!USERNAME_PATTERN.test(values.username)) fieldErrors.username = [USERNAME_MESSAGE];
      else if (await findUserByUsername(db, values.username)) fieldErrors.username = [USERNAME_TAKEN];
    }
    if (Object.keys(fieldErrors).length) throw validationError(fieldErrors);
    if (values.password !== values.confirm_password) throw nonFieldError('Passwords do not match.');

    // The picture is checked in full before anything is written; a refused one leaves nothing behind.
    const picture = uploadedFile(request, 'profile_picture');
    const checked = picture && checkUpload(picture, { field: 'profile_picture', folder: 'profiles', maxBytes: PROFILE_PICTURE_MAX_BYTES, kinds: IMAGE_KINDS });
    const stored = checked ? await storeUpload(config.mediaRoot, checked) : null;
    try {
      const user = await createUser(
        db,
        {
          username: String(values.username),
          password: String(values.password),
          full_name: String(values.full_name),
          email: (values.email as string | null | undefined) ?? null,
          phone: (values.phone as string | null | undefined) ?? null,
          role: 'General', // never from the request
          profile_picture: stored,
        },
        config.scrypt,
        config.now(),
      );
      return reply.code(201).send(toPublicUser(user, config));
    } catch (error) {
      await removeUpload(config.mediaRoot, stored);
      if (isUniqueViolation(error)) throw validationError({ username: [USERNAME_TAKEN] });
      throw error;
    }
  });
}
