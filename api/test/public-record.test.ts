// The college's public record (issue 13): results/, routines/ and acknowledgment/ — created, read, filtered,
// changed and deleted; their files (a PDF or an image, by content, at most 10 MB) stored, served, replaced and
// removed; the result counts' rules; acknowledgment answered without the trailing slash too; classes in use by
// them kept; the orphan sweep sees their files. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { RESOURCES } from '../src/resources';
import { fileColumns } from '../src/resources/fileColumns';
import { addUser, login, mediaFiles, multipart, startTestApp, type TestContext, VISITOR } from './helpers';
import { jpeg, padTo, pdf, png, webp } from './images';

let context: TestContext;
let auth: Record<string, string>;
let general: Record<string, string>;
const MB = 1024 * 1024;
const WRONG_TYPE = 'Upload a valid PDF file or image: JPEG, PNG or WebP.';
const classes = { xi: 0, xii: 0 };

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
type Files = Record<string, { data: Buffer; filename: string; type?: string }>;
type Headers = Record<string, string>;

function send(method: Method, url: string, payload?: object, headers: Headers = auth): Promise<LightMyRequestResponse> {
  return context.app.inject({ method, url: `/api/${url}`, headers, payload });
}

async function sendForm(method: Method, url: string, fields: Record<string, string>, files: Files = {}, headers: Headers = auth): Promise<LightMyRequestResponse> {
  const form = await multipart(fields, files);
  return context.app.inject({ method, url: `/api/${url}`, headers: { ...headers, ...form.headers }, payload: form.payload });
}

