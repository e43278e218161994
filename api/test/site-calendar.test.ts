// /routine.ics (site/calendar.ts): a class and section's week routine as an iCalendar file, RFC 5545 as written:
// weekly events in the college's time zone with its VTIMEZONE, text escaped, lines folded at 75 octets with CRLF,
// served as a download, cached until the routine changes.
import type { FastifyInstance } from 'fastify';
import { buildCalendar } from '../src/site/calendar';
import { escapeText, foldLine, vtimezone } from '../src/site/ical';
import { startTestApp, type TestContext, adminAuth } from './helpers';
import { contentLines, events } from './ical';

const HOST = '127.0.0.1:8080';

let context: TestContext;
let auth: Record<string, string>;
const ids = { eleven: 0, twelve: 0, ka: 0, kha: 0, bangla: 0, chemistry: 0, nasrin: 0, karim: 0 };

const get = (url: string, headers: Record<string, string> = {}, app: FastifyInstance = context.app) => app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

async function post(path: string, payload: object): Promise<number> {
  const response = await context.app.inject({ method: 'POST', url: `/api/${path}/`, headers: { ...auth, host: HOST }, payload });
  if (response.statusCode !== 201) throw new Error(`POST ${path}: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

beforeAll(async () => {
  context = await startTestApp();
  auth = await adminAuth(context);
  await post('institutions', { name: 'চন্দনপুর সরকারি কলেজ' });
  ids.eleven = await post('classes', { name: 'একাদশ' });
  ids.twelve = await post('classes', { name: 'দ্বাদশ' });
  ids.ka = await post('sections', { name: 'ক' });
  ids.kha = await post('sections', { name: 'খ' });
  ids.bangla = await post('subjects', { name: 'বাংলা; প্রথম পত্র, ব্যাকরণ', class_name: ids.eleven });
  ids.chemistry = await post('subjects', { name: 'রসায়ন', class_name: ids.eleven });
  ids.nasrin = await post('teachers', { full_name: 'নাসরিন আক্তার' });
  ids.karim = await post('teachers', { full_name: 'করিম উদ্দিন' });
  const slot = { classId: ids.eleven, sectionId: ids.ka };
  // Every teaching day at nine, chemistry on Wednesdays at ten; another section's class the file never holds.
  await post('class-routine', { ...slot, subjectId: ids.bangla, teacherId: ids.nasrin, startTime: '09:00', endTime: '09:45' });
  await post('class-routine', { ...slot, subjectId: ids.chemistry, teacherId: ids.karim, startTime: '10:00', endTime: '10:45', day: 'wed' });
  await post('class-routine', { classId: ids.eleven, sectionId: ids.kha, subjectId: ids.chemistry, teacherId: ids.nasrin, startTime: '11:00', endTime: '11:45', day: 'mon' });
});
afterAll(() => context.close());

describe('GET /routine.ics', () => {
  test("a download of text/calendar with the class and section's weekly events in Asia/Dhaka", async () => {
    const response = await get(`/routine.ics?class=${ids.eleven}&section=${ids.ka}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="routine-${ids.eleven}-${ids.ka}.ics"; filename*=UTF-8''${encodeURIComponent('রুটিন-একাদশ-ক.ics')}`,
    );
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();

    const lines = contentLines(response.body);
    expect(lines.slice(0, 4)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//College Web//Class routine//BN', 'CALSCALE:GREGORIAN']);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('X-WR-CALNAME:চন্দনপুর সরকারি কলেজ: শ্রেণি একাদশ\\, শাখা ক');
    // The zone the times are in, described in the file: Dhaka keeps +06:00 all year.
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Dhaka',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0600',
      'TZOFFSETTO:+0600',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);

    const [bangla, chemistry, ...others] = events(lines);
    expect(others).toEqual([]);
    // The test clock's today is Saturday 1 March 2025 in Dhaka: the every-day class starts on Sunday the 2nd, the
    // Wednesday class on the 5th, each weekly from then.
    expect(bangla).toMatchObject({
      'DTSTART;TZID=Asia/Dhaka': '20250302T090000',
      'DTEND;TZID=Asia/Dhaka': '20250302T094500',
      RRULE: 'FREQ=WEEKLY;BYDAY=SU,MO,TU,WE,TH',
      SUMMARY: 'বাংলা\\; প্রথম পত্র\\, ব্যাকরণ',
      DESCRIPTION: 'শিক্ষক: নাসরিন আক্তার\\nশ্রেণি একাদশ\\, শাখা ক',
      URL: `http://${HOST}/routine?class=${ids.eleven}&section=${ids.ka}`,
    });
    expect(bangla.UID).toMatch(/^routine-\d+@127\.0\.0\.1$/);
    expect(bangla.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(chemistry).toMatchObject({
      'DTSTART;TZID=Asia/Dhaka': '20250305T100000',
      'DTEND;TZID=Asia/Dhaka': '20250305T104500',
      RRULE: 'FREQ=WEEKLY;BYDAY=WE',
      SUMMARY: 'রসায়ন',
    });
    expect(response.body).not.toContain('11:00');
    expect(response.body).not.toContain('T110000');
  });

  test('the class and section may be named by their names, Bengali or Latin digits alike in an id', async () => {
    const byName = await get(`/routine.ics?class=${encodeURIComponent(' একাদশ ')}&section=${encodeURIComponent('খ')}`);
    expect(byName.statusCode).toBe(200);
    const [only] = events(contentLines(byName.body));
    expect(only).toMatchObject({ RRULE: 'FREQ=WEEKLY;BYDAY=MO', 'DTSTART;TZID=Asia/Dhaka': '20250303T110000' });
    const bengaliId = await get(`/routine.ics?class=${encodeURIComponent(String(ids.eleven).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d))))}&section=${ids.ka}`);
    expect(events(contentLines(bengaliId.body))).toHaveLength(2);
  });

  test('a class and section without a routine give an empty calendar; an unknown one is 404; a missing one 400', async () => {
    const empty = await get(`/routine.ics?class=${ids.twelve}&section=${ids.ka}`);
    expect(empty.statusCode).toBe(200);
    expect(events(contentLines(empty.body))).toEqual([]);

    const unknown = await get(`/routine.ics?class=${ids.eleven}&section=9999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });

    const missing = await get('/routine.ics?class=1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ section: ['This field is required.'] });
    expect((await get('/routine.ics')).json()).toEqual({ class: ['This field is required.'], section: ['This field is required.'] });

    const forged = await get(`/routine.ics?class=${ids.eleven}&section=${ids.ka}`, { host: 'evil.example' });
    expect(forged.statusCode).toBe(400);
  });

  test('ETag and 304; a change to the routine shows at once', async () => {
    const url = `/routine.ics?class=${ids.eleven}&section=${ids.ka}`;
    const first = await get(url);
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);

    await post('class-routine', { classId: ids.eleven, sectionId: ids.ka, subjectId: ids.chemistry, teacherId: ids.karim, startTime: '12:00', endTime: '12:45', day: 'thu' });
    const changed = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(events(contentLines(changed.body)).map((e) => e.RRULE)).toEqual(['FREQ=WEEKLY;BYDAY=SU,MO,TU,WE,TH', 'FREQ=WEEKLY;BYDAY=WE', 'FREQ=WEEKLY;BYDAY=TH']);

    // A teacher's new name is in the next download too.
    const teacher = await context.app.inject({ method: 'PATCH', url: `/api/teachers/${ids.karim}/`, headers: { ...auth, host: HOST }, payload: { full_name: 'করিম উদ্দিন আহমেদ' } });
    expect(teacher.statusCode).toBe(200);
    expect(contentLines((await get(url)).body).join('\n')).toContain('শিক্ষক: করিম উদ্দিন আহমেদ');
  });
});

describe('the iCalendar text', () => {
  test('TEXT values escape backslash, semicolon and comma, write line breaks as \\n and drop other controls', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\u0007g\th')).toBe('a\\\\b\\;c\\,d\\ne\\nfg\th');
  });

  test('long lines fold at 75 octets with CRLF and a space, never inside a character', () => {
    const line = `SUMMARY:${'বাংলা ব্যাকরণ ও নির্মিতি '.repeat(6)}`;
    const folded = foldLine(line);
    const physical = folded.slice(0, -2).split('\r\n');
    expect(physical.length).toBeGreaterThan(3);
    for (const part of physical) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(physical.join('\r\n').replace(/\r\n /g, '')).toBe(line);
    expect(folded.endsWith('\r\n')).toBe(true);
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0\r\n');
  });

  test("a zone with daylight saving gets its STANDARD and DAYLIGHT rules, and the events that zone's TZID", () => {
    const instant = Date.parse('2025-03-01T10:00:00Z');
    expect(vtimezone('Europe/London', instant)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/London',
      'BEGIN:DAYLIGHT',
      'DTSTART:20250330T010000',
      'TZOFFSETFROM:+0000',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20251026T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    const body = buildCalendar([{ id: 1, day: 'fri', start_time: '08:30', end_time: '09:15', subject: null, teacher: null, updated_at: null }], {
      timeZone: 'America/New_York',
      now: instant,
      domain: 'college.example',
      name: 'কলেজ',
      className: '৯',
      sectionName: 'A',
      url: null,
    });
    const [event] = events(contentLines(body));
    // Saturday 1 March in New York: the first Friday is the 7th.
    expect(event).toMatchObject({ 'DTSTART;TZID=America/New_York': '20250307T083000', SUMMARY: 'ক্লাস', DESCRIPTION: 'শ্রেণি ৯\\, শাখা A', DTSTAMP: '20250301T100000Z' });
    expect(event.URL).toBeUndefined();
  });
});
