// Server-side sessions: one row per sign-in. The cookie holds `<id>.<secret>`; only a hash of the secret is
// stored, so a leaked database does not hand out live cookies. Tokens name the session, so revoking it
// (logout, or a refresh token used twice) ends the cookie, the refresh token and every access token at once.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '../db';

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  lifetimeSeconds: number,
  nowMs: number,
): Promise<{ session: SessionRow; cookieValue: string }> {
  const secret = randomBytes(32).toString('base64url');
  const session: SessionRow = {
    id: randomBytes(18).toString('base64url'),
    user_id: userId,
    secret_hash: hashSecret(secret),
    created_at: new Date(nowMs).toISOString(),
    expires_at: new Date(nowMs + lifetimeSeconds * 1000).toISOString(),
    revoked_at: null,
    refresh_generation: 0,
  };
  await db.insertInto('sessions').values(session).execute();
  return { session, cookieValue: `${session.id}.${secret}` };
}

/** The live session `sessionId` of user `userId` (not revoked, not expired, user active) with its user. */
export async function findLiveSession(
  db: Kysely<Database>,
  sessionId: string,
  nowMs: number,
  userId?: number,
): Promise<Authenticated | null> {
  let query = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.secret_hash as session_secret_hash',
      'sessions.created_at as session_created_at',
      'sessions.expires_at as session_expires_at',
      'sessions.revoked_at as session_revoked_at',
      'sessions.refresh_generation as session_refresh_generation',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date(nowMs).toISOString())
    .where('users.is_active', '=', 1);
  if (userId !== undefined) query = query.where('users.id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const { session_id, session_secret_hash, session_created_at, session_expires_at, session_revoked_at, session_refresh_generation, ...user } = row;
  return {
    user,
    session: {
      id: session_id,
      user_id: user.id,
      secret_hash: session_secret_hash,
      created_at: session_created_at,
      expires_at: session_expires_at,
      revoked_at: session_revoked_at,
      refresh_generation: session_refresh_generation,
    },
  };
}

/** The session a `sessionid` cookie value names, when its secret matches and it is live. */
export async function findSessionByCookie(db: Kysely<Database>, cookieValue: string, nowMs: number): Promise<Authenticated | null> {
  const dot = cookieValue.indexOf('.');
  // Only what createSession makes (base64url): anything else, a NUL among it, never reaches the database.
  if (dot <= 0 || cookieValue.length > 200 || !/^[\w-]+$/.test(cookieValue.slice(0, dot))) return null;
  const found = await findLiveSession(db, cookieValue.slice(0, dot), nowMs);
  if (!found) return null;
  const given = Buffer.from(hashSecret(cookieValue.slice(dot + 1)));
  const stored = Buffer.from(found.session.secret_hash);
  return given.length === stored.length && timingSafeEqual(given, stored) ? found : null;
}

/**
 * Moves a live session from refresh generation `from` to the next one, as one compare-and-set: of two uses of
 * the same refresh token, in any processes, at most one succeeds. Answers whether this one did.
 */
export async function rotateRefresh(db: Kysely<Database>, sessionId: string, from: number, nowMs: number): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ refresh_generation: from + 1 })
    .where('id', '=', sessionId)
    .where('refresh_generation', '=', from)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(nowMs).toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, nowMs: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(nowMs).toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user (password reset, deactivation). */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, nowMs: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(nowMs).toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Deletes sessions that ended more than a day ago and stale throttle counters; run periodically. */
export async function pruneExpired(db: Kysely<Database>, nowMs: number): Promise<void> {
  const dayAgo = new Date(nowMs - 86_400_000).toISOString();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .execute();
  await db.deleteFrom('throttle_counters').where('window_start', '<', dayAgo).execute();
}
