// Usernames unique as one name after NFKC and case folding (`admin`, `Admin`, `ＡＤＭＩＮ`): each user's key in
// users.username_key, unique among the users not marked username_clash. Existing users are back-filled oldest
// first; a later user whose key an older one holds is marked a clash, kept, and reported at start
// (db/usernameKeys.ts). Keys follow today's usernameKey; a change to it needs a migration that fills them again.
import { type Kysely, sql } from 'kysely';
import { fillUsernameKeys, USERNAME_KEY_MAX_LENGTH } from '../usernameKeys';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('username_key', `varchar(${USERNAME_KEY_MAX_LENGTH})`).execute();
  await db.schema
    .alterTable('users')
    .addColumn('username_clash', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The whole rule across processes: an insert or rename onto a held key is refused by the database.
  await db.schema
    .createIndex('users_username_key_unique')
    .on('users')
    .column('username_key')
    .unique()
    .where(sql.ref('username_clash'), '=', sql.lit(0))
    .execute();
  // Sign-in by key also sees the clashing users, to know when a key names more than one.
  await db.schema.createIndex('users_username_key_idx').on('users').column('username_key').execute();
  await fillUsernameKeys(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_username_key_idx').execute();
  await db.schema.dropIndex('users_username_key_unique').execute();
  await db.schema.alterTable('users').dropColumn('username_clash').execute();
  await db.schema.alterTable('users').dropColumn('username_key').execute();
}
