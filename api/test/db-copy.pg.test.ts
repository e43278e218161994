// `npm run db:copy -- --to postgres://…` (issue 26, point 2): the demo college seeded on SQLite, copied into a fresh
// PostgreSQL database, then served from it: every table's rows equal, the lists, a detail, sign-in and new rows (no
// id collision) through HTTP. A target that is not empty (rows, or migrations ahead) is refused untouched; a value
// PostgreSQL cannot hold fails the copy by row and column, rolled back. Needs PostgreSQL: runs in the PostgreSQL
// pass (TEST_DATABASE_URL, api/jest.config.js), which says so when it is skipped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../src/app';
import { ensureAdmin } from '../src/auth';
import { runCli } from '../src/cli';
import { type Database, migrateToLatest, openDatabase } from '../src/db';
import { copySqliteToPostgres } from '../src/db/copy';
import { seedDemo } from '../src/demo/seed';
import { createTestDatabase, TestClock, testConfig, type TestDatabase, TEST_PASSWORD } from './helpers';

const clock = new TestClock();
const dir = mkdtempSync(path.join(tmpdir(), 'college-dbcopy-'));
const sqliteUrl = `sqlite:${path.join(dir, 'college.db')}`;
// Files on disk on both sides: the copy moves rows only (media:copy moves files); the PostgreSQL app reads the same folder.
const config = testConfig(sqliteUrl, clock, { s3: null, mediaRoot: path.join(dir, 'media') });
const targets: TestDatabase[] = [];

async function target(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  targets.push(database);
  return database;
}

async function dbCopy(to: string, sourceConfig = config): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(['db:copy', '--to', to], { config: sourceConfig, io: { out: (l) => out.push(l), err: (l) => err.push(l) } });
  return { code, out, err };
}

/** Every table of ours (the migrations' bookkeeping and SQLite's search indexes aside), in a stable order. */
async function tablesOf(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(db);
  return rows.map((r) => r.name);
}

/** A table's rows ordered by every column (some tables have no id), as plain objects. */
async function rowsOf(db: Kysely<any>, table: string, columns: string[]): Promise<Record<string, unknown>[]> {
  return columns.reduce((query, column) => query.orderBy(column), db.selectFrom(table).selectAll()).execute();
}

async function columnsOf(db: Kysely<any>, table: string): Promise<string[]> {
  return (await sql<{ name: string }>`select name from pragma_table_info(${table}) order by cid`.execute(db)).rows.map((r) => r.name);
}

async function count(db: Kysely<any>, table: string): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0].n);
}

let source: Kysely<Database>;

/** Every table of the PostgreSQL database at `url` holds the same rows as the SQLite source. */
async function expectSameRows(url: string): Promise<void> {
  const into = openDatabase(url);
  try {
    const tables = await tablesOf(source);
    expect(tables).toEqual(expect.arrayContaining(['users', 'students', 'notices', 'audit_entries', 'resource_versions', 'contacts']));
    for (const table of tables) {
      const columns = await columnsOf(source, table);
      const before = await rowsOf(source, table, columns);
      if (['students', 'notices', 'users', 'teachers', 'resource_versions'].includes(table)) expect(before.length).toBeGreaterThan(0);
      expect({ table, rows: await rowsOf(into, table, columns) }).toEqual({ table, rows: before });
    }
  } finally {
    await into.destroy();
  }
}

beforeAll(async () => {
  source = openDatabase(sqliteUrl);
  await migrateToLatest(source);
  expect(await seedDemo(source, config)).toBe(true);
  await ensureAdmin(source, { username: 'principal', password: TEST_PASSWORD, fullName: 'অধ্যক্ষ' }, config.scrypt, clock.now());
  // A visitor's message, unread (an integer flag), and an audit entry's JSON: the columns whose types differ elsewhere.
  await source
    .insertInto('contacts')
    .values({ name: 'দর্শনার্থী', email: null, phone: '01700000000', message: 'ভর্তির তারিখ কবে?', created_at: '2025-03-01T10:00:00.000Z', updated_at: '2025-03-01T10:00:00.000Z' })
    .execute();
  await source
    .insertInto('audit_entries')
    .values({ created_at: '2025-03-01T10:00:00.000Z', user_id: 1, username: 'principal', action: 'update', resource: 'notices', record_id: 1, changes: JSON.stringify({ title: { before: 'ক', after: 'খ' } }) })
    .execute();
}, 120_000);

