// Import of students, teachers and staff from spreadsheets (POST <path>/import/): a dry run reports every row
// error (the forms' rules and messages, duplicates in the file and in the database, unknown classes, Bijoy text)
// and stores nothing; CSV in UTF-8 with or without a BOM, UTF-16 "Unicode Text" and XLSX all import; one bad row
// imports nothing; 5,000 rows import in one go, each with its audit entry; file-level problems are 400s on `file`
// (an XLSX's parts checked against what they declare; the memory and time a lying one costs: zip-bombs.test.ts);
// the template has the import's header row.
import { unzipSync, zipSync } from 'fflate';
import { fillMessage, IMPORT_COLUMNS, IMPORT_MAX_ROWS, IMPORT_MESSAGES } from 'remote_shared/transfer';
import { MESSAGES } from 'remote_shared/schemas';
import { mediaFiles, type TestContext } from './helpers';
import { pdf } from './images';
import { type Cells, csv, readXlsx, startCollege, upload, utf16be, utf16le, utf8Bom, xlsx } from './transfer';

let t: TestContext;
let admin: Record<string, string>;
let general: Record<string, string>;
let eleven: number;

const HEADER = ['full_name', 'roll_number', 'class_name', 'section', 'gender', 'contact_phone'];

async function count(table: 'students' | 'teachers' | 'staff' | 'audit_entries'): Promise<number> {
  const { n } = await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

const importStudents = (data: Buffer | string, dryRun?: boolean, filename?: string) =>
  upload(t.app, '/api/students/import/', admin, data, dryRun === undefined ? {} : { dry_run: String(dryRun) }, filename);

beforeAll(async () => {
  ({ t, admin, general, classes: { একাদশ: eleven } } = await startCollege(['একাদশ', 'দ্বাদশ']));
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.app.db.deleteFrom('students').execute();
  await t.app.db.deleteFrom('audit_entries').execute();
});

test('a dry run reports every kind of row error, sorted by row and column, and stores nothing', async () => {
  const existing = await t.app.inject({ method: 'POST', url: '/api/students/', headers: admin, payload: { full_name: 'আগের ছাত্র', roll_number: '7', class_name: eleven, section: 'ক' } });
  expect(existing.statusCode).toBe(201);
  const rows: Cells[] = [
    HEADER,
    ['রহিম উদ্দিন', '1', 'একাদশ', 'ক', 'male', '01712345678'], // 2: fine
    ['করিম', '2', 'একাদশ', 'ক', 'boy', 'none'], // 3: two field rules
    ['সালমা', '০০১', 'একাদশ', 'ক', 'female', ''], // 4: roll 1 again (Bengali digits, leading zeros)
    ['জামাল', '7', 'একাদশ', 'ক', '', ''], // 5: roll 7 is stored already
    ['কামাল', '3', 'নবম', 'ক', '', ''], // 6: no such class
    ['Avgvi bvg', '4', 'একাদশ', 'ক', '', ''], // 7: Bijoy
    ['Md. Abdul Karim', '5', 'দ্বাদশ', 'ক', 'male', '০১৮১২৩৪৫৬৭৮'], // 8: fine (English, Bengali digits)
    ['', '', 'একাদশ', '', '', ''], // 9: required fields
  ];
  const response = await importStudents(csv(rows), true);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    dry_run: true,
    rows: 8,
    create: 2,
    errors: [
      { row: 3, field: 'gender', message: MESSAGES.choice('boy') },
      { row: 3, field: 'contact_phone', message: MESSAGES.tel },
      { row: 4, field: 'roll_number', message: fillMessage(IMPORT_MESSAGES.duplicateInFile, { row: 2 }) },
      { row: 5, field: 'roll_number', message: IMPORT_MESSAGES.duplicateInDatabase },
      { row: 6, field: 'class_name', message: fillMessage(IMPORT_MESSAGES.unknownClass, { value: 'নবম' }) },
      { row: 7, field: 'full_name', message: IMPORT_MESSAGES.legacyText },
      { row: 9, field: 'full_name', message: MESSAGES.blank },
      { row: 9, field: 'roll_number', message: MESSAGES.blank },
    ],
  });
  expect(await count('students')).toBe(1);
  expect(await count('audit_entries')).toBe(1); // the create through the API only
  expect((await mediaFiles(t.config))).toEqual([]);
});

