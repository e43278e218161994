// User records: creation, the answer shape of `GET user/`, and the start-up/CLI Admin.
import type { Kysely } from 'kysely';
import { registerSchema, type User, type UserRole, validate } from 'remote_shared/schemas';
import { actorOf, auditChanges, recordAudit } from '../audit';
import type { Config, ScryptParams } from '../config';
import { type Database, isUniqueViolation, type UserRow } from '../db';
import { fillUsernameKeys, storedUsernameKey, usernameClashes } from '../db/usernameKeys';
import { mediaUrl } from '../uploads';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions } from './sessions';

/** The user as clients see it: never the password hash, the picture as a URL. */
export function toPublicUser(row: UserRow, config: Pick<Config, 'publicUrl'>): User {
  return {
    id: row.id,
    username: row.username,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    profile_picture: row.profile_picture ? mediaUrl(config, row.profile_picture) : null,
  };
}

/**
 * The user `username` names: the exact name first, else the one user whose name is the same under the username
 * rule (`ADMIN` or `ａｄｍｉｎ` for `admin`; phones capitalise the first letter). A key that several users share
 * (a clash kept from before the rule) names nobody: each of them signs in by its exact name.
 */
export async function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  const exact = await db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  if (exact) return exact;
  const key = storedUsernameKey(username);
  if (key === null) return undefined;
  const alike = await db.selectFrom('users').selectAll().where('username_key', '=', key).limit(2).execute();
  return alike.length === 1 ? alike[0] : undefined;
}

export const USERNAME_TAKEN = 'A user with that username already exists.';

/** A new username refused by the username rule, or taken under it. Its message is the API's field message. */
export class UsernameRefusedError extends Error {}

/** What the username rule says against a new name (register/'s own check), or null. */
export function newUsernameProblem(username: string): string | null {
  return validate({ username: registerSchema.username }, { username }).errors?.username?.[0] ?? null;
}

export interface NewUserFields {
  username: string;
  password: string;
  full_name?: string;
  email?: string | null;
  phone?: string | null;
  role?: UserRole;
  profile_picture?: string | null;
}

/**
 * Inserts a user with a freshly hashed password. Throws UsernameRefusedError for a name the username rule
 * refuses, and the database's unique violation for a name taken under it (by any process, at any moment).
 */
export async function createUser(db: Kysely<Database>, fields: NewUserFields, scrypt: ScryptParams, nowMs: number): Promise<UserRow> {
  const problem = newUsernameProblem(fields.username);
  const key = storedUsernameKey(fields.username);
  if (problem || key === null) throw new UsernameRefusedError(problem ?? 'Enter a valid username.');
  const now = new Date(nowMs).toISOString();
  const password = await hashPassword(fields.password, scrypt); // before the transaction: it takes a tenth of a second
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        username: fields.username,
        // The key and the row go in one statement: the unique index refuses a taken key, no window between them.
        username_key: key,
        username_clash: 0,
        password,
        full_name: fields.full_name ?? '',
        email: fields.email ?? null,
        phone: fields.phone ?? null,
        role: fields.role ?? 'General',
        profile_picture: fields.profile_picture ?? null,
        is_active: 1,
        last_login: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Whoever makes an account (a visitor registering, the operator's ADMIN_USERNAME) is its first author.
    await recordAudit(trx, [{ ...actorOf(user), action: 'create', resource: 'users', recordId: user.id, changes: auditChanges(null, auditedUser(user)) }], now);
    return user;
  });
}

/** A user as the audit trail records it: what `GET user/` shows and whether it may sign in; never the hash. */
function auditedUser(user: Pick<UserRow, 'username' | 'full_name' | 'email' | 'phone' | 'role' | 'profile_picture' | 'is_active'>): Record<string, unknown> {
  const { username, full_name, email, phone, role, profile_picture, is_active } = user;
  return { username, full_name, email, phone, role, profile_picture, is_active: is_active === 1 };
}

export type EnsureAdminResult = 'created' | 'updated' | 'unchanged';

/**
 * Makes `username` an active Admin with `password`: creates the account, or promotes an existing one and resets
 * its password. Restarting with the same ADMIN_PASSWORD changes nothing (sessions survive); a new password
 * ends the account's other sessions. The account is found as sign-in finds it (`Admin` is `admin`); a new name
 * must pass the username rule (UsernameRefusedError otherwise); an existing one is kept as it is.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  admin: { username: string; password: string; fullName?: string },
  scrypt: ScryptParams,
  nowMs: number,
): Promise<EnsureAdminResult> {
  const existing = await findUserByUsername(db, admin.username);
  if (!existing) {
    try {
      await createUser(
        db,
        { username: admin.username, password: admin.password, full_name: admin.fullName ?? admin.username, role: 'Admin' },
        scrypt,
        nowMs,
      );
    } catch (error) {
      // A clash kept from before the rule holds the key, so no single account answers to this name.
      if (isUniqueViolation(error)) throw new UsernameRefusedError(USERNAME_TAKEN);
      throw error;
    }
    return 'created';
  }
  const passwordChanged = !(await verifyPassword(admin.password, existing.password));
  const nameChanged = admin.fullName !== undefined && admin.fullName !== existing.full_name;
  if (!passwordChanged && !nameChanged && existing.role === 'Admin' && existing.is_active === 1) return 'unchanged';
  const password = passwordChanged ? await hashPassword(admin.password, scrypt) : null;
  const now = new Date(nowMs).toISOString();
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ ...(password ? { password } : {}), ...(nameChanged ? { full_name: admin.fullName } : {}), role: 'Admin', is_active: 1, updated_at: now })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changes = auditChanges(auditedUser(existing), auditedUser(updated));
    if (password) changes.password = { redacted: true };
    await recordAudit(trx, [{ ...actorOf(existing), action: 'update', resource: 'users', recordId: existing.id, changes }], now);
  });
  if (passwordChanged) await revokeUserSessions(db, existing.id, nowMs);
  return 'updated';
}

/**
 * At start: keys for users an older version wrote meanwhile, and a warning naming the users whose names are
 * one name under the rule (kept from before it). Answers the groups of usernames.
 */
export async function reportUsernameClashes(db: Kysely<Database>, log: { warn: (details: object, message: string) => void }): Promise<string[][]> {
  await fillUsernameKeys(db);
  const clashes = await usernameClashes(db);
  if (clashes.length) {
    log.warn(
      { clashes },
      'users whose names differ only in case, width or form (kept from before usernames were compared so): each signs in by its exact name only; consider renaming all but one',
    );
  }
  return clashes;
}