async function created(response: LightMyRequestResponse): Promise<{ id: number } & Record<string, any>> {
  if (response.statusCode !== 201) throw new Error(`expected 201: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The path of a file URL (relative, or absolute as DRF answers it). */
const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;

/** The file on disk behind a /media/ URL. */
function stored(url: string): string {
  const pathname = pathOf(url);
  expect(pathname).toMatch(/^\/media\//);
  return path.join(context.config.mediaRoot, decodeURIComponent(pathname.slice('/media/'.length)));
}

const anyone = (url: string) => context.app.inject({ method: 'GET', url: `/api/${url}` });
const ids = (response: LightMyRequestResponse) => response.json<{ id: number }[]>().map((r) => r.id);

const hscPdf = () => ({ file: { data: pdf(), filename: 'hsc.pdf', type: 'application/pdf' } });

function result(fields: Record<string, string | number> = {}): Record<string, string> {
  const base = { year: 2024, category: 'Public', class_name: classes.xii, exam_name: 'HSC', ...fields };
  return Object.fromEntries(Object.entries(base).map(([k, v]) => [k, String(v)]));
}

beforeAll(async () => {
  context = await startTestApp();
  await addUser(context, { username: 'admin', role: 'Admin' });
  await addUser(context, { username: 'reader', role: 'General' });
  auth = { authorization: `Bearer ${(await login(context.app, 'admin')).access}` };
  general = { authorization: `Bearer ${(await login(context.app, 'reader')).access}` };
  classes.xi = (await created(await send('POST', 'classes/', { name: 'একাদশ' }))).id;
  classes.xii = (await created(await send('POST', 'classes/', { name: 'দ্বাদশ' }))).id;
});
afterAll(() => context.close());

describe('results/', () => {
  test('an Admin adds a result with its sheet; anyone reads it, with the counts and both stamps', async () => {
    const response = await sendForm('POST', 'results/', result({ examinees: '১২০', passed: 98, gpa5: 14 }), hscPdf());
    const answer = await created(response);
    expect(answer).toEqual({
      id: answer.id,
      year: 2024,
      category: 'Public',
      class_name: classes.xii,
      exam_name: 'HSC',
      examinees: 120,
      passed: 98,
      gpa5: 14,
      file: expect.stringMatching(/\/media\/results\/[^/]+\.pdf$/),
      created_at: '2025-03-01T10:00:00.000Z',
      updated_at: '2025-03-01T10:00:00.000Z',
    });
    expect(existsSync(stored(answer.file))).toBe(true);
    const read = await anyone(`results/${answer.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(answer);
    const file = await context.app.inject({ method: 'GET', url: pathOf(answer.file) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    await send('DELETE', `results/${answer.id}/`);
  });

  test('the counts are optional; an image is a sheet too (JPEG, PNG, WebP)', async () => {
    for (const [data, extension] of [
      [jpeg(), 'jpg'],
      [png(), 'png'],
      [webp(), 'webp'],
    ] as const) {
      const answer = await created(await sendForm('POST', 'results/', result({ category: 'Internal', exam_name: 'Half Yearly' }), { file: { data, filename: `sheet.${extension}` } }));
      expect(answer).toMatchObject({ examinees: null, passed: null, gpa5: null, file: expect.stringMatching(new RegExp(`/media/results/[^/]+\\.${extension}$`)) });
      expect((await send('DELETE', `results/${answer.id}/`)).statusCode).toBe(204);
      expect(existsSync(stored(answer.file))).toBe(false);
    }
  });

  test('each field by its rule, with DRF\'s messages; nothing is stored', async () => {
    const before = (await mediaFiles(context.config));
    const cases: [Record<string, string>, object][] = [
      [{}, { year: ['This field is required.'], category: ['This field is required.'], class_name: ['This field is required.'], exam_name: ['This field is required.'] }],
      [result({ year: 1949 }), { year: ['Ensure this value is greater than or equal to 1950.'] }],
      [result({ year: 2101 }), { year: ['Ensure this value is less than or equal to 2100.'] }],
      [result({ year: '2024.5' }), { year: ['A valid integer is required.'] }],
      [result({ category: 'Board' }), { category: ['"Board" is not a valid choice.'] }],
      [result({ exam_name: 'x'.repeat(101) }), { exam_name: ['Ensure this field has no more than 100 characters.'] }],
      [result({ examinees: -1 }), { examinees: ['Ensure this value is greater than or equal to 0.'] }],
      [result({ gpa5: 'many' }), { gpa5: ['A valid integer is required.'] }],
    ];
    for (const [fields, errors] of cases) {
      const response = await sendForm('POST', 'results/', fields, hscPdf());
      expect({ fields, status: response.statusCode, body: response.json() }).toEqual({ fields, status: 400, body: errors });
    }
    const noClass = await sendForm('POST', 'results/', result({ class_name: 999 }), hscPdf());
    expect(noClass.statusCode).toBe(400);
    expect(noClass.json()).toEqual({ class_name: ['Invalid pk "999" - object does not exist.'] });
    const noFile = await sendForm('POST', 'results/', result());
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ file: ['No file was submitted.'] });
    expect((await mediaFiles(context.config))).toEqual(before);
    expect((await anyone('results/')).json()).toEqual([]);
  });

  test('no more passed than sat, no more GPA 5s than passed: field errors, on create and on an edit of one count', async () => {
    const before = (await mediaFiles(context.config));
    const over = await sendForm('POST', 'results/', result({ examinees: 50, passed: 51, gpa5: 52 }), hscPdf());
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      passed: ['The number passed cannot be more than the number of examinees.'],
      gpa5: ['The number with GPA 5 cannot be more than the number passed.'],
    });
    expect((await mediaFiles(context.config))).toEqual(before);

    const answer = await created(await sendForm('POST', 'results/', result({ examinees: 50, passed: 50, gpa5: 50 }), hscPdf()));
    // A PATCH of one count is compared with the counts the record keeps.
    const fewer = await send('PATCH', `results/${answer.id}/`, { examinees: 40 });
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json()).toEqual({ passed: ['The number passed cannot be more than the number of examinees.'] });
    const gpa = await send('PATCH', `results/${answer.id}/`, { gpa5: 51 });
    expect(gpa.json()).toEqual({ gpa5: ['The number with GPA 5 cannot be more than the number passed.'] });
    // Without the number of examinees, any number passed stands.
    const cleared = await send('PATCH', `results/${answer.id}/`, { examinees: null, passed: 60, gpa5: 2 });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ examinees: null, passed: 60, gpa5: 2 });
    await send('DELETE', `results/${answer.id}/`);
  });

  describe('lists', () => {
    const made: Record<string, number> = {};
    beforeAll(async () => {
      const add = async (name: string, fields: Record<string, string | number>) => {
        made[name] = (await created(await sendForm('POST', 'results/', result(fields), hscPdf()))).id;
      };
      await add('hsc2023', { year: 2023, examinees: 110, passed: 90, gpa5: 10 });
      await add('hsc2024', { year: 2024, examinees: 120, passed: 98, gpa5: 14 });
      await add('halfYearly2024', { year: 2024, category: 'Internal', class_name: classes.xi, exam_name: 'Half Yearly' });
      await add('yearFinal2022', { year: 2022, category: 'Internal', class_name: classes.xi, exam_name: 'Year Final' });
    });
    afterAll(async () => {
      for (const id of Object.values(made)) await send('DELETE', `results/${id}/`);
    });

    test('newest year first, then the one added last', async () => {
      expect(ids(await anyone('results/'))).toEqual([made.halfYearly2024, made.hsc2024, made.hsc2023, made.yearFinal2022]);
    });

    test('?category=, ?year= (Bengali digits too), ?class_name=, together and paged', async () => {
      expect(ids(await anyone('results/?category=Public'))).toEqual([made.hsc2024, made.hsc2023]);
      expect(ids(await anyone('results/?category=Internal'))).toEqual([made.halfYearly2024, made.yearFinal2022]);
      expect(ids(await anyone('results/?year=2024'))).toEqual([made.halfYearly2024, made.hsc2024]);
      expect(ids(await anyone('results/?year=২০২৩'))).toEqual([made.hsc2023]);
      expect(ids(await anyone(`results/?class_name=${classes.xi}`))).toEqual([made.halfYearly2024, made.yearFinal2022]);
      expect(ids(await anyone(`results/?class_name=${classes.xii}&year=2024&category=Public`))).toEqual([made.hsc2024]);
      // A value that is no year or id matches nothing (never a 500 on PostgreSQL's integer column).
      for (const url of ['results/?year=abc', 'results/?year=2024.0', 'results/?class_name=x', 'results/?year=99999999999', 'results/?category=public']) {
        const response = await anyone(url);
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 200, body: [] });
      }
      const page = await anyone('results/?page_size=2&page=2');
      expect(page.json()).toMatchObject({ count: 4, results: [{ id: made.hsc2023 }, { id: made.yearFinal2022 }] });
    });

    test('?distinct=year: the years there are results of, for a filter', async () => {
      expect((await anyone('results/?distinct=year')).json()).toEqual(['2022', '2023', '2024']);
      expect((await anyone('results/?distinct=year&category=Public')).json()).toEqual(['2023', '2024']);
    });

    test('a list answered again after a write shows it (cached by version)', async () => {
      const first = await anyone('results/?category=Public');
      await send('PATCH', `results/${made.hsc2023}/`, { exam_name: 'HSC (বিজ্ঞান)' });
      const second = await anyone('results/?category=Public');
      expect(second.headers.etag).not.toBe(first.headers.etag);
      expect(second.json()[1]).toMatchObject({ id: made.hsc2023, exam_name: 'HSC (বিজ্ঞান)' });
      // The list depends on the classes' writes too (the registry: a class's write changes results and routines).
      expect(RESOURCES.find((d) => d.key === 'results')!.dependsOn).toEqual(['classes']);
      expect(RESOURCES.find((d) => d.key === 'routines')!.dependsOn).toEqual(['classes']);
    });
  });

  test('PUT by an Admin without a file keeps the sheet; a new one replaces it and the old file goes; it cannot be cleared', async () => {
    const answer = await created(await sendForm('POST', 'results/', result({ examinees: 10, passed: 9 }), hscPdf()));
    const put = await send('PUT', `results/${answer.id}/`, { year: 2023, category: 'Public', class_name: classes.xii, exam_name: 'SSC' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ year: 2023, exam_name: 'SSC', examinees: 10, passed: 9, file: answer.file });
    // The URL the client was given, sent back, keeps the file.
    expect((await send('PATCH', `results/${answer.id}/`, { file: answer.file })).json().file).toBe(answer.file);

    const replaced = await sendForm('PATCH', `results/${answer.id}/`, {}, { file: { data: png(), filename: 'sheet.png' } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().file).toMatch(/\/media\/results\/[^/]+\.png$/);
    expect(existsSync(stored(answer.file))).toBe(false);
    expect(existsSync(stored(replaced.json().file))).toBe(true);

    for (const cleared of [await send('PATCH', `results/${answer.id}/`, { file: null }), await sendForm('PATCH', `results/${answer.id}/`, { file: '' })]) {
      expect(cleared.statusCode).toBe(400);
      expect(cleared.json()).toEqual({ file: ['No file was submitted.'] });
    }
    expect((await send('DELETE', `results/${answer.id}/`)).statusCode).toBe(204);
    expect(existsSync(stored(replaced.json().file))).toBe(false);
    expect((await anyone(`results/${answer.id}/`)).statusCode).toBe(404);
  });

  test('reads are anyone\'s, writes an Admin\'s', async () => {
    const answer = await created(await sendForm('POST', 'results/', result(), hscPdf()));
    for (const headers of [{}, general]) {
      expect((await send('GET', 'results/', undefined, headers)).statusCode).toBe(200);
      expect((await send('GET', `results/${answer.id}/`, undefined, headers)).statusCode).toBe(200);
      const status = 'authorization' in headers ? 403 : 401;
      expect((await sendForm('POST', 'results/', result(), hscPdf(), headers)).statusCode).toBe(status);
      expect((await send('PATCH', `results/${answer.id}/`, { exam_name: 'JSC' }, headers)).statusCode).toBe(status);
      expect((await send('DELETE', `results/${answer.id}/`, undefined, headers)).statusCode).toBe(status);
    }
    expect((await anyone(`results/${answer.id}/`)).json()).toEqual(answer);
    await send('DELETE', `results/${answer.id}/`);
  });
});

