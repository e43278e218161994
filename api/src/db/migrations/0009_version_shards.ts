// The version counters (resources/versions.ts) in shards: a write adds one to one of several rows of its resource
// (chosen at random), and a resource's version is the sum of its rows. Every write of a resource used to update
// the one row, and on PostgreSQL each waited for the last to commit: 25 ms a write under a busy day's load, with a
// connection held all the while. The sum is as good a version as the single count was: every committed write adds
// one, and a later read sees every write an earlier one saw.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('resource_version_shards')
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('resource_version_shards_pkey', ['name', 'shard'])
    .execute();
  await db
    .insertInto('resource_version_shards')
    .columns(['name', 'shard', 'version'])
    .expression(db.selectFrom('resource_versions').select(['name', sql.lit(0).as('shard'), 'version']))
    .execute();
  await db.schema.dropTable('resource_versions').execute();
  await db.schema.alterTable('resource_version_shards').renameTo('resource_versions').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('resource_versions_single')
    .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('resource_versions_single')
    .columns(['name', 'version'])
    .expression(db.selectFrom('resource_versions').select(['name', sql<number>`cast(sum(version) as integer)`.as('version')]).groupBy('name'))
    .execute();
  await db.schema.dropTable('resource_versions').execute();
  await db.schema.alterTable('resource_versions_single').renameTo('resource_versions').execute();
}
