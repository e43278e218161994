// On PostgreSQL the version counters, read before every page view and list read, come through a connection of their
// own (db/connect.ts `countersReader`), not the pool: with every pooled connection held (by searches, by writes'
// transactions) they are still read, a write committed elsewhere is in the next read, and the connection closes with
// the database. Needs PostgreSQL: runs in the PostgreSQL pass (TEST_DATABASE_URL, api/jest.config.js).
import { Client } from 'pg';
import { type Database, migrateToLatest, openDatabase, postgresPool } from '../src/db';
import { bumpVersions, readAllVersions } from '../src/resources';
import type { Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from './helpers';

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = openDatabase(database.url);
  await migrateToLatest(db);
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

/** The connections open to the test's database, by anyone. */
async function connectionsOpen(): Promise<number> {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    const name = new URL(database.url).pathname.slice(1);
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

test('the counters are read while every pooled connection is held, and a write committed meanwhile is in the next read', async () => {
  const pool = postgresPool(db)!;
  const before = (await readAllVersions(db)).get('notices') ?? 0;

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = 0;
  const holders = Array.from({ length: pool.options.max }, () =>
    db.connection().execute(async () => {
      holding += 1;
      await held;
    }),
  );
  while (holding < pool.options.max) await new Promise((resolve) => setImmediate(resolve));
  expect(pool.idleCount).toBe(0);

  // A write of another process's (its own connection), committed while the pool is full.
  const other = openDatabase(database.url);
  try {
    await other.transaction().execute((trx) => bumpVersions(trx, ['notices']));
  } finally {
    await other.destroy();
  }
  // Through the pool this read would wait for a held connection, so it would not be answered before the release.
  const read = await readAllVersions(db);
  expect(read.get('notices')).toBe(before + 1);
  expect(pool.waitingCount).toBe(0);

  release();
  await Promise.all(holders);
});

test('the counters connection closes with the database', async () => {
  const other = openDatabase(database.url);
  await readAllVersions(other);
  await other.selectFrom('notices').select('id').execute();
  const open = await connectionsOpen();
  await other.destroy();
  // The pool's connection and the counters' both went. A backend leaves pg_stat_activity once its process has ended,
  // a moment after its client hung up: looked at until then (the test's timeout fails a connection left open).
  let left = await connectionsOpen();
  while (left > open - 2) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    left = await connectionsOpen();
  }
  expect(left).toBeLessThanOrEqual(open - 2);
});
