// A counter per resource, bumped in the same transaction as every write to it (kept in shards, summed on read:
// migration 0009). List answers are cached by these counters (cache.ts), so every API process sees a write at
// once, whatever process made it.
import type SqliteDatabase from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import { countersReader, type Database, sqliteHandle, sqliteWalIndex } from '../db';
import { isInternalCall } from '../origin';

export type Executor = Kysely<Database> | Transaction<Database>;

/** Rows per counter (migration 0009): writers of one resource seldom wait for each other's commit. */
const SHARDS = 8;

/** Marks `names` (resource paths such as `notices`) as changed. Call inside the writing transaction. */
export async function bumpVersions(db: Executor, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await db
      .insertInto('resource_versions')
      .values({ name, shard: Math.floor(Math.random() * SHARDS), version: 1 })
      .onConflict((oc) => oc.columns(['name', 'shard']).doUpdateSet((eb) => ({ version: eb('resource_versions.version', '+', 1) })))
      .execute();
  }
}

type Counter = { name: string; version: number };
const allVersions = new WeakMap<object, () => ReadonlyMap<string, number>>();
const sharedReads = new WeakMap<object, () => Promise<ReadonlyMap<string, number>>>();

const byName = (counters: Counter[]): ReadonlyMap<string, number> => new Map(counters.map((r) => [r.name, r.version]));

/**
 * `read`, shared by the callers that come while one is under way: they wait for the next read, which starts once
 * the one under way has answered, and all take its answer. A caller never gets an answer read before it came (a
 * write it saw committed is always in it), and at most two reads are under way at once, however many requests
 * ask: on a database server every read is a round trip (on the counters' own connection, db/connect.ts), and one
 * per request would queue behind a crowd of them under load.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const started = read();
    running = started;
    const done = () => {
      if (running === started) running = null;
    };
    started.then(done, done);
    return started;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      next = null;
      return start();
    });
    return next;
  };
}

/** Each counter: the sum of its shards. */
function sumShards(db: Kysely<Database>) {
  return db
    .selectFrom('resource_versions')
    .select(['name', sql<number>`cast(sum(version) as integer)`.as('version')])
    .groupBy('name');
}

/**
 * Every counter at once (one read), by name, to take several versions from (`versionsOf`). On SQLite through
 * statements prepared once (this read comes with every list request), and summed again only when the database may
 * have changed since the last sum. Whether it may have is read from the WAL index's header (db/walIndex.ts: one read
 * of the `-shm` file, which every commit of any connection rewrites); when that cannot be told, from `PRAGMA
 * data_version` (another connection committed) and `total_changes()` (this connection wrote; a rolled-back write
 * moves it too: then the sum is only read again). A cached list read then costs a read of 96 bytes instead of a
 * sum over every counter's shards.
 */
export async function readAllVersions(db: Kysely<Database>): Promise<ReadonlyMap<string, number>> {
  const now = readAllVersionsNow(db);
  if (now) return now;
  const sqlite = sqliteHandle(db);
  // Inside another request's transaction (between its statements) the SQLite read waits for Kysely's connection
  // lock, so it never reads uncommitted bumps.
  if (sqlite) return db.connection().execute(async () => sqliteRead(sqlite, db)());
  // Inside a transaction the read must be the transaction's own (it may hold its own bumps).
  if (db.isTransaction) return byName(await sumShards(db).execute());
  let shared = sharedReads.get(db);
  if (!shared) {
    // On a database server, through a connection of its own (db/connect.ts), so it never waits for the pool.
    const reader = countersReader(db) ?? db;
    shared = sharedRead(async () => byName(await sumShards(reader).execute()));
    sharedReads.set(db, shared);
  }
  return shared();
}

/**
 * `readAllVersions` at once, where it can answer without waiting: on SQLite outside any transaction (the connection
 * then holds only committed state). Undefined elsewhere (a database server, a transaction under way): ask
 * `readAllVersions`.
 */
export function readAllVersionsNow(db: Kysely<Database>): ReadonlyMap<string, number> | undefined {
  const sqlite = sqliteHandle(db);
  return sqlite && !sqlite.inTransaction ? sqliteRead(sqlite, db)() : undefined;
}

/** The read of SQLite's counters (above), made once per connection. */
function sqliteRead(sqlite: SqliteDatabase.Database, db: Kysely<Database>): () => ReadonlyMap<string, number> {
  let read = allVersions.get(sqlite);
  if (read) return read;
  const sum = sqlite.prepare(sumShards(db).compile().sql); // the same query, prepared once
  // Two plain statements: the pragma as a table (`from pragma_data_version`) costs half as much again.
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  const totalChanges = sqlite.prepare('select total_changes()').pluck();
  const walIndex = sqliteWalIndex(sqlite);
  /** What the last sum was read after: the index's header, or else the two numbers. */
  let last: { header: Buffer | null; dataVersion: number; changes: number; counters: ReadonlyMap<string, number> } | null = null;
  read = () => {
    // The header is read before the sum, so a commit between the two moves it again: the next read sums anew.
    const header = walIndex?.header() ?? null;
    if (header) {
      if (!last?.header?.equals(header)) last = { header: Buffer.from(header), dataVersion: NaN, changes: NaN, counters: byName(sum.all() as Counter[]) };
      return last.counters;
    }
    const [version, changes] = [dataVersion.get() as number, totalChanges.get() as number];
    if (last?.dataVersion !== version || last.changes !== changes) last = { header: null, dataVersion: version, changes, counters: byName(sum.all() as Counter[]) };
    return last.counters;
  };
  allVersions.set(sqlite, read);
  return read;
}

/**
 * The counters a page being drawn read as it started (render/), handed to the API reads it makes in process:
 * each of them then answers from its cache by those counters without reading them again (a round trip each on a
 * database server). Honoured on internal calls only.
 */
export const VERSIONS_HEADER = 'x-college-versions';

/** Every counter as one header value (`notices:4,teachers:9`), for VERSIONS_HEADER. */
export function versionsHeader(all: ReadonlyMap<string, number>): string {
  return [...all].map(([name, version]) => `${name}:${version}`).join(',');
}

function fromHeader(value: string): Map<string, number> {
  return new Map(
    value
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.lastIndexOf(':');
        return [pair.slice(0, at), Number(pair.slice(at + 1))] as const;
      }),
  );
}

/**
 * The current counters of `names`, as one string (`notices:4,teachers:9`). For a read made in process by a page
 * being drawn (`request`, with VERSIONS_HEADER), the counters the page read as it started.
 */
export async function readVersions(db: Kysely<Database>, names: readonly string[], request?: FastifyRequest): Promise<string> {
  const given = request?.headers[VERSIONS_HEADER];
  if (typeof given === 'string' && isInternalCall(request!)) return versionsOf(fromHeader(given), names);
  return versionsOf(await readAllVersions(db), names);
}

/** `readVersions` at once where the counters can be read without waiting (`readAllVersionsNow`), else undefined. */
export function readVersionsNow(db: Kysely<Database>, names: readonly string[]): string | undefined {
  const all = readAllVersionsNow(db);
  return all && versionsOf(all, names);
}

/** The counters of `names` out of `readAllVersions`'s answer, as one string (`notices:4,teachers:9`). */
export function versionsOf(all: ReadonlyMap<string, number>, names: readonly string[]): string {
  return names.map((n) => `${n}:${all.get(n) ?? 0}`).join(',');
}
