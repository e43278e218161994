// Each user's username key (usernameKey of remote_shared/schemas: NFKC, case-folded; then letters of other
// scripts that look like Latin as that Latin, lookAlikes.ts), kept in users.username_key under a partial unique
// index (migrations 0004 and 0010). The index, not a check made before writing, is what keeps two
// processes from creating `admin` and `Admin` at once: the later insert fails as a unique violation.
// Users that already clashed before the rule are kept: the oldest holds the key; each later one is marked
// username_clash = 1, stays outside the unique index, signs in by its exact name and is reported at start.
import type { Kysely } from 'kysely';
import { usernameKey } from 'remote_shared/schemas';
import { withLatinLookAlikes } from './lookAlikes';
import { isUniqueViolation } from './portable';

/**
 * Longest key stored: a PostgreSQL index entry holds about 2,700 bytes. A new name is at most 150 letters after
 * NFKC; case folding at most triples that and a look-alike letter is at most two Latin letters, so nearly every
 * name fits. A longer key is not kept: a name from before the rule keeps none (it cannot equal any short key
 * anyway) and signs in by its exact name; a new one is refused.
 */
export const USERNAME_KEY_MAX_LENGTH = 600;

/** A key as it can be stored: null when it is longer than an index entry takes. */
export function storableKey(key: string): string | null {
  return [...key].length <= USERNAME_KEY_MAX_LENGTH ? key : null;
}

export function storedUsernameKey(username: string): string | null {
  return storableKey(withLatinLookAlikes(usernameKey(username)));
}

/**
 * Gives every user without a key its key, oldest first: the migration's back-fill, and at start the users an
 * older version of the server wrote during a rolling deploy. A key already held marks the user a clash.
 * Answers how many users were given a key. `keyOf` is for a migration's down step, which restores an older key.
 */
export async function fillUsernameKeys(db: Kysely<any>, keyOf: (username: string) => string | null = storedUsernameKey): Promise<number> {
  const rows: { id: number; username: string }[] = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username_key', 'is', null)
    .orderBy('id')
    .execute();
  let filled = 0;
  for (const row of rows) {
    const key = keyOf(row.username);
    if (key === null) continue;
    const holder = await db.selectFrom('users').select('id').where('username_key', '=', key).where('username_clash', '=', 0).executeTakeFirst();
    try {
      await setKey(db, row.id, key, holder ? 1 : 0);
    } catch (error) {
      // Another process took the key between the look and the write (outside the migration's lock).
      if (!isUniqueViolation(error)) throw error;
      await setKey(db, row.id, key, 1);
    }
    filled++;
  }
  return filled;
}

async function setKey(db: Kysely<any>, id: number, key: string, clash: 0 | 1): Promise<void> {
  await db.updateTable('users').set({ username_key: key, username_clash: clash }).where('id', '=', id).where('username_key', 'is', null).execute();
}

/** The users whose names are one name under the rule, as groups of usernames, oldest first in each. */
export async function usernameClashes(db: Kysely<any>): Promise<string[][]> {
  const rows: { username: string; username_key: string }[] = await db
    .selectFrom('users')
    .select(['username', 'username_key'])
    .where('username_key', 'in', db.selectFrom('users').select('username_key').where('username_clash', '=', 1))
    .orderBy('username_key')
    .orderBy('id')
    .execute();
  const groups = new Map<string, string[]>();
  for (const row of rows) groups.set(row.username_key, [...(groups.get(row.username_key) ?? []), row.username]);
  return [...groups.values()];
}
