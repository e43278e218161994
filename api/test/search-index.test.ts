// `?search=` through SQLite's search indexes (migration 0013: every three letters of the searched columns), on
// SQLite or PostgreSQL (TEST_DATABASE_URL), where there is none: every part of every title finds what a plain
// part-of-the-text comparison finds, without regard to case and with digits in either script; the index follows
// every write, a write rolled back included; rows written before the migration are found after it; and a text the
// index cannot take (under three letters, a NUL) is still answered.
import { type Kysely, Migrator, sql } from 'kysely';
import { entryOf } from 'remote_shared/registry';
import { toBengaliDigits, toLatinDigits } from 'remote_shared/schemas';
import { isPostgres, migrateToLatest, openDatabase } from '../src/db';
import { migrations } from '../src/db/migrations';
import { SEARCH_INDEXES } from '../src/db/migrations/0013_search_indexes';
import { RESOURCES } from '../src/resources/definitions';
import { searchColumns } from '../src/resources/crud/filters';
import { loose } from '../src/resources/crud/tables';
import { adminAuth, createTestDatabase, startTestApp, type TestContext, type TestDatabase } from './helpers';

let context: TestContext;
let auth: Record<string, string>;

const NOTICES: Array<[string, string]> = [
  ['HSC Routine ২০২৬', 'Exam'],
  ['ভর্তি 2026 বিজ্ঞপ্তি', 'ভর্তি'],
  ['Fee waiver 50% for_all "students"', 'সাধারণ'],
  ['একাদশ শ্রেণির ক্লাস শুরু', 'ক্লাস'],
  ['ÉCOLE visit: Année ১০', 'Holiday'],
  ['পরীক্ষা-২০২৫ (সংশোধিত)', 'পরীক্ষা'],
];

beforeAll(async () => {
  context = await startTestApp();
  auth = await adminAuth(context);
  for (const [title, category] of NOTICES) {
    const response = await context.app.inject({ method: 'POST', url: '/api/notices/', headers: auth, payload: { title, category, date: '2026-11-01', description: 'বিস্তারিত' } });
    expect(response.statusCode).toBe(201);
  }
});
afterAll(() => context.close());

const sqlite = () => !isPostgres(context.app.db);

/** What a part-of-the-text search of `text` in the notices' title or category must find, by title. */
function expected(text: string): string[] {
  const wanted = [...new Set([toLatinDigits(text.trim()), toBengaliDigits(text.trim())])].map((t) => t.toLowerCase());
  return NOTICES.filter(([title, category]) => wanted.some((w) => title.toLowerCase().includes(w) || category.toLowerCase().includes(w)))
    .map(([title]) => title)
    .sort();
}

async function found(text: string): Promise<string[]> {
  const response = await context.app.inject({ method: 'GET', url: `/api/notices/?search=${encodeURIComponent(text)}&fields=title` });
  expect(response.statusCode).toBe(200);
  return response.json().map((n: { title: string }) => n.title).sort();
}

/** The same search as the list makes it, straight from the database (thousands of texts in a few seconds). */
async function searched(text: string): Promise<string[]> {
  const select = searchColumns(loose(context.app.db).selectFrom('notices'), ['title', 'category'], text, { postgres: isPostgres(context.app.db), table: 'notices' });
  return (await select.select('title').execute()).map((n) => String(n.title)).sort();
}

test('every part of every title and category, in either case, finds what a part-of-the-text comparison finds', async () => {
  const texts = new Set<string>();
  for (const [title, category] of NOTICES) {
    for (const whole of [title, category]) {
      const letters = [...whole];
      for (let length = 1; length <= 6; length++) {
        for (let start = 0; start + length <= letters.length; start++) {
          const part = letters.slice(start, start + length).join('');
          texts.add(part).add(part.toUpperCase()).add(part.toLowerCase());
        }
      }
    }
  }
  let compared = 0;
  for (const text of texts) {
    // Letters with case beyond ASCII fold only in the index (SQLite, three letters or more): SQLite's `like` folds
    // ASCII alone, and PostgreSQL's `lower` follows the database's locale (ASCII alone in the C locale).
    if (!(sqlite() && [...text.trim()].length >= 3) && /[^ -~]/.test(text) && text.toLowerCase() !== text.toUpperCase()) continue;
    if (!text.trim()) continue;
    expect({ text, found: await searched(text) }).toEqual({ text, found: expected(text) });
    compared += 1;
  }
  expect(compared).toBeGreaterThan(900);
});

