// A counter per resource, bumped in the same transaction as every write to it. List answers are cached by
// these counters (cache.ts), so every API process sees a write at once, whatever process made it.
import type { Kysely, Transaction } from 'kysely';
import { type Database, sqliteHandle } from '../db';

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

const allVersions = new WeakMap<object, () => { name: string; version: number }[]>();

/** Every counter. On SQLite through a statement prepared once (this read comes with every list request). */
async function readAll(db: Kysely<Database>): Promise<{ name: string; version: number }[]> {
  const sqlite = sqliteHandle(db);
  if (!sqlite) return db.selectFrom('resource_versions').select(['name', 'version']).execute();
  let read = allVersions.get(sqlite);
  if (!read) {
    const statement = sqlite.prepare('select name, version from resource_versions');
    read = () => statement.all() as { name: string; version: number }[];
    allVersions.set(sqlite, read);
  }
  // Taken through Kysely's connection lock, so it never reads inside another request's open transaction.
  return db.connection().execute(async () => read());
}

/** The current counters of `names`, as one string (`notices:4,teachers:9`). */
export async function readVersions(db: Kysely<Database>, names: readonly string[]): Promise<string> {
  const byName = new Map((await readAll(db)).map((r) => [r.name, r.version]));
  return names.map((n) => `${n}:${byName.get(n) ?? 0}`).join(',');
}

/** Every counter at once (one read), to take several versions from: `versionsOf(all, names)`. */
export async function readAllVersions(db: Kysely<Database>): Promise<ReadonlyMap<string, number>> {
  return new Map((await readAll(db)).map((r) => [r.name, r.version]));
}

/** The counters of `names` out of `readAllVersions`'s answer, as one string (`notices:4,teachers:9`). */
export function versionsOf(all: ReadonlyMap<string, number>, names: readonly string[]): string {
  return names.map((n) => `${n}:${all.get(n) ?? 0}`).join(',');
}