describe('routines/', () => {
  test('an Admin adds the routines of a class; anyone lists them newest first, by ?category= and ?class_name=', async () => {
    const add = async (category: string, classId: number, data: Buffer, filename: string) => {
      const answer = await created(await sendForm('POST', 'routines/', { category, class_name: String(classId) }, { file: { data, filename } }));
      context.clock.advance(60);
      return answer;
    };
    const xiAcademic = await add('Academic', classes.xi, pdf(), 'xi.pdf');
    const xiExam = await add('Exam', classes.xi, png(), 'xi-exam.png');
    const xiiAcademic = await add('Academic', classes.xii, jpeg(), 'xii.jpg');
    expect(xiAcademic).toEqual({
      id: xiAcademic.id,
      category: 'Academic',
      class_name: classes.xi,
      file: expect.stringMatching(/\/media\/routines\/[^/]+\.pdf$/),
      created_at: '2025-03-01T10:00:00.000Z',
      updated_at: '2025-03-01T10:00:00.000Z',
    });
    expect(xiExam.file).toMatch(/\.png$/);
    expect(ids(await anyone('routines/'))).toEqual([xiiAcademic.id, xiExam.id, xiAcademic.id]);
    expect(ids(await anyone('routines/?category=Academic'))).toEqual([xiiAcademic.id, xiAcademic.id]);
    expect(ids(await anyone(`routines/?class_name=${classes.xi}`))).toEqual([xiExam.id, xiAcademic.id]);
    expect(ids(await anyone(`routines/?class_name=${classes.xi}&category=Exam`))).toEqual([xiExam.id]);
    expect(ids(await anyone('routines/?class_name=nine'))).toEqual([]);

    const moved = await send('PUT', `routines/${xiExam.id}/`, { category: 'Exam', class_name: classes.xii });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ class_name: classes.xii, file: xiExam.file });
    for (const routine of [xiAcademic, xiExam, xiiAcademic]) {
      expect((await send('DELETE', `routines/${routine.id}/`)).statusCode).toBe(204);
      expect(existsSync(stored(routine.file))).toBe(false);
    }
  });

  test('each field by its rule; the file is required and by content', async () => {
    const before = (await mediaFiles(context.config));
    const pdfFile = { file: { data: pdf(), filename: 'routine.pdf' } };
    const cases: [Record<string, string>, Files, number, object][] = [
      [{}, pdfFile, 400, { category: ['This field is required.'], class_name: ['This field is required.'] }],
      [{ category: 'Weekly', class_name: String(classes.xi) }, pdfFile, 400, { category: ['"Weekly" is not a valid choice.'] }],
      [{ category: 'Exam', class_name: '0' }, pdfFile, 400, { class_name: ['Ensure this value is greater than or equal to 1.'] }],
      [{ category: 'Exam', class_name: '404' }, pdfFile, 400, { class_name: ['Invalid pk "404" - object does not exist.'] }],
      [{ category: 'Exam', class_name: String(classes.xi) }, {}, 400, { file: ['No file was submitted.'] }],
      [{ category: 'Exam', class_name: String(classes.xi) }, { file: { data: Buffer.from('<html></html>'), filename: 'routine.pdf', type: 'application/pdf' } }, 415, { file: [WRONG_TYPE] }],
    ];
    for (const [fields, files, status, body] of cases) {
      const response = await sendForm('POST', 'routines/', fields, files);
      expect({ fields, status: response.statusCode, body: response.json() }).toEqual({ fields, status, body });
    }
    expect((await mediaFiles(context.config))).toEqual(before);
  });
});

