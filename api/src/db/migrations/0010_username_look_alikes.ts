// Username keys see letters of other scripts that look like Latin as that Latin (db/lookAlikes.ts): a name
// written wholly in Cyrillic or Greek that looks like a Latin one is the same name. Every key is filled again,
// oldest user first, as 0004 did: a user whose name now looks like an older user's is marked a clash, kept,
// signs in by its exact name and is reported at start.
import type { Kysely } from 'kysely';
import { usernameKey } from 'remote_shared/schemas';
import { fillUsernameKeys, storableKey } from '../usernameKeys';

async function fillAgain(db: Kysely<any>, keyOf?: (username: string) => string | null): Promise<void> {
  await db.updateTable('users').set({ username_key: null, username_clash: 0 }).execute();
  await fillUsernameKeys(db, keyOf);
}

export async function up(db: Kysely<any>): Promise<void> {
  await fillAgain(db);
}

/** Back to 0004's keys: NFKC and case folding only. */
export async function down(db: Kysely<any>): Promise<void> {
  await fillAgain(db, (username) => storableKey(usernameKey(username)));
}
