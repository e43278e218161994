// User records: creation, the answer shape of `GET user/`, and the start-up/CLI Admin.
import type { Kysely } from 'kysely';
import type { User, UserRole } from 'remote_shared/schemas';
import type { Config, ScryptParams } from '../config';
import type { Database, UserRow } from '../db';
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

export async function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
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

/** Inserts a user with a freshly hashed password. Throws the database's unique violation on a taken username. */
export async function createUser(db: Kysely<Database>, fields: NewUserFields, scrypt: ScryptParams, nowMs: number): Promise<UserRow> {
  const now = new Date(nowMs).toISOString();
  return db
    .insertInto('users')
    .values({
      username: fields.username,
      password: await hashPassword(fields.password, scrypt),
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
}

export type EnsureAdminResult = 'created' | 'updated' | 'unchanged';

/**
 * Makes `username` an active Admin with `password`: creates the account, or promotes an existing one and resets
 * its password. Restarting with the same ADMIN_PASSWORD changes nothing (sessions survive); a new password
 * ends the account's other sessions.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  admin: { username: string; password: string; fullName?: string },
  scrypt: ScryptParams,
  nowMs: number,
): Promise<EnsureAdminResult> {
  const existing = await findUserByUsername(db, admin.username);
  if (!existing) {
    await createUser(
      db,
      { username: admin.username, password: admin.password, full_name: admin.fullName ?? admin.username, role: 'Admin' },
      scrypt,
      nowMs,
    );
    return 'created';
  }
  const passwordChanged = !(await verifyPassword(admin.password, existing.password));
  const nameChanged = admin.fullName !== undefined && admin.fullName !== existing.full_name;
  if (!passwordChanged && !nameChanged && existing.role === 'Admin' && existing.is_active === 1) return 'unchanged';
  await db
    .updateTable('users')
    .set({
      ...(passwordChanged ? { password: await hashPassword(admin.password, scrypt) } : {}),
      ...(nameChanged ? { full_name: admin.fullName } : {}),
      role: 'Admin',
      is_active: 1,
      updated_at: new Date(nowMs).toISOString(),
    })
    .where('id', '=', existing.id)
    .execute();
  if (passwordChanged) await revokeUserSessions(db, existing.id, nowMs);
  return 'updated';
}