describe('acknowledgment/ (also without the trailing slash)', () => {
  test('an Admin adds the letters; anyone reads them, latest date first, at both URLs', async () => {
    const permission = await created(
      await sendForm('POST', 'acknowledgment/', { title: 'পাঠদানের অনুমতিপত্র', date: '1972-07-01' }, { image: { data: pdf(), filename: 'permission.pdf' } }),
    );
    expect(permission).toEqual({
      id: permission.id,
      title: 'পাঠদানের অনুমতিপত্র',
      date: '1972-07-01',
      image: expect.stringMatching(/\/media\/acknowledgments\/[^/]+\.pdf$/),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // Created without the slash, as the original's client posts it.
    const recognition = await created(
      await sendForm('POST', 'acknowledgment', { title: 'স্বীকৃতিপত্র', date: '1980-03-01' }, { image: { data: jpeg(), filename: 'recognition.jpg' } }),
    );
    expect(recognition.image).toMatch(/\/media\/acknowledgments\/[^/]+\.jpg$/);

    for (const url of ['acknowledgment/', 'acknowledgment']) {
      const list = await anyone(url);
      expect({ url, status: list.statusCode }).toEqual({ url, status: 200 });
      expect(list.json()).toEqual([recognition, permission]);
    }
    for (const url of [`acknowledgment/${permission.id}/`, `acknowledgment/${permission.id}`]) {
      expect((await anyone(url)).json()).toEqual(permission);
    }
    const paged = await anyone('acknowledgment?page_size=1');
    expect(paged.json()).toMatchObject({ count: 2, previous: null, next: expect.stringMatching(/\/api\/acknowledgment\?page_size=1&page=2$/), results: [recognition] });

    const patched = await send('PATCH', `acknowledgment/${permission.id}`, { title: 'পাঠদানের অনুমতিপত্র (১৯৭২)' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'পাঠদানের অনুমতিপত্র (১৯৭২)', image: permission.image });
    const put = await send('PUT', `acknowledgment/${permission.id}`, { title: 'পাঠদানের অনুমতিপত্র', date: '1972-07-02' });
    expect(put.json()).toMatchObject({ date: '1972-07-02' });

    expect((await send('DELETE', `acknowledgment/${recognition.id}`)).statusCode).toBe(204);
    expect(existsSync(stored(recognition.image))).toBe(false);
    expect((await anyone(`acknowledgment/${recognition.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `acknowledgment/${permission.id}/`)).statusCode).toBe(204);
    expect(existsSync(stored(permission.image))).toBe(false);
  });

  test('without the slash it is guarded as with it; a missing method is 405 (for an Admin); other resources still need the slash', async () => {
    for (const [headers, status] of [
      [{}, 401],
      [general, 403],
    ] as const) {
      expect((await sendForm('POST', 'acknowledgment', { title: 'x', date: '2020-01-01' }, { image: { data: pdf(), filename: 'x.pdf' } }, headers)).statusCode).toBe(status);
      expect((await send('DELETE', 'acknowledgment/1', undefined, headers)).statusCode).toBe(status);
      expect((await send('PUT', 'acknowledgment', { title: 'x' }, headers)).statusCode).toBe(status);
    }
    const missing = await send('PUT', 'acknowledgment', { title: 'x' });
    expect(missing.statusCode).toBe(405);
    expect(missing.headers.allow).toBe('GET, HEAD, POST');
    expect((await send('POST', 'acknowledgment/1')).headers.allow).toBe('DELETE, GET, HEAD, PATCH, PUT');
    for (const url of ['results', 'routines', 'notices', `results/1`, 'acknowledgment/1/extra']) {
      expect({ url, status: (await anyone(url)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  test('each field by its rule: title (at most 200), date and the letter are required', async () => {
    const before = (await mediaFiles(context.config));
    const letter = { image: { data: png(), filename: 'letter.png' } };
    const cases: [Record<string, string>, Files, number, object][] = [
      [{}, letter, 400, { title: ['This field is required.'], date: ['This field is required.'] }],
      [{ title: 'x'.repeat(201), date: '2020-02-30' }, letter, 400, { title: ['Ensure this field has no more than 200 characters.'], date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] }],
      [{ title: 'স্বীকৃতিপত্র', date: '2020-01-01' }, {}, 400, { image: ['No file was submitted.'] }],
      [{ title: 'স্বীকৃতিপত্র', date: '2020-01-01' }, { image: { data: Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(20)]), filename: 'letter.gif' } }, 415, { image: [WRONG_TYPE] }],
    ];
    for (const [fields, files, status, body] of cases) {
      const response = await sendForm('POST', 'acknowledgment', fields, files);
      expect({ fields, status: response.statusCode, body: response.json() }).toEqual({ fields, status, body });
    }
    expect((await mediaFiles(context.config))).toEqual(before);
  });
});

describe('files: 10 MB each, by content', () => {
  const CASES = [
    { path: 'results', field: 'file', fields: () => result() },
    { path: 'routines', field: 'file', fields: () => ({ category: 'Exam', class_name: String(classes.xii) }) },
    { path: 'acknowledgment', field: 'image', fields: () => ({ title: 'স্বীকৃতিপত্র', date: '1980-03-01' }) },
  ];

  test.each(CASES)('$path/ $field: exactly 10 MB is taken (PDF or image); one byte more is 413 naming the field, nothing stored', async ({ path: url, field, fields }) => {
    const before = (await mediaFiles(context.config));
    for (const data of [pdf(), png()]) {
      const tooLarge = await sendForm('POST', `${url}/`, fields(), { [field]: { data: padTo(data, 10 * MB + 1), filename: 'big' } });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ [field]: ['The file is too large: at most 10 MB.'] });
    }
    expect((await mediaFiles(context.config))).toEqual(before);
    const record = await created(await sendForm('POST', `${url}/`, fields(), { [field]: { data: pdf({ padTo: 10 * MB }), filename: 'exact.pdf' } }));
    const tooLarge = await sendForm('PATCH', `${url}/${record.id}/`, {}, { [field]: { data: padTo(jpeg(), 10 * MB + 1), filename: 'big.jpg' } });
    expect(tooLarge.statusCode).toBe(413);
    expect((await anyone(`${url}/${record.id}/`)).json()[field]).toBe(record[field]);
    const atLimit = await sendForm('PATCH', `${url}/${record.id}/`, {}, { [field]: { data: padTo(png(), 10 * MB), filename: 'exact.png' } });
    expect(atLimit.statusCode).toBe(200);
    expect(existsSync(stored(record[field]))).toBe(false);
    expect((await send('DELETE', `${url}/${record.id}/`)).statusCode).toBe(204);
    expect((await mediaFiles(context.config))).toEqual(before);
  });

  test('the orphan sweep knows their file columns', () => {
    expect(fileColumns()).toEqual(
      expect.arrayContaining([
        { table: 'results', column: 'file', folder: 'results' },
        { table: 'routine_files', column: 'file', folder: 'routines' },
        { table: 'acknowledgments', column: 'image', folder: 'acknowledgments' },
      ]),
    );
  });
});

describe('classes in use by results or routines', () => {
  test('are not deleted: 409 naming what uses them; deletable once those are gone', async () => {
    const nine = (await created(await send('POST', 'classes/', { name: 'নবম' }))).id;
    const hsc = await created(await sendForm('POST', 'results/', result({ class_name: nine }), hscPdf()));
    const ssc = await created(await sendForm('POST', 'results/', result({ class_name: nine, exam_name: 'SSC' }), hscPdf()));
    const routine = await created(await sendForm('POST', 'routines/', { category: 'Exam', class_name: String(nine) }, { file: { data: pdf(), filename: 'r.pdf' } }));

    const refused = await send('DELETE', `classes/${nine}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'This record is still in use by 2 results and 1 routine file. Delete or change those first.' });
    await send('DELETE', `results/${hsc.id}/`);
    await send('DELETE', `results/${ssc.id}/`);
    expect((await send('DELETE', `classes/${nine}/`)).json()).toEqual({ detail: 'This record is still in use by 1 routine file. Delete or change those first.' });
    await send('DELETE', `routines/${routine.id}/`);
    expect((await send('DELETE', `classes/${nine}/`)).statusCode).toBe(204);
  });
});

describe('staff/ is public (issue 13, point 3)', () => {
  test('anyone lists and reads staff; writes stay the Admin\'s', async () => {
    const member = await created(await send('POST', 'staff/', { full_name: 'মোঃ জসিম উদ্দিন', designation: 'অফিস সহকারী' }));
    for (const headers of [VISITOR, general]) {
      const list = await send('GET', 'staff/', undefined, headers);
      expect(list.statusCode).toBe(200);
      // Anyone's answer; read with a token in Authorization, that caller's (resources/cache.ts).
      expect(list.headers['cache-control']).toBe('authorization' in headers ? 'private, no-cache' : 'public, no-cache');
      expect(list.json()).toEqual([member]);
      expect((await send('GET', `staff/${member.id}/`, undefined, headers)).json()).toEqual(member);
      const status = 'authorization' in headers ? 403 : 401;
      expect((await send('POST', 'staff/', { full_name: 'x', designation: 'y' }, headers)).statusCode).toBe(status);
      expect((await send('PATCH', `staff/${member.id}/`, { designation: 'y' }, headers)).statusCode).toBe(status);
      expect((await send('DELETE', `staff/${member.id}/`, undefined, headers)).statusCode).toBe(status);
    }
    await send('DELETE', `staff/${member.id}/`);
  });
});
