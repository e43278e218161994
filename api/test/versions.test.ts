// The version counters lists and drawn pages are kept by (resources/versions.ts), on SQLite or PostgreSQL
// (TEST_DATABASE_URL): kept in shards (migration 0009) whose sum moves by one with every committed write, read once
// for many requests at a time without ever answering a read made before a request came, and writes of notices
// that run side by side (no table lock) without losing one or answering a 500.
import { type Kysely, Migrator } from 'kysely';
import { openDatabase } from '../src/db';
import { migrations } from '../src/db/migrations';
import { bumpVersions, readAllVersions } from '../src/resources';
import { defineResource } from '../src/resources/crud/define';
import { sharedRead, VERSIONS_HEADER } from '../src/resources/versions';
import { INTERNAL_CALL_HEADER, INTERNAL_CALL_SECRET } from '../src/origin';
import { createTestDatabase, startTestApp, type TestContext, type TestDatabase, adminAuth } from './helpers';

let context: TestContext;
let auth: Record<string, string>;

beforeAll(async () => {
  context = await startTestApp();
  auth = await adminAuth(context);
});
afterAll(() => context.close());

const notices = async (query = '', headers: Record<string, string> = {}) =>
  (await context.app.inject({ method: 'GET', url: `/api/notices/${query}`, headers })).json<{ id: number; title: string }[]>();
const create = (title: string) =>
  context.app.inject({ method: 'POST', url: '/api/notices/', headers: auth, payload: { title, category: 'General', date: '2026-11-01', description: 'd' } });

/** A read whose answers the test gives, one by one, in the order the reads started. */
function controlledRead() {
  const started: Array<{ resolve: (value: number) => void }> = [];
  const read = () => new Promise<number>((resolve) => started.push({ resolve }));
  return { read, started };
}

test('a shared read: callers that come while one is under way wait for the next one, started after they came', async () => {
  const { read, started } = controlledRead();
  const shared = sharedRead(read);
  const first = shared();
  expect(started).toHaveLength(1);
  // Two callers come while the first read is under way: neither takes its answer (it may predate them).
  const second = shared();
  const third = shared();
  expect(started).toHaveLength(1);
  started[0].resolve(1);
  expect(await first).toBe(1);
  // The next read started once the first answered, for both of them.
  await new Promise((resolve) => setImmediate(resolve));
  expect(started).toHaveLength(2);
  started[1].resolve(2);
  expect(await Promise.all([second, third])).toEqual([2, 2]);
  // Nothing under way: a caller starts its own read at once.
  const fourth = shared();
  expect(started).toHaveLength(3);
  started[2].resolve(3);
  expect(await fourth).toBe(3);
});

test('a shared read that fails fails its own callers only; the next callers read again', async () => {
  let calls = 0;
  const shared = sharedRead(async () => {
    calls += 1;
    if (calls === 1) throw new Error('connection lost');
    return calls;
  });
  const failing = shared();
  const waiting = shared();
  await expect(failing).rejects.toThrow('connection lost');
  expect(await waiting).toBe(2);
  expect(await shared()).toBe(3);
});

