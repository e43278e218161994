// The academic calendar (issue 29): calendar/ — an Admin adds, changes and deletes events, anyone reads them, an end
// before the start is a 400 on `end_date` (a PATCH of one date compared with the other it keeps); and /calendar.ics,
// read as a calendar application reads it: all-day events with an exclusive end, text escaped, long Bengali lines
// folded at 75 octets, cached until an event changes. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import type { LightMyRequestResponse } from 'fastify';
import { addUser, login, startTestApp, type TestContext } from './helpers';
import { contentLines, events } from './ical';

const HOST = '127.0.0.1:8080';
const END_BEFORE_START = 'Ensure this date is not before start_date.';

let context: TestContext;
let admin: Record<string, string>;
let general: Record<string, string>;

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';

function send(method: Method, url: string, payload?: object, headers: Record<string, string> = admin): Promise<LightMyRequestResponse> {
  return context.app.inject({ method, url: `/api/${url}`, headers: { host: HOST, ...headers }, payload });
}

async function created(payload: object): Promise<{ id: number } & Record<string, unknown>> {
  const response = await send('POST', 'calendar/', payload);
  if (response.statusCode !== 201) throw new Error(`expected 201: ${response.statusCode} ${response.body}`);
  return response.json();
}

const ics = (headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url: '/calendar.ics', headers: { host: HOST, ...headers } });

beforeAll(async () => {
  context = await startTestApp();
  await addUser(context, { username: 'admin', role: 'Admin' });
  await addUser(context, { username: 'reader', role: 'General' });
  admin = { authorization: `Bearer ${(await login(context.app, 'admin')).access}` };
  general = { authorization: `Bearer ${(await login(context.app, 'reader')).access}` };
  expect((await send('POST', 'institutions/', { name: 'চন্দনপুর সরকারি কলেজ' })).statusCode).toBe(201);
});
afterAll(() => context.close());

afterEach(async () => {
  for (const { id } of (await send('GET', 'calendar/', undefined, {})).json<{ id: number }[]>()) await send('DELETE', `calendar/${id}/`);
});

