// The authentication endpoints of API.md: token/, token/refresh/, logout/, user/, register/.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_TYPES, maxBytesOf, PROFILE_PICTURE } from 'remote_shared/registry';
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
import { storedUsernameKey } from '../db/usernameKeys';
import { ApiError, nonFieldError, throttled, tokenNotValid, validationError } from '../errors';
import { bodyObject, uploadedFile } from '../parsers';
import { answerOrigin } from '../origin';
import { checkUpload, removeUpload, storeUpload } from '../uploads';
import { storageOf } from '../storage';
import { clearSessionCookie, enforceCsrf, issueCsrfCookie, SESSION_COOKIE, sessionCsrfToken, setSessionCookie } from './cookies';
import { requireUser } from './guards';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import { createSession, findLiveSession, findSessionByCookie, revokeSession, rotateRefresh } from './sessions';
import {
  type Allowance,
  clientAddressKey,
  giveBackAllowance,
  recordHit,
  resetThrottle,
  takeAllowance,
  takeAllowances,
  throttleWait,
  type ThrottleRule,
} from './throttle';
import { signToken, verifyToken } from './tokens';
import { createUser, findUserByUsername, toPublicUser } from './users';

/** The register form's picture: its limit and formats are the registry's, as the form's hint says. */
export const PROFILE_PICTURE_MAX_BYTES = maxBytesOf(PROFILE_PICTURE);
const BAD_CREDENTIALS = 'No active account found with the given credentials';
const BAD_REFRESH = 'Token is invalid or expired';
const USERNAME_TAKEN = 'A user with that username already exists.';
/** The one key of site-wide counters. */
const SITE = '*';

