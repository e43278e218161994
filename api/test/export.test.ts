// Export of the dashboard's lists (GET <path>/export/?format=csv|xlsx): the list's search and filters, every page;
// CSV with a UTF-8 BOM and CRLF lines; XLSX with codes, phones and rolls as text cells; formulas neutralised in
// both; file URLs absolute; private lists refused to anyone but an Admin. An export of a filtered list re-imports
// unchanged into an empty table.
import { EXPORT_ONLY_COLUMNS, IMPORT_COLUMNS } from 'remote_shared/transfer';
import { MESSAGES } from 'remote_shared/schemas';
import { bindResource } from '../src/resources/crud/bound';
import { loose } from '../src/resources/crud/tables';
import { RESOURCES } from '../src/resources';
import { answerBatches } from '../src/transfer/export';
import { multipart, type TestContext } from './helpers';
import { jpeg } from './images';
import { readXlsx, startCollege, upload } from './transfer';

let t: TestContext;
let admin: Record<string, string>;
let general: Record<string, string>;
let eleven: number;
let twelve: number;

const STUDENT_COLUMNS = [...IMPORT_COLUMNS.students, ...EXPORT_ONLY_COLUMNS];

/** The students as an import compares them: every import column, the class as its id. */
async function studentsAsImported(): Promise<Record<string, unknown>[]> {
  return t.app.db
    .selectFrom('students')
    .select(['full_name', 'roll_number', 'class_id', 'section', 'gender', 'date_of_birth', 'address', 'guardian_name', 'guardian_contact', 'contact_email', 'contact_phone', 'digital_id_code'])
    .orderBy('class_id')
    .orderBy('roll_key')
    .execute();
}

async function create(url: string, payload: object): Promise<void> {
  const response = await t.app.inject({ method: 'POST', url: `/api/${url}`, headers: admin, payload });
  expect([url, response.statusCode]).toEqual([url, 201]);
}

