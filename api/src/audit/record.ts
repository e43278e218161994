// Writing the audit trail: who did what to which record, and which fields changed. Every write that records
// an entry does so inside its own transaction, so an entry exists exactly when its write committed.
//
// What an entry never holds: a password or hash (any field so named: the value is left out, the change is
// marked `redacted`), and a file's contents (file fields are stored paths, so a change of file is recorded as
// the change of its path; a binary value that reached here anyway is redacted like a secret).
import type { Transaction } from 'kysely';
import type { ResourceKey } from 'remote_shared/registry';
import type { AuditAction, FieldChange } from 'remote_shared/schemas';
import type { Database, UserRow } from '../db';

export { AUDIT_ACTIONS, type AuditAction, type FieldChange } from 'remote_shared/schemas';

/** Changed fields by their API names. */
export type AuditChanges = Record<string, FieldChange>;

/** Who wrote: the signed-in user, or nobody (a visitor's contact message: both null). */
export interface AuditActor {
  userId: number | null;
  username: string | null;
}

export interface AuditEntry extends AuditActor {
  action: AuditAction;
  /** The registry key of the resource (`students`, `users`). */
  resource: ResourceKey;
  recordId: number | null;
  changes: AuditChanges;
}

/** The request's user as an entry's author. */
export function actorOf(user: Pick<UserRow, 'id' | 'username'> | null): AuditActor {
  return user ? { userId: user.id, username: user.username } : { userId: null, username: null };
}

/** Fields whose values are secrets: a password, a hash (the sessions' `secret_hash` too). */
const SECRET = /password|(^|_)hash($|_)/i;
/** Kept by every row, never a change worth recording. */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at']);

function isBinary(value: unknown): boolean {
  return value instanceof Uint8Array || value instanceof ArrayBuffer;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return (a ?? null) === (b ?? null);
  return typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The changes of a write from the record before it and after it (API field names; file fields as stored
 * paths): on create (`before` null) the fields it set, on delete (`after` null) the record's last values, on
 * update the fields whose values differ, each with its before and after. Unset (null) values are left out of a
 * create and a delete.
 */
export function auditChanges(before: Readonly<Record<string, unknown>> | null, after: Readonly<Record<string, unknown>> | null): AuditChanges {
  const changes: AuditChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (BOOKKEEPING.has(field)) continue;
    const old = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (before && after ? sameValue(old, now) : (before ? old : now) === null) continue;
    if (SECRET.test(field) || isBinary(old) || isBinary(now)) {
      changes[field] = { redacted: true };
      continue;
    }
    const change: FieldChange = {};
    if (before) change.before = old;
    if (after) change.after = now;
    changes[field] = change;
  }
  return changes;
}

/** Rows per insert: 7 values each stays far below SQLite's 32,766 bound variables and PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 500;

/**
 * Records `entries` inside the write's transaction `trx`, stamped `at` (ISO 8601 UTC, the write's own time),
 * in as few statements as the bound-variable limits allow: an import of thousands of rows records one entry per
 * row.
 */
export async function recordAudit(trx: Transaction<Database>, entries: readonly AuditEntry[], at: string = new Date().toISOString()): Promise<void> {
  for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
    const rows = entries.slice(start, start + ROWS_PER_INSERT).map((entry) => ({
      created_at: at,
      user_id: entry.userId,
      username: entry.username,
      action: entry.action,
      resource: entry.resource,
      record_id: entry.recordId,
      changes: JSON.stringify(entry.changes),
    }));
    await trx.insertInto('audit_entries').values(rows).execute();
  }
}