test('CSV with and without a BOM (comma or semicolon), UTF-16 LE and BE "Unicode Text" and XLSX all import', async () => {
  const rows = (roll: number): Cells[] => [HEADER, [`নুসরাত জাহান ${roll}`, `00${roll}`, 'একাদশ', 'খ', 'female', '01812345678']];
  const files: [string, Buffer | string][] = [
    ['bom.csv', utf8Bom(csv(rows(1)))],
    ['plain.csv', csv(rows(2), ';')],
    ['unicode-le.txt', utf16le(rows(3))],
    ['unicode-be.txt', utf16be(rows(4))],
    ['book.xlsx', await xlsx(rows(5))],
  ];
  for (const [name, data] of files) {
    const response = await importStudents(data, false, name);
    expect([name, response.statusCode, response.json()]).toEqual([name, 201, { dry_run: false, rows: 1, created: 1, errors: [] }]);
  }
  const stored = await t.app.db.selectFrom('students').select(['full_name', 'roll_number', 'class_id', 'section', 'contact_phone']).orderBy('roll_key').execute();
  expect(stored).toEqual([1, 2, 3, 4, 5].map((n) => ({ full_name: `নুসরাত জাহান ${n}`, roll_number: `00${n}`, class_id: eleven, section: 'খ', contact_phone: '01812345678' })));
});

test('a file with one bad row imports nothing and says which', async () => {
  const rows: Cells[] = [HEADER, ...Array.from({ length: 20 }, (_, i): Cells => [`ছাত্র ${i + 1}`, String(i + 1), 'একাদশ', 'ক', 'male', ''])];
  rows[11][4] = 'unknown';
  const response = await importStudents(csv(rows));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    detail: fillMessage(IMPORT_MESSAGES.nothingImported, { count: 1 }),
    rows: 20,
    created: 0,
    errors: [{ row: 12, field: 'gender', message: MESSAGES.choice('unknown') }],
  });
  expect(await count('students')).toBe(0);
  expect(await count('audit_entries')).toBe(0);
});

test('5,000 students import in one transaction, each with its audit entry, and the list shows them', async () => {
  const before = await t.app.inject({ url: '/api/students/?page_size=1', headers: admin });
  expect(before.json().count).toBe(0);
  const rows: Cells[] = [[...IMPORT_COLUMNS.students]];
  for (let i = 1; i <= 5000; i++) {
    const byClass = i % 2 ? 'একাদশ' : 'দ্বাদশ';
    rows.push([`ছাত্র নম্বর ${i}`, String(i), byClass, ['ক', 'খ'][i % 2], ['male', 'female'][i % 2], '2008-01-31', 'ঢাকা', 'অভিভাবক', '01712345678', `s${i}@example.edu.bd`, `017${String(i).padStart(8, '0')}`, '']);
  }
  const dry = await importStudents(csv(rows), true);
  expect(dry.json()).toEqual({ dry_run: true, rows: 5000, create: 5000, errors: [] });
  const response = await importStudents(csv(rows));
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ dry_run: false, rows: 5000, created: 5000, errors: [] });
  expect(await count('students')).toBe(5000);
  const entries = await t.app.db.selectFrom('audit_entries').select(['action', 'resource', 'username', 'record_id']).execute();
  expect(entries).toHaveLength(5000);
  expect(new Set(entries.map((e) => `${e.action} ${e.resource} ${e.username}`))).toEqual(new Set(['create students boss']));
  // Every student got a digital id of their own; the list's cache saw the write.
  const codes = await t.app.db.selectFrom('students').select('digital_id_code').execute();
  expect(new Set(codes.map((c) => c.digital_id_code)).size).toBe(5000);
  const after = await t.app.inject({ url: '/api/students/?page_size=1', headers: admin });
  expect(after.json().count).toBe(5000);
});