test('through the API: quotes and LIKE wildcards as themselves, digits in either script, case beyond ASCII on SQLite', async () => {
  expect(await found('Année 10')).toEqual(['ÉCOLE visit: Année ১০']);
  if (sqlite()) {
    // Only the index folds É and é together: this is the search going through it.
    expect(await found('école')).toEqual(['ÉCOLE visit: Année ১০']);
    expect(await found('ANNÉE 10')).toEqual(['ÉCOLE visit: Année ১০']);
  }
  expect(await found('"students"')).toEqual(['Fee waiver 50% for_all "students"']);
  expect(await found('"stu')).toEqual(['Fee waiver 50% for_all "students"']);
  expect(await found('50%')).toEqual(['Fee waiver 50% for_all "students"']);
  expect(await found('r_a')).toEqual(['Fee waiver 50% for_all "students"']);
  expect(await found('r%a')).toEqual([]);
  expect(await found('২০২৬')).toEqual(['HSC Routine ২০২৬', 'ভর্তি 2026 বিজ্ঞপ্তি']);
  expect(await found('র ক্')).toEqual(['একাদশ শ্রেণির ক্লাস শুরু']);
  expect(await found('(সংশোধিত)')).toEqual(['পরীক্ষা-২০২৫ (সংশোধিত)']);
  // A text the index cannot take is answered all the same: two letters, a NUL, FTS5's own words and marks.
  expect(await found('ক্')).toEqual(['একাদশ শ্রেণির ক্লাস শুরু', 'পরীক্ষা-২০২৫ (সংশোধিত)']);
  const nul = await context.app.inject({ method: 'GET', url: '/api/notices/?search=visit%00x' });
  expect({ status: nul.statusCode, body: nul.json() }).toEqual({ status: 400, body: { search: [expect.any(String)] } });
  if (sqlite()) expect(await searched('visit\0x')).toEqual([]); // the list refuses it; the search itself takes it too
  expect(await found('OR visit')).toEqual([]);
  expect(await found('NEAR(a b)')).toEqual([]);
  expect(await found('title: ÉCOLE')).toEqual([]);
  expect(await found('{title} : Exam*')).toEqual([]);
});

test('a text longer than the index looks up is searched with like, and still found', async () => {
  const select = loose(context.app.db).selectFrom('notices');
  const search = (text: string) => searchColumns(select, ['title', 'category'], text, { postgres: false, table: 'notices' }).compile().sql;
  expect(search('a'.repeat(64))).toMatch(/ match /);
  // A phrase of one trigram repeated thousands of times holds the index for seconds: `like` reads it in milliseconds.
  expect(search('a'.repeat(15_000))).not.toMatch(/ match /);
  expect(search('a'.repeat(15_000))).toMatch(/ like /);
  const title = `${'দীর্ঘ শিরোনামের বিজ্ঞপ্তি '.repeat(4)}শেষ`; // 107 letters
  const created = await context.app.inject({ method: 'POST', url: '/api/notices/', headers: auth, payload: { title, category: 'সাধারণ', date: '2026-11-01', description: 'বিস্তারিত' } });
  expect(created.statusCode).toBe(201);
  expect(await found(title)).toEqual([title]);
  expect(await found(`${title} `.repeat(2))).toEqual([]);
  expect((await context.app.inject({ method: 'DELETE', url: `/api/notices/${created.json().id}/`, headers: auth })).statusCode).toBe(204);
  const response = await context.app.inject({ method: 'GET', url: `/api/notices/?search=${'a'.repeat(15_000)}` });
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: [] });
});

