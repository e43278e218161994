// The academic calendar (issue 29): one row per event of the college's year, a day or a span of days.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../portable';

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('calendar_events'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('note', 'varchar(300)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The list's order (`start_date`, then `id`).
  await db.schema.createIndex('calendar_events_start_idx').on('calendar_events').columns(['start_date', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_events').execute();
}