afterAll(async () => {
  await source.destroy();
  for (const database of targets) await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the demo college copied into an empty PostgreSQL database', () => {
  let pg: TestDatabase;
  let copy: Awaited<ReturnType<typeof dbCopy>>;

  beforeAll(async () => {
    pg = await target();
    copy = await dbCopy(pg.url);
  }, 120_000);

  test('succeeds, saying what it did table by table', () => {
    expect(copy.err).toEqual([]);
    expect(copy.code).toBe(0);
    expect(copy.out[0]).toMatch(/^Copying .*college\.db into postgres:\/\//);
    expect(copy.out).toContainEqual(expect.stringMatching(/^ {2}students: 120 rows$/));
    expect(copy.out).toContainEqual(expect.stringMatching(/^ {2}sequence public\.students_id_seq: next 121$/));
    expect(copy.out.at(-1)).toMatch(/^Done: [\d,]+ rows in \d+ tables, every count checked\./);
  });

  test('every table has the same rows on both sides', () => expectSameRows(pg.url));

  describe('served from PostgreSQL', () => {
    let base: string;
    let app: Awaited<ReturnType<typeof buildApp>>;

    beforeAll(async () => {
      app = await buildApp({ ...config, databaseUrl: pg.url });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(() => app.close());

    const get = async (url: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${url}`, { headers });
      return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? await response.json() : await response.arrayBuffer() };
    };

    test('lists and details answer the copied rows, and their files are served', async () => {
      const notices = await get('/api/notices/');
      expect(notices.status).toBe(200);
      expect(notices.body).toHaveLength(await count(source, 'notices'));
      const newest = await source.selectFrom('notices').selectAll().orderBy('date', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
      const detail = await get(`/api/notices/${newest.id}/`);
      expect(detail).toMatchObject({ status: 200, body: { id: newest.id, title: newest.title, date: newest.date } });
      const file = await get(new URL((detail.body as { pdf_file: string }).pdf_file).pathname);
      expect(file.status).toBe(200);
      expect(Buffer.from(file.body as ArrayBuffer).subarray(0, 5).toString()).toBe('%PDF-');
      expect((await get('/api/teachers/')).body).toHaveLength(await count(source, 'teachers'));
    });

    test('the Admin signs in with the copied password and writes; new rows take ids after the copied ones', async () => {
      const token = await fetch(`${base}/api/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'principal', password: TEST_PASSWORD }) });
      expect(token.status).toBe(200);
      const auth = { authorization: `Bearer ${((await token.json()) as { access: string }).access}` };
      const students = await get('/api/students/?page_size=1', auth);
      expect(students.status).toBe(200);

      const maxNotice = Number((await source.selectFrom('notices').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m);
      const created = await fetch(`${base}/api/notices/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'পিজিতে প্রথম বিজ্ঞপ্তি', date: '2025-03-02', category: 'সাধারণ' }),
      });
      expect(created.status).toBe(201);
      expect(((await created.json()) as { id: number }).id).toBe(maxNotice + 1);

      const klass = await source.selectFrom('classes').select('id').orderBy('id').executeTakeFirstOrThrow();
      const maxStudent = Number((await source.selectFrom('students').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m);
      const student = await fetch(`${base}/api/students/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ full_name: 'নতুন শিক্ষার্থী', roll_number: '9999', class_name: klass.id }),
      });
      expect(student.status).toBe(201);
      expect(((await student.json()) as { id: number }).id).toBe(maxStudent + 1);
      expect((await get('/api/notices/')).body).toHaveLength((await count(source, 'notices')) + 1);
    });
  });

  test('running it again into the now filled database is refused, and changes nothing there', async () => {
    const into = openDatabase(pg.url);
    try {
      const before = await count(into, 'notices');
      const again = await dbCopy(pg.url);
      expect(again.code).toBe(2);
      expect(again.err.join('\n')).toMatch(/^Refused: postgres:\/\/.* is not empty: .*notices \(\d+ rows\).*nothing was written/);
      expect(await count(into, 'notices')).toBe(before);
    } finally {
      await into.destroy();
    }
  });
});

test('in batches smaller than the tables (7 rows), every row still arrives once', async () => {
  const pg = await target();
  const copied = await copySqliteToPostgres(sqliteUrl, pg.url, { batchRows: 7 });
  expect(copied.find((t) => t.table === 'class_routines')!.rows).toBeGreaterThan(100);
  await expectSameRows(pg.url);
});

test('a database whose migrations are ahead of this version is refused', async () => {
  const pg = await target();
  const into = openDatabase(pg.url);
  try {
    await migrateToLatest(into);
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_the_future', '2030-01-01T00:00:00.000Z')`.execute(into);
    const refused = await dbCopy(pg.url);
    expect(refused.code).toBe(2);
    expect(refused.err.join('\n')).toMatch(/is not empty: its migrations are ahead of this version \(9999_from_the_future\)/);
    expect(await count(into, 'users')).toBe(0);
  } finally {
    await into.destroy();
  }
});

test('a value PostgreSQL cannot hold fails the copy by table, row and column, leaving the target empty; corrected, it copies', async () => {
  // SQLite never checked a varchar's length; PostgreSQL does.
  const longSection = 'ক'.repeat(200);
  const student = await source.selectFrom('students').select(['id', 'section']).orderBy('id', 'desc').executeTakeFirstOrThrow();
  await source.updateTable('students').set({ section: longSection }).where('id', '=', student.id).execute();
  const pg = await target();
  const into = openDatabase(pg.url);
  try {
    const failed = await dbCopy(pg.url);
    expect(failed.code).toBe(1);
    expect(failed.err.join('\n')).toMatch(new RegExp(`^Failed: students row ${student.id}, column section: is 200 characters long, the column holds \\d+\\.`));
    expect(await count(into, 'students')).toBe(0);
    expect(await count(into, 'notices')).toBe(0);

    await source.updateTable('students').set({ section: student.section }).where('id', '=', student.id).execute();
    const fixed = await dbCopy(pg.url);
    expect(fixed.err).toEqual([]);
    expect(fixed.code).toBe(0);
    expect(await count(into, 'students')).toBe(await count(source, 'students'));
  } finally {
    await into.destroy();
  }
}, 120_000);

test('a missing SQLite file is refused instead of copying an empty database', async () => {
  const pg = await target();
  const missing = await dbCopy(pg.url, { ...config, databaseUrl: `sqlite:${path.join(dir, 'nothing-here.db')}` });
  expect(missing).toMatchObject({ code: 2, err: [expect.stringMatching(/^Refused: no SQLite database at .*nothing-here\.db$/)] });
});
