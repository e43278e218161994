// The typed shape of the database, for Kysely. Timestamps are ISO 8601 UTC text (`2025-01-31T09:30:00.000Z`)
// on both SQLite and PostgreSQL: one representation, sortable as text, identical in JSON answers.
// Booleans are integers 0/1 because better-sqlite3 cannot bind JavaScript booleans.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { UserRole } from 'remote_shared/schemas';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** `scrypt$N$r$p$salt$hash`, see auth/passwords.ts. */
  password: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  role: UserRole;
  /** Path under MEDIA_ROOT (`profiles/ab12.webp`), turned into a URL when answered. */
  profile_picture: string | null;
  is_active: ColumnType<number, number | undefined, number>;
  last_login: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** Random, unguessable: it travels inside tokens and the cookie. */
  id: string;
  user_id: number;
  /** SHA-256 of the cookie's secret half; the secret itself is never stored. */
  secret_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface ThrottleCountersTable {
  scope: string;
  key: string;
  window_start: string;
  count: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  throttle_counters: ThrottleCountersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
