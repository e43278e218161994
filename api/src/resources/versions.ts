// A counter per resource, bumped in the same transaction as every write to it. List answers are cached by
// these counters (cache.ts), so every API process sees a write at once, whatever process made it.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db';

export type Executor = Kysely<Database> | Transaction<Database>;

/** Marks `names` (resource paths such as `notices`) as changed. Call inside the writing transaction. */
export async function bumpVersions(db: Executor, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await db
      .insertInto('resource_versions')
      .values({ name, version: 1 })
      .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ version: eb('resource_versions.version', '+', 1) })))
      .execute();
  }
}

/** The current counters of `names`, as one string (`notices:4,teachers:9`). */
export async function readVersions(db: Executor, names: readonly string[]): Promise<string> {
  const rows = await db.selectFrom('resource_versions').select(['name', 'version']).where('name', 'in', names).execute();
  const byName = new Map(rows.map((r) => [r.name, r.version]));
  return names.map((n) => `${n}:${byName.get(n) ?? 0}`).join(',');
}
