import { inspect } from 'node:util';
import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

/** Brings the schema up to date. Safe to run from several processes at once: Kysely takes a lock. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : inspect(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