test('teachers and staff import with their own columns and rules', async () => {
  const teachers = await upload(t.app, '/api/teachers/import/', admin, csv([IMPORT_COLUMNS.teachers as string[], ['নাসরিন আক্তার', 'প্রভাষক', 'বাংলা', '01712345678', 'nasrin@example.edu.bd', '']]));
  expect(teachers.json()).toEqual({ dry_run: false, rows: 1, created: 1, errors: [] });
  const staff = await upload(t.app, '/api/staff/import/', admin, csv([['full_name', 'designation'], ['আবুল হোসেন', ''], ['Kvgiæj nvmvb', 'wkÿK']]));
  expect(staff.statusCode).toBe(400);
  expect(staff.json().errors).toEqual([
    { row: 2, field: 'designation', message: MESSAGES.blank },
    { row: 3, field: 'full_name', message: IMPORT_MESSAGES.legacyText },
    { row: 3, field: 'designation', message: IMPORT_MESSAGES.legacyText },
  ]);
  expect(await count('staff')).toBe(0);
});

test('the file itself: missing, unreadable, empty, wrong columns, too many rows; dry_run must be a boolean', async () => {
  const fileError = async (data: Buffer | string, message: string, filename?: string) => {
    const response = await importStudents(data, true, filename);
    expect([response.statusCode, response.json()]).toEqual([400, { file: [message] }]);
  };
  await fileError(pdf(), IMPORT_MESSAGES.unreadable, 'students.pdf');
  await fileError(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), IMPORT_MESSAGES.unreadable, 'broken.xlsx');
  await fileError(Buffer.from([0xff, 0xfe, 0x00, 0xd8]), IMPORT_MESSAGES.unreadable);
  await fileError('', IMPORT_MESSAGES.empty);
  await fileError(csv([HEADER]), IMPORT_MESSAGES.empty);
  await fileError(csv([['full_name', 'roll', 'class_name'], ['ক', '1', 'একাদশ']]), fillMessage(IMPORT_MESSAGES.unknownColumns, { columns: 'roll' }));
  await fileError(csv([['full_name', 'class_name'], ['ক', 'একাদশ']]), fillMessage(IMPORT_MESSAGES.missingColumns, { columns: 'roll_number' }));
  await fileError(csv([['full_name', 'roll_number', 'class_name', 'full_name'], ['ক', '1', 'একাদশ', 'খ']]), fillMessage(IMPORT_MESSAGES.repeatedColumns, { columns: 'full_name' }));
  const many: Cells[] = [HEADER, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i): Cells => ['ক', String(i), 'একাদশ', '', '', ''])];
  await fileError(csv(many), fillMessage(IMPORT_MESSAGES.tooManyRows, { max: IMPORT_MAX_ROWS.toLocaleString('en-US') }));

  const missing = await t.app.inject({ method: 'POST', url: '/api/students/import/', headers: admin, payload: {} });
  expect([missing.statusCode, missing.json()]).toEqual([400, { file: [IMPORT_MESSAGES.noFile] }]);
  const badFlag = await upload(t.app, '/api/students/import/', admin, csv([HEADER]), { dry_run: 'maybe' });
  expect([badFlag.statusCode, badFlag.json()]).toEqual([400, { dry_run: ['Must be a valid boolean.'] }]);
});

/** The XLSX with the central directory's and the local header's fields of the part `name` changed by `patch`. */
function patchPart(data: Buffer, name: string, patch: (fields: { crc: number; size: number }) => { crc: number; size: number }): Buffer {
  const copy = Buffer.from(data);
  // Where the name, its length, the CRC and the unpacked size are: in a local header, in a central directory entry.
  const layouts = new Map([
    [0x04034b50, { nameAt: 30, lengthAt: 26, crcAt: 14, sizeAt: 22 }],
    [0x02014b50, { nameAt: 46, lengthAt: 28, crcAt: 16, sizeAt: 24 }],
  ]);
  for (let at = 0; at + 46 < copy.length; at++) {
    const layout = layouts.get(copy.readUInt32LE(at));
    if (!layout || copy.toString('utf8', at + layout.nameAt, at + layout.nameAt + copy.readUInt16LE(at + layout.lengthAt)) !== name) continue;
    const changed = patch({ crc: copy.readUInt32LE(at + layout.crcAt), size: copy.readUInt32LE(at + layout.sizeAt) });
    copy.writeUInt32LE(changed.crc, at + layout.crcAt);
    copy.writeUInt32LE(changed.size, at + layout.sizeAt);
  }
  return copy;
}

