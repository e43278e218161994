// What a list is asked for: `?search=` with Bengali and Latin digits alike (the public notice search, spec
// section 9, now made by the server), `?fields=` for only the fields a page shows, and DRF's pages.
import { searchColumns } from '../src/resources/crud/filters';
import { loose } from '../src/resources/crud/tables';
import { startTestApp, type TestContext, adminAuth } from './helpers';

let context: TestContext;
let auth: Record<string, string>;

beforeAll(async () => {
  context = await startTestApp();
  auth = await adminAuth(context);
  for (const [title, category, date] of [
    ['HSC Routine ২০২৬', 'Exam', '2026-10-31'],
    ['ভর্তি 2026 বিজ্ঞপ্তি', 'ভর্তি', '2026-11-01'],
    ['Eid holiday', 'Holiday', '2026-11-30'],
  ]) {
    await context.app.inject({ method: 'POST', url: '/api/notices/', headers: auth, payload: { title, category, date, description: 'x'.repeat(50) } });
  }
});
afterAll(() => context.close());

const get = (query: string) => context.app.inject({ method: 'GET', url: `/api/notices/${query}` });
const titles = async (query: string) => (await get(query)).json().map((n: { title: string }) => n.title).sort();

test('search treats Bengali and Latin digits alike, on both sides, and ignores case', async () => {
  expect(await titles('?search=2026')).toEqual(['HSC Routine ২০২৬', 'ভর্তি 2026 বিজ্ঞপ্তি']);
  expect(await titles(`?search=${encodeURIComponent('২০২৬')}`)).toEqual(['HSC Routine ২০২৬', 'ভর্তি 2026 বিজ্ঞপ্তি']);
  expect(await titles('?search=hsc%20ROUTINE%202026')).toEqual(['HSC Routine ২০২৬']);
  expect(await titles('?search=exam')).toEqual(['HSC Routine ২০২৬']);
  expect(await titles('?search=%20%20')).toHaveLength(3);
});

test('the search is written for its database: like alone on SQLite (which folds case itself), strpos on PostgreSQL, lower-cased where case counts', () => {
  const select = loose(context.app.db).selectFrom('notices');
  const sqlite = searchColumns(select, ['title', 'category'], 'Exam 2026', { postgres: false }).compile();
  expect(sqlite.sql).not.toMatch(/lower\(/);
  expect(sqlite.sql.match(/ like /g)).toHaveLength(4);
  expect(sqlite.parameters).toEqual(['%Exam 2026%', '%Exam ২০২৬%', '%Exam 2026%', '%Exam ২০২৬%']);
  const portable = searchColumns(select, ['title', 'category'], 'Exam 2026').compile();
  expect(portable.sql.match(/lower\("title"\) like lower\((\?|\$\d+)\)/g)).toHaveLength(2);
  // PostgreSQL looks for the text itself, wildcards and all (no `like` pattern to escape).
  const cased = searchColumns(select, ['title'], 'Exam 50%', { postgres: true }).compile();
  expect(cased.sql.match(/strpos\(lower\("title"\), lower\((\?|\$\d+)\)\) > 0/g)).toHaveLength(2);
  expect(cased.sql).not.toMatch(/ like /);
  expect(cased.parameters).toEqual(['Exam 50%', 'Exam ৫০%']);
  // Text without letters that have case (Bengali, digits): without lower-casing rows.
  const caseless = searchColumns(select, ['title'], 'ভর্তি ২০২৬', { postgres: true }).compile();
  expect(caseless.sql).not.toMatch(/lower\(/);
  expect(caseless.sql.match(/strpos\("title", (\?|\$\d+)\) > 0/g)).toHaveLength(2);
  expect(caseless.parameters).toEqual(['ভর্তি 2026', 'ভর্তি ২০২৬']);
});

test('a search of Bengali words and digits finds them as written, digits in either script', async () => {
  expect(await titles(`?search=${encodeURIComponent('ভর্তি ২০২৬')}`)).toEqual(['ভর্তি 2026 বিজ্ঞপ্তি']);
  expect(await titles(`?search=${encodeURIComponent('বিজ্ঞপ্তি')}`)).toEqual(['ভর্তি 2026 বিজ্ঞপ্তি']);
  expect(await titles(`?search=${encodeURIComponent('পরীক্ষা')}`)).toEqual([]);
});

test('a search finds 50% as written, and LIKE wildcards in it match only themselves', async () => {
  const created = await context.app.inject({ method: 'POST', url: '/api/notices/', headers: auth, payload: { title: 'Fee waiver 50% for_all', category: 'Fee', date: '2026-09-01', description: 'x'.repeat(50) } });
  try {
    expect(await titles('?search=50%25')).toEqual(['Fee waiver 50% for_all']);
    expect(await titles('?search=R_ALL')).toEqual(['Fee waiver 50% for_all']);
    expect(await titles('?search=r%25a')).toEqual([]);
    expect(await titles('?search=fee%20w')).toEqual(['Fee waiver 50% for_all']);
  } finally {
    await context.app.inject({ method: 'DELETE', url: `/api/notices/${created.json().id}/`, headers: auth });
  }
});

test('fields= answers only the fields asked for, in lists and in pages', async () => {
  const list = (await get('?fields=id,title,nonexistent')).json();
  expect(list).toHaveLength(3);
  for (const notice of list) expect(Object.keys(notice).sort()).toEqual(['id', 'title']);
  const page = (await get('?page_size=2&fields=title')).json();
  expect(page.count).toBe(3);
  expect(page.results).toEqual([{ title: expect.any(String) }, { title: expect.any(String) }]);
  expect(page.next).toContain('page=2');
});

test('a page past the last answers 404 as DRF does', async () => {
  const response = await get('?page=9&page_size=6');
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ detail: 'Invalid page.' });
});

test('date_after and date_before narrow a date to a range, both days included (the overview counts a month)', async () => {
  expect(await titles('?date_after=2026-11-01')).toEqual(['Eid holiday', 'ভর্তি 2026 বিজ্ঞপ্তি']);
  expect(await titles('?date_after=2026-11-01&date_before=2026-11-29')).toEqual(['ভর্তি 2026 বিজ্ঞপ্তি']);
  expect(await titles(`?date_before=${encodeURIComponent('২০২৬-১০-৩১')}`)).toEqual(['HSC Routine ২০২৬']);
  expect((await get('?date_after=2026-11-01&page_size=1')).json().count).toBe(2);
  expect(await titles('?date_after=soon')).toEqual([]);
});
