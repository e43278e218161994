// Backups (issue 26, point 4; backup/). Three small tables, in the database so that they hold across the processes
// of one machine and across machines:
// - `backup_runs`: one row per backup, begun and (once done) finished, with its size; a row not finished whose
//   lease has not run out is a backup in progress, the marker the removal of files and the orphan sweep respect;
// - `deferred_removals`: stored files whose removal waits for the backups in progress to end;
// - `backup_schedule`: one row, the scheduled backups' next due time and the lease of the process running one.
// Times in ms since the epoch where they are compared (leases), ISO text where they are shown.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../portable';

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('backup_runs'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('lease_until_ms', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('location', 'text')
    .addColumn('size_bytes', 'bigint')
    .addColumn('file_count', 'integer')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('backup_runs_finished_idx').on('backup_runs').columns(['finished_at']).execute();
  await db.schema
    .createTable('deferred_removals')
    .addColumn('key', 'varchar(1024)', (c) => c.primaryKey())
    .addColumn('deferred_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('backup_schedule')
    .addColumn('name', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('next_due_ms', 'bigint', (c) => c.notNull())
    .addColumn('holder', 'varchar(100)')
    .addColumn('lease_until_ms', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backup_schedule').execute();
  await db.schema.dropTable('deferred_removals').execute();
  await db.schema.dropTable('backup_runs').execute();
}