test('an XLSX is unpacked part by part, never past what a part declares: too much declared, a part shorter or longer than it says, or damaged, is refused', async () => {
  const workbook = await xlsx([HEADER, ['রহিম', '1', 'একাদশ', 'ক', 'male', '01711223344']]);
  const parts = unzipSync(workbook);
  const readable = { dry_run: true, rows: 1, create: 1, errors: [] };
  expect((await importStudents(workbook, true, 'a.xlsx')).json()).toEqual(readable);
  // Parts stored uncompressed read the same.
  expect((await importStudents(Buffer.from(zipSync(parts, { level: 0 })), true, 'b.xlsx')).json()).toEqual(readable);

  const fileError = async (data: Buffer, message: string) => {
    const response = await importStudents(data, true, 'c.xlsx');
    expect([response.statusCode, response.json()]).toEqual([400, { file: [message] }]);
  };
  // 41 MB of zeros in a picture part, declared as such: refused before anything is unpacked.
  await fileError(Buffer.from(zipSync({ ...parts, 'xl/media/image1.png': new Uint8Array(41 * 1024 * 1024) })), fillMessage(IMPORT_MESSAGES.unpackedTooLarge, { mb: 40 }));
  const sheet = 'xl/worksheets/sheet1.xml';
  await fileError(patchPart(workbook, sheet, ({ crc, size }) => ({ crc, size: size - 1 })), IMPORT_MESSAGES.unreadable);
  await fileError(patchPart(workbook, sheet, ({ crc, size }) => ({ crc, size: size + 1 })), IMPORT_MESSAGES.unreadable);
  await fileError(patchPart(workbook, sheet, ({ crc, size }) => ({ crc: crc ^ 1, size })), IMPORT_MESSAGES.unreadable);
});

test('only an Admin imports or reads a template', async () => {
  expect((await upload(t.app, '/api/students/import/', {}, csv([HEADER]))).statusCode).toBe(401);
  expect((await upload(t.app, '/api/students/import/', general, csv([HEADER]))).statusCode).toBe(403);
  expect((await t.app.inject({ url: '/api/students/import/template/', headers: general })).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/students/import/', headers: admin })).statusCode).toBe(405);
});

test('the templates hold the import header: CSV with a BOM, XLSX with text columns and a Bengali help sheet', async () => {
  const csvTemplate = await t.app.inject({ url: '/api/teachers/import/template/?format=csv', headers: admin });
  expect(csvTemplate.statusCode).toBe(200);
  expect(csvTemplate.headers['content-disposition']).toBe('attachment; filename="teachers-template.csv"');
  expect(csvTemplate.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(csvTemplate.rawPayload.subarray(3).toString('utf8')).toBe(`${IMPORT_COLUMNS.teachers.join(',')}\r\n`);

  const xlsxTemplate = await t.app.inject({ url: '/api/students/import/template/?format=xlsx', headers: admin });
  expect(xlsxTemplate.headers['content-disposition']).toBe('attachment; filename="students-template.xlsx"');
  const { rows, sheets, workbook } = await readXlsx(xlsxTemplate.rawPayload);
  expect(rows).toEqual([[...IMPORT_COLUMNS.students]]);
  expect(sheets).toEqual(['students', 'নির্দেশনা']);
  const data = workbook.worksheets[0];
  const column = (name: string) => data.getColumn(IMPORT_COLUMNS.students.indexOf(name) + 1);
  expect([column('roll_number').numFmt, column('contact_phone').numFmt, column('full_name').numFmt]).toEqual(['@', '@', undefined]);
  const help = workbook.worksheets[1].getRow(IMPORT_COLUMNS.students.indexOf('class_name') + 2).values as unknown[];
  expect(help.slice(1)).toEqual(['class_name', 'হ্যাঁ', expect.stringContaining('শ্রেণির নাম'), 'একাদশ, দ্বাদশ']);

  const badFormat = await t.app.inject({ url: '/api/students/import/template/?format=pdf', headers: admin });
  expect([badFormat.statusCode, badFormat.json()]).toEqual([400, { format: [MESSAGES.choice('pdf')] }]);
});