/** `12 minutes`, `40 seconds`: a wait as a person reads it. */
function inWords(seconds: number): string {
  const [amount, unit] = seconds >= 60 ? [Math.ceil(seconds / 60), 'minute'] : [Math.max(1, Math.ceil(seconds)), 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * New accounts' pictures are over the site's hourly allowance. A field error (400, with Retry-After as a hint),
 * not a 429: the forms show it beside the picture, and registering without one still works right now.
 */
function picturesFull(waitSeconds: number): ApiError {
  const message = `The site is taking no more new profile pictures for now. Register without a picture, or try again in ${inWords(waitSeconds)}.`;
  return new ApiError(400, { profile_picture: [message] }, { 'retry-after': String(Math.max(1, Math.ceil(waitSeconds))) });
}

export default async function authRoutes(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { config } = options;
  const { db } = app;
  // Login attempts count per username-and-address pair and per address: someone guessing a password slows only
  // their own address, never the account's owner signing in from another. Site-wide failures only add a delay.
  const loginByPair: ThrottleRule = { scope: 'login-pair', ...config.loginPairRate };
  const loginByAddress: ThrottleRule = { scope: 'login-address', ...config.loginAddressRate };
  const loginSiteWide: ThrottleRule = { scope: 'login-site', limit: config.loginSpray.limit, windowSeconds: config.loginSpray.windowSeconds };
  const registerByAddress: ThrottleRule = { scope: 'register-address', ...config.registerRate };
  // Counted in KiB: the counter is a 32-bit integer on PostgreSQL, and bytes would overflow past 2 GB.
  const pictureKiB: ThrottleRule = {
    scope: 'register-picture-kib',
    limit: Math.floor(config.registerPictureRate.bytes / 1024),
    windowSeconds: config.registerPictureRate.windowSeconds,
  };

  function accessTokenFor(session: SessionRow, now: number): string {
    const expiresAt = Math.min(now + config.accessTokenLifetimeSeconds * 1000, Date.parse(session.expires_at));
    return signToken({ typ: 'access', userId: session.user_id, sessionId: session.id, expiresAt }, config.secretKey, now);
  }

  function refreshTokenFor(session: SessionRow, now: number): string {
    return signToken(
      { typ: 'refresh', userId: session.user_id, sessionId: session.id, expiresAt: Date.parse(session.expires_at), generation: session.refresh_generation },
      config.secretKey,
      now,
    );
  }

  /** The live session a refresh token names and the generation it was made at, or a 401 (simplejwt's answer). */
  async function sessionOfRefreshToken(token: unknown, now: number): Promise<{ session: SessionRow; generation: number }> {
    if (typeof token !== 'string' || token.trim() === '') {
      throw validationError({ refresh: [token === null ? 'This field may not be null.' : 'This field may not be blank.'] });
    }
    const claims = verifyToken(token.trim(), 'refresh', config.secretKey, now);
    const found = claims && (await findLiveSession(db, claims.sid, now, Number(claims.sub)));
    if (!found) throw tokenNotValid(BAD_REFRESH);
    return { session: found.session, generation: claims.gen ?? 0 };
  }

  /**
   * Rotates a refresh token (simplejwt's ROTATE_REFRESH_TOKENS with BLACKLIST_AFTER_ROTATION): the token given is
   * spent and a new one comes back. A spent token presented again means two holders (a thief, or the owner after
   * the thief): the session ends for both, cookie and access tokens included.
   */
  async function rotate(token: unknown, now: number): Promise<{ access: string; refresh: string }> {
    const { session, generation } = await sessionOfRefreshToken(token, now);
    if (!(await rotateRefresh(db, session.id, generation, now))) {
      await revokeSession(db, session.id, now);
      throw tokenNotValid(BAD_REFRESH);
    }
    const rotated = { ...session, refresh_generation: generation + 1 };
    return { access: accessTokenFor(rotated, now), refresh: refreshTokenFor(rotated, now) };
  }

  /** Past the site-wide failures of LOGIN_SPRAY_RATE every login waits a little: a delay, never a refusal. */
  async function slowDownWhileSprayed(now: number): Promise<void> {
    if (config.loginSpray.delayMs > 0 && (await throttleWait(db, loginSiteWide, SITE, now))) await sleep(config.loginSpray.delayMs);
  }

  /** REGISTER_RATE: an address that made its accounts for this window is refused before its body is read. */
  async function refuseThrottledRegistration(request: FastifyRequest): Promise<void> {
    const wait = await throttleWait(db, registerByAddress, clientAddressKey(request.ip), config.now());
    if (wait) throw throttled(wait);
  }

  // Sign-in. No authentication of its own (a stale token must not block a fresh login), so no CSRF either.
  app.post('/token/', { config: { skipAuth: true } }, async (request, reply) => {
    const { values, errors } = validate(loginSchema, bodyObject(request));
    if (errors) throw validationError(errors);
    const username = String(values.username);
    const password = String(values.password);
    const now = config.now();
    const address = clientAddressKey(request.ip);
    // One pair per name under the username rule: `Target`, `ＴＡＲＧＥＴ` and a Cyrillic look-alike count together.
    const pairKey = `${address} ${storedUsernameKey(username) ?? username}`;
    // Each attempt is counted before its password is checked, so a burst of concurrent guesses cannot pass the
    // limits together; a right password then takes its attempt back.
    const attempt = await takeAllowances(db, [[loginByPair, pairKey], [loginByAddress, address]], now);
    if (!attempt.taken) throw throttled(attempt.wait);
    const [, addressAttempt] = attempt.taken;
    await slowDownWhileSprayed(now);

    const user = await findUserByUsername(db, username);
    const passwordOk = user ? await verifyPassword(password, user.password) : await verifyAgainstDummy(password, config.scrypt);
    if (!user || !passwordOk || user.is_active !== 1) {
      await recordHit(db, loginSiteWide, SITE, now);
      throw new ApiError(401, { detail: BAD_CREDENTIALS });
    }
    // Only failures count. The owner's earlier mistakes from this address are forgiven; the address's failures
    // under other names are not (knowing one password must not buy more guesses at others).
    await resetThrottle(db, loginByPair, pairKey);
    await giveBackAllowance(db, addressAttempt);
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
    issueCsrfCookie(request, reply, sessionCsrfToken(config.secretKey, session.id)); // rotated at sign-in, as Django does
    return { access: accessTokenFor(session, now), refresh: refreshTokenFor(session, now) };
  });

  // A new access token, from `{refresh}` or, for the browser client that keeps only the access token, from its
  // session cookie (then it is a cookie-authenticated write and needs the CSRF header).
  app.post('/token/refresh/', { config: { skipAuth: true } }, async (request, reply) => {
    const body = bodyObject(request);
    const now = config.now();
    if (body.refresh !== undefined) return rotate(body.refresh, now);
    const cookie = request.cookies[SESSION_COOKIE];
    if (!cookie) throw validationError({ refresh: ['This field is required.'] });
    const found = await findSessionByCookie(db, cookie, now);
    if (!found) {
      clearSessionCookie(request, reply);
      throw tokenNotValid(BAD_REFRESH);
    }
    enforceCsrf(request, config, found.session);
    return { access: accessTokenFor(found.session, now) };
  });

  // Ends the caller's session (bearer or cookie) and the one a given refresh token names. Idempotent: a caller
  // whose session already ended still gets its cookie cleared.
  app.post('/logout/', async (request, reply) => {
    const body = bodyObject(request);
    const now = config.now();
    const ended = new Set<string>();
    // Any refresh token of the session ends it, a spent one too.
    if (body.refresh !== undefined) ended.add((await sessionOfRefreshToken(body.refresh, now)).session.id);
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

  app.get('/user/', { onRequest: requireUser }, async (request) => toPublicUser(request.user!, { publicUrl: answerOrigin(config, request) }));

  app.post('/register/', { onRequest: refuseThrottledRegistration, config: { uploadLimits: { profile_picture: PROFILE_PICTURE_MAX_BYTES } } }, async (request, reply) => {
    const body = bodyObject(request);
    const now = config.now();
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
    const checked = picture && checkUpload(picture, { field: 'profile_picture', folder: 'profiles', maxBytes: PROFILE_PICTURE_MAX_BYTES, kinds: FILE_TYPES[PROFILE_PICTURE.type].kinds });

    // Counted only now, when an account is about to be made (refused forms cost nothing), and given back below
    // if none is; taken atomically, so concurrent requests from one address cannot together pass the limit.
    const registration = await takeAllowance(db, registerByAddress, clientAddressKey(request.ip), now);
    if (!registration.taken) throw throttled(registration.wait);
    let pictureAllowance: Allowance | null = null;
    let stored: string | null = null;
    try {
      if (checked) {
        const pictureTaken = await takeAllowance(db, pictureKiB, SITE, now, Math.ceil(checked.data.length / 1024));
        if (!pictureTaken.taken) throw picturesFull(pictureTaken.wait);
        pictureAllowance = pictureTaken.taken;
        stored = await storeUpload(storageOf(config), checked);
      }
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
        now,
      );
      return reply.code(201).send(toPublicUser(user, { publicUrl: answerOrigin(config, request) }));
    } catch (error) {
      await removeUpload(storageOf(config), stored);
      await giveBackAllowance(db, pictureAllowance);
      await giveBackAllowance(db, registration.taken);
      if (isUniqueViolation(error)) throw validationError({ username: [USERNAME_TAKEN] });
      throw error;
    }
  });
}
