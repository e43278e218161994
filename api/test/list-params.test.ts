// What a list is asked for: `?search=` with Bengali and Latin digits alike (the public notice search, spec
// section 9, now made by the server), `?fields=` for only the fields a page shows, and DRF's pages.
import { addUser, login, startTestApp, type TestContext } from './helpers';

let context: TestContext;
let auth: Record<string, string>;

beforeAll(async () => {
  context = await startTestApp();
  await addUser(context, { username: 'admin', role: 'Admin' });
  auth = { authorization: `Bearer ${(await login(context.app, 'admin')).access}` };
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
