// The audit trail (issue 14, point 5): one row per create, update and delete, written in the write's own
// transaction (audit/record.ts). Who is kept as the user's id and, beside it, the username at the time, so an
// entry still names its author after the account is renamed or deleted (hence no foreign key). `changes` is JSON
// text, the same on SQLite and PostgreSQL. Contact messages gain `is_read` (point 4), 0 for every message so far.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../portable';

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('audit_entries'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('username', 'varchar(150)')
    .addColumn('action', 'varchar(10)', (c) => c.notNull())
    .addColumn('resource', 'varchar(50)', (c) => c.notNull())
    .addColumn('record_id', 'integer')
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  // The list reads newest first, whole or by resource; the user filter and the yearly prune use the others.
  await db.schema.createIndex('audit_entries_created_idx').on('audit_entries').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_entries_resource_idx').on('audit_entries').columns(['resource', 'created_at', 'id']).execute();
  await db.schema.createIndex('audit_entries_user_idx').on('audit_entries').column('user_id').execute();

  await db.schema
    .alterTable('contacts')
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contacts').dropColumn('is_read').execute();
  await db.schema.dropTable('audit_entries').execute();
}