test('the search follows every write: created, renamed, deleted, and a write rolled back leaves no trace', async () => {
  const created = await context.app.inject({ method: 'POST', url: '/api/notices/', headers: auth, payload: { title: 'বৃত্তি পরীক্ষার ফল', category: 'ফলাফল', date: '2026-11-02', description: 'বিস্তারিত' } });
  expect(created.statusCode).toBe(201);
  const { id } = created.json();
  expect(await found('বৃত্তি')).toEqual(['বৃত্তি পরীক্ষার ফল']);

  const renamed = await context.app.inject({ method: 'PATCH', url: `/api/notices/${id}/`, headers: auth, payload: { title: 'উপবৃত্তির তালিকা' } });
  expect(renamed.statusCode).toBe(200);
  expect(await found('পরীক্ষার ফল')).toEqual([]);
  expect(await found('উপবৃত্তি')).toEqual(['উপবৃত্তির তালিকা']);
  expect(await found('ফলাফল')).toEqual(['উপবৃত্তির তালিকা']); // the category, unchanged, still found

  // A change of another column leaves the indexed ones found.
  const described = await context.app.inject({ method: 'PATCH', url: `/api/notices/${id}/`, headers: auth, payload: { description: 'নতুন বিবরণ' } });
  expect(described.statusCode).toBe(200);
  expect(await found('উপবৃত্তি')).toEqual(['উপবৃত্তির তালিকা']);

  expect((await context.app.inject({ method: 'DELETE', url: `/api/notices/${id}/`, headers: auth })).statusCode).toBe(204);
  expect(await found('উপবৃত্তি')).toEqual([]);

  await expect(
    context.app.db.transaction().execute(async (trx) => {
      await trx.insertInto('notices').values({ title: 'ফিরিয়ে নেওয়া বিজ্ঞপ্তি', category: 'সাধারণ', description: '', date: '2026-11-03', created_at: '2026-11-03T00:00:00Z', updated_at: '2026-11-03T00:00:00Z' }).execute();
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await searched('ফিরিয়ে নেওয়া')).toEqual([]);
});

test('students are searched by name and digital id, and a contact message by any of its fields', async () => {
  const klass = await context.app.inject({ method: 'POST', url: '/api/classes/', headers: auth, payload: { name: 'দ্বাদশ' } });
  const student = await context.app.inject({ method: 'POST', url: '/api/students/', headers: auth, payload: { full_name: 'Nusrat Jahan নুসরাত', roll_number: '7', class_name: klass.json().id } });
  expect(student.statusCode).toBe(201);
  const names = async (query: string) => (await context.app.inject({ method: 'GET', url: `/api/students/${query}`, headers: auth })).json().map((s: { full_name: string }) => s.full_name);
  expect(await names('?search=nusrat')).toEqual(['Nusrat Jahan নুসরাত']);
  expect(await names(`?search=${encodeURIComponent(student.json().digital_id_code.slice(2, 9))}`)).toEqual(['Nusrat Jahan নুসরাত']);
  expect(await names(`?full_name=${encodeURIComponent('নুসরা')}`)).toEqual(['Nusrat Jahan নুসরাত']);
  expect(await names('?full_name=JAHAN')).toEqual(['Nusrat Jahan নুসরাত']);

  const sent = await context.app.inject({ method: 'POST', url: '/api/contacts/', payload: { name: 'অভিভাবক', phone: '01711223344', message: 'ভর্তির শেষ তারিখ কবে?' } });
  expect(sent.statusCode).toBe(201);
  const messages = async (text: string) => (await context.app.inject({ method: 'GET', url: `/api/contacts/?search=${encodeURIComponent(text)}`, headers: auth })).json().length;
  expect(await messages('১১২২৩')).toBe(1);
  expect(await messages('শেষ তারিখ')).toBe(1);
  expect(await messages('শেষ তারিখে')).toBe(0);
});

describe('a database migrated from before the search indexes', () => {
  let db: Kysely<any>;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase(database.url);
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo('0012_calendar');
    if (error) throw new Error('migrating to 0012 failed', { cause: error });
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  /** Found by the search as the list makes it (`indexed`), or by `like` alone (what the code before 0013 ran). */
  const titles = async (text: string, indexed = true) =>
    (await searchColumns(loose(db).selectFrom('notices'), ['title', 'category'], text, { postgres: isPostgres(db), ...(indexed ? { table: 'notices' } : {}) }).select('title').execute()).map((n) => n.title);

  test('finds the rows written before it, and goes back down to a plain table', async () => {
    await db.insertInto('notices').values({ title: 'পুরোনো বিজ্ঞপ্তি', category: 'সাধারণ', description: '', date: '2025-01-01', created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z' }).execute();
    expect(await migrateToLatest(db)).toContain('0013_search_indexes');
    expect(await titles('পুরোনো')).toEqual(['পুরোনো বিজ্ঞপ্তি']);
    if (!isPostgres(db)) {
      const made = await sql<{ name: string }>`select name from pragma_table_list where type = 'virtual' order by name`.execute(db);
      expect(made.rows.map((r) => r.name)).toEqual(['contacts_search', 'notices_search', 'students_search']);
    }

    const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo('0012_calendar');
    expect(error).toBeUndefined();
    if (!isPostgres(db)) {
      const left = await sql<{ name: string }>`select name from sqlite_master where name like '%\\_search%' escape '\\'`.execute(db);
      expect(left.rows).toEqual([]);
    }
    await db.insertInto('notices').values({ title: 'পরের বিজ্ঞপ্তি', category: 'সাধারণ', description: '', date: '2025-01-02', created_at: '2025-01-02T00:00:00Z', updated_at: '2025-01-02T00:00:00Z' }).execute();
    expect((await titles('বিজ্ঞপ্তি', false)).sort()).toEqual(['পরের বিজ্ঞপ্তি', 'পুরোনো বিজ্ঞপ্তি']);
  });
});

test("each index covers its list's search fields in the registry (a field added there needs a migration)", () => {
  for (const [table, indexed] of Object.entries(SEARCH_INDEXES)) {
    const definition = RESOURCES.find((d) => d.table === table)!;
    const columns = (entryOf(definition.key).search ?? []).map((field) => definition.columns?.[field] ?? field);
    expect({ table, columns: [...columns].sort() }).toEqual({ table, columns: [...indexed].sort() });
  }
});