/** A CSV answer's lines (after the BOM, split at CRLF). */
function csvLines(body: Buffer): string[] {
  expect(body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const text = body.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

beforeAll(async () => {
  ({ t, admin, general, classes: { একাদশ: eleven, দ্বাদশ: twelve } } = await startCollege(['একাদশ', 'দ্বাদশ']));
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.app.db.deleteFrom('students').execute();
  await create('students/', {
    full_name: '=HYPERLINK("http://evil.example","রহিম")',
    roll_number: '007',
    class_name: eleven,
    section: 'ক',
    gender: 'male',
    date_of_birth: '2008-01-31',
    address: '-বাড়ি ১২, ঢাকা',
    guardian_name: '@করিম',
    guardian_contact: '+880 1712-345678',
    contact_email: 'rahim@example.edu.bd',
    contact_phone: '01712345678',
    digital_id_code: '0012345',
  });
  await create('students/', { full_name: 'সালমা খাতুন', roll_number: '12', class_name: eleven, section: 'ক', gender: 'female' });
  await create('students/', { full_name: 'অন্য শাখা', roll_number: '1', class_name: eleven, section: 'খ' });
  await create('students/', { full_name: 'অন্য শ্রেণি', roll_number: '1', class_name: twelve, section: 'ক' });
});

test('a filtered list as CSV: BOM, CRLF, the import columns then id, photo and times, formulas neutralised, leading zeros kept', async () => {
  const response = await t.app.inject({ url: `/api/students/export/?format=csv&class_name=${eleven}&section=ক&page=1&page_size=1`, headers: admin });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe('attachment; filename="students-2025-03-01.csv"');
  expect(response.headers['cache-control']).toBe('private, no-store');
  const lines = csvLines(response.rawPayload);
  expect(lines[0]).toBe(STUDENT_COLUMNS.join(','));
  // Every page: the two students of the class and section, in the list's order (the page parameters are ignored).
  expect(lines).toHaveLength(3);
  const first = lines[1];
  expect(first.startsWith(`"'=HYPERLINK(""http://evil.example"",""রহিম"")",`)).toBe(true);
  expect(first).toContain(',007,একাদশ,ক,male,2008-01-31,');
  expect(first).toContain(`"'-বাড়ি ১২, ঢাকা",'@করিম,'+880 1712-345678,rahim@example.edu.bd,01712345678,0012345,`);
  expect(lines[2]).toMatch(/^সালমা খাতুন,12,একাদশ,ক,female,,,,,,,DID-/);
});

test('an export of a filtered list re-imports unchanged into an empty table, as CSV and as XLSX', async () => {
  const before = (await studentsAsImported()).filter((s) => s.class_id === eleven && s.section === 'ক');
  for (const format of ['csv', 'xlsx'] as const) {
    const exported = await t.app.inject({ url: `/api/students/export/?format=${format}&class_name=${eleven}&section=ক`, headers: admin });
    expect(exported.statusCode).toBe(200);
    await t.app.db.deleteFrom('students').execute();
    const imported = await upload(t.app, '/api/students/import/', admin, exported.rawPayload, {}, `students.${format}`);
    expect([format, imported.statusCode, imported.json()]).toEqual([format, 201, { dry_run: false, rows: 2, created: 2, errors: [] }]);
    expect(await studentsAsImported()).toEqual(before);
  }
});

test('XLSX: text cells typed as text, numbers as numbers, formulas neutralised, times ISO', async () => {
  const response = await t.app.inject({ url: `/api/students/export/?format=xlsx&search=0012345`, headers: admin });
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(response.headers['content-disposition']).toBe('attachment; filename="students-2025-03-01.xlsx"');
  const { rows, formats } = await readXlsx(response.rawPayload);
  expect(rows[0]).toEqual(STUDENT_COLUMNS);
  expect(rows).toHaveLength(2);
  const cell = (name: string) => rows[1][STUDENT_COLUMNS.indexOf(name)];
  const format = (name: string) => formats[1][STUDENT_COLUMNS.indexOf(name)];
  expect([cell('roll_number'), cell('digital_id_code'), cell('contact_phone')]).toEqual(['007', '0012345', '01712345678']);
  expect([format('roll_number'), format('digital_id_code'), format('contact_phone'), format('full_name')]).toEqual(['@', '@', '@', '@']);
  expect(cell('full_name')).toBe(`'=HYPERLINK("http://evil.example","রহিম")`);
  expect([cell('address'), cell('guardian_name'), cell('guardian_contact')]).toEqual(["'-বাড়ি ১২, ঢাকা", "'@করিম", "'+880 1712-345678"]);
  expect(typeof cell('id')).toBe('number');
  expect(cell('created_at')).toBe('2025-03-01T10:00:00.000Z');
});

test("a private list's export refuses anyone but an Admin; a public list's is anyone's; file URLs are absolute", async () => {
  await t.app.inject({ method: 'POST', url: '/api/contacts/', payload: { name: 'দর্শক', phone: '01712345678', message: '=cmd|" /C calc"!A0' } });
  for (const url of ['/api/contacts/export/', '/api/students/export/', '/api/users/export/?format=xlsx']) {
    expect([url, (await t.app.inject({ url })).statusCode]).toEqual([url, 401]);
    expect([url, (await t.app.inject({ url, headers: general })).statusCode]).toEqual([url, 403]);
  }
  const contacts = csvLines((await t.app.inject({ url: '/api/contacts/export/', headers: admin })).rawPayload);
  expect(contacts[0]).toBe('id,name,email,phone,message,is_read,created_at,updated_at');
  expect(contacts[1]).toMatch(/^\d+,দর্শক,,01712345678,"'=cmd\|"" \/C calc""!A0",false,/);

  const form = await multipart({ full_name: 'শিক্ষক', designation: 'প্রভাষক' }, { photo: { data: jpeg(), filename: 'a.jpg', type: 'image/jpeg' } });
  expect((await t.app.inject({ method: 'POST', url: '/api/teachers/', headers: { ...admin, ...form.headers }, payload: form.payload })).statusCode).toBe(201);
  const teachers = await t.app.inject({ url: '/api/teachers/export/' });
  expect(teachers.statusCode).toBe(200);
  expect(teachers.headers['cache-control']).toBe('no-store');
  const [header, row] = csvLines(teachers.rawPayload);
  expect(header).toBe([...IMPORT_COLUMNS.teachers, ...EXPORT_ONLY_COLUMNS].join(','));
  expect(row).toMatch(/,http:\/\/localhost:80\/media\/teachers\/[0-9a-f]{24}\.jpg,/);
});

test('every page of a long list, batch after batch, in the list order', async () => {
  const now = new Date().toISOString();
  const notices = Array.from({ length: 2500 }, (_, i) => ({ title: `নোটিশ ${i + 1}`, description: null, date: '2025-01-01', category: i % 2 ? 'exam' : 'general', pdf_file: null, created_at: now, updated_at: now }));
  for (let start = 0; start < notices.length; start += 500) await t.app.db.insertInto('notices').values(notices.slice(start, start + 500)).execute();
  const all = csvLines((await t.app.inject({ url: '/api/notices/export/' })).rawPayload);
  expect(all).toHaveLength(2501);
  expect(new Set(all.slice(1).map((line) => line.split(',')[1])).size).toBe(2500);
  const list = (await t.app.inject({ url: '/api/notices/?category=exam' })).json<{ title: string }[]>();
  const exams = csvLines((await t.app.inject({ url: '/api/notices/export/?category=exam&format=csv' })).rawPayload);
  expect(exams.slice(1).map((line) => line.split(',')[1])).toEqual(list.map((notice) => notice.title));
});

test('rows deleted or added while an export is written neither skip nor repeat the others', async () => {
  await t.app.db.deleteFrom('notices').execute();
  const now = new Date().toISOString();
  const notices = Array.from({ length: 2500 }, (_, i) => ({ title: `নোটিশ ${i + 1}`, description: null, date: '2025-01-01', category: 'general', pdf_file: null, created_at: now, updated_at: now }));
  for (let start = 0; start < notices.length; start += 500) await t.app.db.insertInto('notices').values(notices.slice(start, start + 500)).execute();
  const def = RESOURCES.find((d) => d.key === 'notices')!;
  const r = bindResource(t.app, def, t.config);
  const order = (await t.app.inject({ url: '/api/notices/' })).json<{ id: number; title: string }[]>();

  const seen: string[] = [];
  let batches = 0;
  for await (const batch of answerBatches(r, loose(t.app.db).selectFrom('notices'), null)) {
    seen.push(...batch.map((answer) => String(answer.title)));
    if (batches++ === 0) {
      // After the first batch: ten rows already written go, one not yet written goes, and a new one comes.
      await t.app.db.deleteFrom('notices').where('id', 'in', [...order.slice(0, 10), order[1500]].map((notice) => notice.id)).execute();
      await t.app.db.insertInto('notices').values({ ...notices[0], title: 'নতুন নোটিশ' }).execute();
    }
  }
  expect(batches).toBe(3);
  expect(seen).toEqual(order.filter((_, i) => i !== 1500).map((notice) => notice.title));
});

test('the format must be csv or xlsx; the list filters answer their own 400s', async () => {
  const response = await t.app.inject({ url: '/api/students/export/?format=ods', headers: admin });
  expect([response.statusCode, response.json()]).toEqual([400, { format: [MESSAGES.choice('ods')] }]);
  const nul = await t.app.inject({ url: '/api/students/export/?search=%00', headers: admin });
  expect([nul.statusCode, nul.json()]).toEqual([400, { search: [MESSAGES.nullCharacter] }]);
  expect((await t.app.inject({ method: 'DELETE', url: '/api/students/export/', headers: admin })).statusCode).toBe(405);
});

test("a resource answered its own way exports its answers' fields: the users", async () => {
  const [header, ...rows] = csvLines((await t.app.inject({ url: '/api/users/export/', headers: admin })).rawPayload);
  expect(header).toBe('id,username,full_name,email,phone,role,profile_picture');
  expect(rows.map((row) => row.split(',').slice(1, 2)[0]).sort()).toEqual(['boss', 'clerk']);
});