test('every committed write moves its counter by one, also when many run at once', async () => {
  const before = (await readAllVersions(context.app.db)).get('notices')!;
  const created = await Promise.all(Array.from({ length: 12 }, (_, i) => create(`একসাথে ${i}`)));
  expect(created.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
  expect((await readAllVersions(context.app.db)).get('notices')).toBe(before + 12);
  // Each of them is in the list at once.
  const titles = (await notices()).map((n) => n.title);
  for (let i = 0; i < 12; i += 1) expect(titles).toContain(`একসাথে ${i}`);
  for (const r of created) await context.app.inject({ method: 'DELETE', url: `/api/notices/${r.json().id}/`, headers: auth });
  expect((await readAllVersions(context.app.db)).get('notices')).toBe(before + 24);
});

test("a write committed through another connection (another process's) moves the counters this one reads at once", async () => {
  // On SQLite the sum is read again only when the database changed (the WAL index's header, else data_version and
  // total_changes): this checks the "changed" side from both ends, another connection's commit and this
  // connection's own write.
  const other = openDatabase(context.database.url);
  try {
    const before = (await readAllVersions(context.app.db)).get('teachers') ?? 0;
    expect((await readAllVersions(context.app.db)).get('teachers') ?? 0).toBe(before); // read twice, unchanged
    await other.transaction().execute((trx) => bumpVersions(trx, ['teachers']));
    expect((await readAllVersions(context.app.db)).get('teachers')).toBe(before + 1);
    await context.app.db.transaction().execute((trx) => bumpVersions(trx, ['teachers']));
    expect((await readAllVersions(context.app.db)).get('teachers')).toBe(before + 2);
    expect((await readAllVersions(other)).get('teachers')).toBe(before + 2);
    // A write rolled back moves nothing: the counters read after it are the committed ones.
    await expect(
      context.app.db.transaction().execute(async (trx) => {
        await bumpVersions(trx, ['teachers']);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await readAllVersions(context.app.db)).get('teachers')).toBe(before + 2);
    await other.transaction().execute((trx) => bumpVersions(trx, ['teachers']));
    expect((await readAllVersions(context.app.db)).get('teachers')).toBe(before + 3);
  } finally {
    await other.destroy();
  }
});

test("a read while another request's transaction is open never takes its uncommitted bumps", async () => {
  // On SQLite both share one connection: a read that did not wait for the transaction would see its bump and keep a
  // list at a version that then never existed.
  const before = (await readAllVersions(context.app.db)).get('teachers') ?? 0;
  let bumped!: () => void;
  let release!: () => void;
  const isBumped = new Promise<void>((resolve) => (bumped = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const writing = context.app.db.transaction().execute(async (trx) => {
    await bumpVersions(trx, ['teachers']);
    bumped();
    await released;
    throw new Error('rolled back');
  });
  await isBumped;
  const reading = readAllVersions(context.app.db);
  release();
  await expect(writing).rejects.toThrow('rolled back');
  expect((await reading).get('teachers') ?? 0).toBe(before);
  expect((await readAllVersions(context.app.db)).get('teachers') ?? 0).toBe(before);
});

test('writes of one notice at the same time: each edit lands whole, and after a delete the rest answer 404, never 500', async () => {
  const id = (await create('সম্পাদনা')).json().id as number;
  const patch = (payload: object) => context.app.inject({ method: 'PATCH', url: `/api/notices/${id}/`, headers: auth, payload });
  const edits = await Promise.all([patch({ title: 'প্রথম' }), patch({ description: 'দ্বিতীয়' }), patch({ category: 'Exam' })]);
  expect(edits.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  const row = (await context.app.inject({ method: 'GET', url: `/api/notices/${id}/` })).json();
  expect(row).toMatchObject({ title: 'প্রথম', description: 'দ্বিতীয়', category: 'Exam' });

  const raced = await Promise.all([
    context.app.inject({ method: 'DELETE', url: `/api/notices/${id}/`, headers: auth }),
    patch({ title: 'দেরিতে' }),
    context.app.inject({ method: 'DELETE', url: `/api/notices/${id}/`, headers: auth }),
  ]);
  const statuses = raced.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 204)).toHaveLength(1);
  for (const status of statuses) expect([200, 204, 404]).toContain(status);
  expect((await context.app.inject({ method: 'GET', url: `/api/notices/${id}/` })).statusCode).toBe(404);
});

test('the counters a page being drawn hands to its reads are taken from internal calls only', async () => {
  const stale = 'notices:0';
  const first = await create('নতুন নোটিশ');
  // A visitor naming old counters gets the list as it is (the header is not theirs to give).
  expect((await notices('', { [VERSIONS_HEADER]: stale })).map((n) => n.title)).toContain('নতুন নোটিশ');
  // The server's own read answers by the counters it names: the list kept for them, without reading them again.
  const internal = { [INTERNAL_CALL_HEADER]: INTERNAL_CALL_SECRET };
  const counters = `notices:${(await readAllVersions(context.app.db)).get('notices')}`;
  const kept = await context.app.inject({ method: 'GET', url: '/api/notices/', headers: { ...internal, [VERSIONS_HEADER]: counters } });
  expect(kept.json().map((n: { title: string }) => n.title)).toContain('নতুন নোটিশ');
  await context.app.inject({ method: 'DELETE', url: `/api/notices/${first.json().id}/`, headers: auth });
  const again = await context.app.inject({ method: 'GET', url: '/api/notices/', headers: { ...internal, [VERSIONS_HEADER]: counters } });
  expect(again.headers.etag).toBe(kept.headers.etag);
  // Read afresh, the delete shows.
  expect((await notices()).map((n) => n.title)).not.toContain('নতুন নোটিশ');
});

test('a resource whose rules read other rows cannot declare its rows independent', () => {
  expect(() =>
    defineResource('classes', {
      table: 'classes',
      order: [['name', 'asc']],
      independentRows: true,
      unique: [{ fields: ['name'], detail: () => 'taken' }],
    }),
  ).toThrow(/independentRows/);
});

describe('migration 0009', () => {
  let database: TestDatabase;
  let db: Kysely<any>;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase(database.url);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  test('keeps each counter where it was, and going down sums the shards back into one row each', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0008_list_order')).error).toBeUndefined();
    await db.updateTable('resource_versions').set({ version: 41 }).where('name', '=', 'notices').execute();
    const before = await db.selectFrom('resource_versions').select(['name', 'version']).orderBy('name').execute();

    expect((await migrator.migrateTo('0009_version_shards')).error).toBeUndefined();
    expect(Object.fromEntries(await readAllVersions(db))).toEqual(Object.fromEntries(before.map((r) => [r.name, r.version])));
    await db.insertInto('resource_versions').values({ name: 'notices', shard: 5, version: 3 }).execute();
    expect((await readAllVersions(db)).get('notices')).toBe(44);

    expect((await migrator.migrateTo('0008_list_order')).error).toBeUndefined();
    const down = await db.selectFrom('resource_versions').select(['name', 'version']).where('name', '=', 'notices').execute();
    expect(down).toEqual([{ name: 'notices', version: 44 }]);
  });
});