describe('calendar/', () => {
  test('an Admin adds, changes and deletes an event; anyone reads the list by first day, and one event', async () => {
    const winter = await created({ title: ' শীতকালীন ছুটি ', kind: 'holiday', start_date: '2026-12-18', end_date: '2026-12-31', note: 'ছুটি শেষে নিয়মিত ক্লাস।' });
    expect(winter).toEqual({
      id: winter.id,
      title: 'শীতকালীন ছুটি',
      kind: 'holiday',
      start_date: '2026-12-18',
      end_date: '2026-12-31',
      note: 'ছুটি শেষে নিয়মিত ক্লাস।',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const victory = await created({ title: 'বিজয় দিবস', kind: 'holiday', start_date: '2026-12-16' });
    expect(victory).toMatchObject({ end_date: null, note: null });

    const list = await send('GET', 'calendar/', undefined, {});
    expect(list.statusCode).toBe(200);
    expect(list.json<{ title: string }[]>().map((e) => e.title)).toEqual(['বিজয় দিবস', 'শীতকালীন ছুটি']);
    expect((await send('GET', `calendar/${winter.id}/`, undefined, {})).json()).toMatchObject({ title: 'শীতকালীন ছুটি' });
    expect((await send('GET', 'calendar/?kind=exam', undefined, {})).json()).toEqual([]);

    const put = await send('PUT', `calendar/${victory.id}/`, { title: 'বিজয় দিবস', kind: 'holiday', start_date: '2026-12-16', end_date: '2026-12-17', note: 'কলেজ বন্ধ।' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ end_date: '2026-12-17', note: 'কলেজ বন্ধ।' });
    const cleared = await send('PATCH', `calendar/${victory.id}/`, { end_date: '', note: '' });
    expect(cleared.json()).toMatchObject({ end_date: null, note: null });

    expect((await send('DELETE', `calendar/${winter.id}/`)).statusCode).toBe(204);
    expect((await send('GET', `calendar/${winter.id}/`, undefined, {})).statusCode).toBe(404);
  });

  test('the fields are checked: a title, a kind of the four, a real start date', async () => {
    const response = await send('POST', 'calendar/', { title: '', kind: 'party', start_date: '2026-02-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: ['This field may not be blank.'],
      kind: ['"party" is not a valid choice.'],
      start_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    });
  });

  test('an end before the start is refused on end_date, also when a PATCH changes only one of the dates', async () => {
    const before = await send('POST', 'calendar/', { title: 'টেস্ট পরীক্ষা', kind: 'exam', start_date: '2027-01-22', end_date: '2027-01-08' });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({ end_date: [END_BEFORE_START] });

    const exam = await created({ title: 'টেস্ট পরীক্ষা', kind: 'exam', start_date: '2027-01-08', end_date: '2027-01-22' });
    const later = await send('PATCH', `calendar/${exam.id}/`, { start_date: '2027-01-23' });
    expect(later.statusCode).toBe(400);
    expect(later.json()).toEqual({ end_date: [END_BEFORE_START] });
    const earlier = await send('PATCH', `calendar/${exam.id}/`, { end_date: '2027-01-07' });
    expect(earlier.json()).toEqual({ end_date: [END_BEFORE_START] });
    // Nothing was written; a one-day event ends the day it starts.
    expect((await send('GET', `calendar/${exam.id}/`, undefined, {})).json()).toMatchObject({ start_date: '2027-01-08', end_date: '2027-01-22' });
    expect((await send('PATCH', `calendar/${exam.id}/`, { end_date: '2027-01-08' })).statusCode).toBe(200);
  });

  test('anyone reads; only an Admin writes, as the notices', async () => {
    const event = await created({ title: 'মে দিবস', kind: 'holiday', start_date: '2027-05-01' });
    for (const [headers, status] of [
      [{}, 401],
      [general, 403],
    ] as const) {
      expect((await send('POST', 'calendar/', { title: 'x', kind: 'other', start_date: '2027-01-01' }, headers)).statusCode).toBe(status);
      expect((await send('PATCH', `calendar/${event.id}/`, { title: 'x' }, headers)).statusCode).toBe(status);
      expect((await send('DELETE', `calendar/${event.id}/`, undefined, headers)).statusCode).toBe(status);
    }
    expect((await send('GET', `calendar/${event.id}/`, undefined, general)).json()).toMatchObject({ title: 'মে দিবস' });
  });
});

describe('/calendar.ics', () => {
  test('every event is an all-day event: DATE values, the end the day after the last day, a stable UID, its kind', async () => {
    const winter = await created({ title: 'শীতকালীন ছুটি', kind: 'holiday', start_date: '2026-12-18', end_date: '2026-12-31', note: 'ছুটি শেষে নিয়মিত ক্লাস।' });
    const victory = await created({ title: 'বিজয় দিবস', kind: 'holiday', start_date: '2026-12-16' });
    const admission = await created({ title: 'একাদশ শ্রেণির ভর্তি', kind: 'admission', start_date: '2027-02-25', end_date: '2027-03-01' });

    const response = await ics();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('filename="academic-calendar.ics"');
    const lines = contentLines(response.body);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('X-WR-CALNAME:চন্দনপুর সরকারি কলেজ: একাডেমিক ক্যালেন্ডার');
    expect(lines.at(-1)).toBe('END:VCALENDAR');

    const found = events(lines);
    expect(found.map((e) => e.SUMMARY)).toEqual(['বিজয় দিবস', 'শীতকালীন ছুটি', 'একাদশ শ্রেণির ভর্তি']);
    const [one, span, leap] = found;
    expect(one).toMatchObject({ UID: `calendar-${victory.id}@127.0.0.1`, 'DTSTART;VALUE=DATE': '20261216', 'DTEND;VALUE=DATE': '20261217', CATEGORIES: 'ছুটি' });
    expect(one.DESCRIPTION).toBeUndefined();
    expect(one.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    // Across the year's end and across February's last day (2027 is no leap year).
    expect(span).toMatchObject({ UID: `calendar-${winter.id}@127.0.0.1`, 'DTSTART;VALUE=DATE': '20261218', 'DTEND;VALUE=DATE': '20270101', DESCRIPTION: 'ছুটি শেষে নিয়মিত ক্লাস।' });
    expect(leap).toMatchObject({ UID: `calendar-${admission.id}@127.0.0.1`, 'DTSTART;VALUE=DATE': '20270225', 'DTEND;VALUE=DATE': '20270302', CATEGORIES: 'ভর্তি' });
    expect(span.URL).toBe(`http://${HOST}/about#calendar`);
  });

  test('text is escaped and long Bengali lines are folded at 75 octets, never inside a letter', async () => {
    const note = 'প্রবেশপত্র, রেজিস্ট্রেশন কার্ড; এবং কলম\\পেনসিল সঙ্গে আনতে হবে।\nপরীক্ষা সকাল ১০টায় শুরু হবে এবং দুপুর ১টায় শেষ হবে।';
    await created({ title: 'উচ্চ মাধ্যমিক টেস্ট পরীক্ষা, দ্বাদশ শ্রেণি; সকল বিভাগ', kind: 'exam', start_date: '2027-01-08', end_date: '2027-01-22', note });
    const response = await ics();
    const physical = response.body.split('\r\n');
    // Folded: some lines continue the one before, and every physical line is whole UTF-8 (no letter cut in two).
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    expect(response.body).not.toContain('\uFFFD');
    const [event] = events(contentLines(response.body));
    expect(event.SUMMARY).toBe('উচ্চ মাধ্যমিক টেস্ট পরীক্ষা\\, দ্বাদশ শ্রেণি\\; সকল বিভাগ');
    expect(event.DESCRIPTION).toBe('প্রবেশপত্র\\, রেজিস্ট্রেশন কার্ড\\; এবং কলম\\\\পেনসিল সঙ্গে আনতে হবে।\\nপরীক্ষা সকাল ১০টায় শুরু হবে এবং দুপুর ১টায় শেষ হবে।');
    expect(event.CATEGORIES).toBe('পরীক্ষা');
  });

  test('answered from its cache with its ETag until an event changes; a write shows at once', async () => {
    const event = await created({ title: 'মে দিবস', kind: 'holiday', start_date: '2027-05-01' });
    const first = await ics();
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await ics({ 'if-none-match': etag })).statusCode).toBe(304);

    expect((await send('PATCH', `calendar/${event.id}/`, { title: 'মহান মে দিবস' })).statusCode).toBe(200);
    const changed = await ics({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(events(contentLines(changed.body)).map((e) => e.SUMMARY)).toEqual(['মহান মে দিবস']);

    expect((await send('DELETE', `calendar/${event.id}/`)).statusCode).toBe(204);
    expect(events(contentLines((await ics()).body))).toEqual([]);
  });

  test('a Host the site does not answer to is a 400', async () => {
    const response = await ics({ host: 'evil.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid HTTP_HOST header.' });
  });
});
