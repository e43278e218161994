// What an XLSX's cells read as (transfer/parse.ts), as the import sees them: each kind of cell as the text Excel
// shows (a date as its day, a formula as its result, a link as its text), blank rows left out with the others'
// numbers kept, and the sheet read being the first tab however the workbook's parts are named, ordered or linked.
import { type CellFormulaValue, Workbook } from 'exceljs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { fillMessage, IMPORT_MAX_ROWS, IMPORT_MESSAGES } from 'remote_shared/transfer';
import { readSheet, type Sheet } from '../src/transfer/parse';
import { xlsx } from './transfer';

const written = async (workbook: Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

/** The workbook's parts, each changed by `edit` (given its name and text), packed again. */
function edited(data: Buffer, edit: (name: string, text: string) => string | null): Buffer {
  const parts = unzipSync(data);
  const changed: Record<string, Uint8Array> = {};
  for (const [name, bytes] of Object.entries(parts)) {
    const text = /\.(xml|rels)$/.test(name) ? edit(name, strFromU8(bytes)) : null;
    changed[name] = text === null ? bytes : strToU8(text);
  }
  return Buffer.from(zipSync(changed));
}

const rowsOf = (sheet: Sheet) => sheet.rows.map(({ row, cells }) => [row, ...cells]);

test('each kind of cell reads as the text it shows, trimmed; blank rows are left out and the others keep their numbers', async () => {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('ছাত্র');
  sheet.addRow(['full_name', 'roll_number', 'date_of_birth', 'note']);
  sheet.addRow(['  রহিম উদ্দিন ', 7, new Date(Date.UTC(2008, 0, 31)), true]);
  sheet.getCell('C2').numFmt = 'dd/mm/yyyy';
  sheet.addRow([]); // row 3: blank
  sheet.getRow(4).values = [
    { richText: [{ text: 'নুসরাত ' }, { font: { bold: true }, text: 'জাহান' }] },
    { formula: 'A1+1', result: 12 },
    { formula: 'TEXT(A1,"yyyy")', result: 'দুই হাজার আট' },
    { text: 'ওয়েবসাইট', hyperlink: 'https://example.edu.bd/' },
  ];
  sheet.getRow(5).values = [{ error: '#N/A' }, 2.5, false];
  sheet.getCell('D6').value = 'শুধু শেষ ঘর'; // row 6: the first three cells empty
  sheet.getCell('A7').value = '   '; // row 7: spaces only, as blank as row 3
  const read = await readSheet(await written(workbook));
  expect(read.header).toEqual(['full_name', 'roll_number', 'date_of_birth', 'note']);
  expect(rowsOf(read)).toEqual([
    [2, 'রহিম উদ্দিন', '7', '2008-01-31', 'TRUE'],
    [4, 'নুসরাত জাহান', '12', 'দুই হাজার আট', 'ওয়েবসাইট'],
    [5, '', '2.5', 'FALSE'],
    [6, '', '', '', 'শুধু শেষ ঘর'],
  ]);
});

test('a date in a workbook counted from 1904 (as Excel for Mac saved them) reads as the same day', async () => {
  const workbook = new Workbook();
  workbook.properties.date1904 = true;
  const sheet = workbook.addWorksheet('data');
  sheet.addRow(['full_name', 'date_of_birth']);
  sheet.addRow(['রহিম', new Date(Date.UTC(2009, 11, 1))]);
  const data = await written(workbook);
  expect(strFromU8(unzipSync(data)['xl/workbook.xml'])).toContain('date1904="1"');
  expect(rowsOf(await readSheet(data))).toEqual([[2, 'রহিম', '2009-12-01']]);
});

test('shared formulas read as their results', async () => {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('data');
  sheet.addRow(['full_name', 'roll_number']);
  // ExcelJS writes a shared formula from these two fields, which its types leave out.
  sheet.getCell('B2').value = { formula: 'ROW()-1', result: 1, shareType: 'shared', ref: 'B2:B4' } as CellFormulaValue;
  sheet.getCell('B3').value = { sharedFormula: 'B2', result: 2 };
  sheet.getCell('B4').value = { sharedFormula: 'B2', result: 3 };
  for (const [i, name] of ['ক', 'খ', 'গ'].entries()) sheet.getCell(`A${i + 2}`).value = name;
  const data = await written(workbook);
  expect(strFromU8(unzipSync(data)['xl/worksheets/sheet1.xml'])).toContain('t="shared"');
  expect(rowsOf(await readSheet(data))).toEqual([
    [2, 'ক', '1'],
    [3, 'খ', '2'],
    [4, 'গ', '3'],
  ]);
});

test('the first tab is read, whatever the parts are named and ordered', async () => {
  const workbook = new Workbook();
  for (const name of ['প্রথম', 'দ্বিতীয়', 'তৃতীয়']) workbook.addWorksheet(name).addRow(['full_name', name]).commit();
  for (const sheet of workbook.worksheets) sheet.addRow(['রহিম', `${sheet.name} পাতা`]);
  const data = await written(workbook);
  expect(rowsOf(await readSheet(data))).toEqual([[2, 'রহিম', 'প্রথম পাতা']]);

  // The third tab dragged to the front: Excel reorders the workbook's list of sheets, not their parts.
  const moved = edited(data, (name, text) => {
    if (name !== 'xl/workbook.xml') return null;
    const sheets = text.match(/<sheet [^>]*\/>/g) ?? [];
    expect(sheets).toHaveLength(3);
    return text.replace(sheets.join(''), [sheets[2], sheets[0], sheets[1]].join(''));
  });
  expect(rowsOf(await readSheet(moved))).toEqual([[2, 'রহিম', 'তৃতীয় পাতা']]);

  // The sheets' parts stored before the workbook's own, and in reverse: a ZIP's order is the writer's choice.
  const parts = unzipSync(moved);
  const names = Object.keys(parts).sort((a, b) => (a.startsWith('xl/worksheets/') === b.startsWith('xl/worksheets/') ? b.localeCompare(a) : a.startsWith('xl/worksheets/') ? -1 : 1));
  expect(names[0]).toBe('xl/worksheets/sheet3.xml');
  const reordered = Buffer.from(zipSync(Object.fromEntries(names.map((name) => [name, parts[name]]))));
  expect(rowsOf(await readSheet(reordered))).toEqual([[2, 'রহিম', 'তৃতীয় পাতা']]);

  // Links to the sheets from the package's root (/xl/worksheets/sheet1.xml), as openpyxl writes them.
  const rooted = edited(moved, (name, text) => (name === 'xl/_rels/workbook.xml.rels' ? text.replace(/Target="worksheets\//g, 'Target="/xl/worksheets/') : null));
  expect(strFromU8(unzipSync(rooted)['xl/_rels/workbook.xml.rels'])).toContain('Target="/xl/worksheets/sheet3.xml"');
  expect(rowsOf(await readSheet(rooted))).toEqual([[2, 'রহিম', 'তৃতীয় পাতা']]);
});

test('text stored in the cells themselves, with no table of shared strings, reads the same', async () => {
  const shared = await xlsx([
    ['full_name', 'roll_number'],
    ['রহিম & করিম <ভাই>', 3],
  ]);
  // Each shared string written into its cell as an inline string (as some exporters write them), the table gone.
  const strings = [...strFromU8(unzipSync(shared)['xl/sharedStrings.xml']).matchAll(/<si><t>(.*?)<\/t><\/si>/g)].map((match) => match[1]);
  const inline = edited(shared, (name, text) => (name === 'xl/worksheets/sheet1.xml' ? text.replace(/<c r="(\w+)" t="s"><v>(\d+)<\/v><\/c>/g, (_, ref: string, index: string) => `<c r="${ref}" t="inlineStr"><is><t>${strings[Number(index)]}</t></is></c>`) : null));
  const parts = unzipSync(inline);
  delete parts['xl/sharedStrings.xml'];
  expect(strFromU8(parts['xl/worksheets/sheet1.xml'])).toContain('<c r="A2" t="inlineStr"><is><t>রহিম &amp; করিম &lt;ভাই&gt;</t></is></c>');
  expect(rowsOf(await readSheet(Buffer.from(zipSync(parts))))).toEqual([[2, 'রহিম & করিম <ভাই>', '3']]);
});

test('a workbook with no sheet, or whose first tab has no rows, is empty; one without its list of sheets is empty; rows without their numbers are unreadable', async () => {
  const emptyMessage = { statusCode: 400, body: { file: [IMPORT_MESSAGES.empty] } };
  const failure = (data: Buffer) =>
    readSheet(data).then(
      () => 'read',
      (error: { statusCode: number; body: unknown }) => ({ statusCode: error.statusCode, body: error.body }),
    );
  const none = new Workbook();
  expect(await failure(await written(none))).toEqual(emptyMessage);
  const blankFirst = new Workbook();
  blankFirst.addWorksheet('খালি');
  blankFirst.addWorksheet('data').addRows([['full_name'], ['রহিম']]);
  expect(await failure(await written(blankFirst))).toEqual(emptyMessage);

  const good = await xlsx([['full_name'], ['রহিম']]);
  // Rows and cells without their numbers (`r`), which the spec allows and ExcelJS cannot place.
  const unnumbered = edited(good, (name, text) => (name === 'xl/worksheets/sheet1.xml' ? text.replace(/ r="\w+"/g, '') : null));
  expect(strFromU8(unzipSync(unnumbered)['xl/worksheets/sheet1.xml'])).toContain('<row spans=');
  expect(await failure(unnumbered)).toEqual({ statusCode: 400, body: { file: [IMPORT_MESSAGES.unreadable] } });
  for (const gone of ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels']) {
    const parts = unzipSync(good);
    delete parts[gone];
    expect([gone, await failure(Buffer.from(zipSync(parts)))]).toEqual([gone, emptyMessage]);
  }
});

test('a sheet of more rows of text than an import takes is refused as too long; blank rows do not count', async () => {
  const sheetOf = async (rows: number) => {
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('data');
    sheet.addRow(['full_name']);
    for (let i = 1; i <= rows; i++) {
      sheet.addRow([`ছাত্র ${i}`]);
      if (i % 1000 === 0) sheet.addRow(['  ']); // blank, between the others
    }
    return written(workbook);
  };
  const atLimit = await readSheet(await sheetOf(IMPORT_MAX_ROWS));
  expect(atLimit.rows).toHaveLength(IMPORT_MAX_ROWS);
  // Its row number counts the header and the blank rows before it: one after every thousand rows but the last.
  expect(atLimit.rows.at(-1)).toEqual({ row: 1 + IMPORT_MAX_ROWS + (IMPORT_MAX_ROWS / 1000 - 1), cells: [`ছাত্র ${IMPORT_MAX_ROWS}`] });
  const tooMany = { statusCode: 400, body: { file: [fillMessage(IMPORT_MESSAGES.tooManyRows, { max: IMPORT_MAX_ROWS.toLocaleString('en-US') })] } };
  for (const rows of [IMPORT_MAX_ROWS + 1, 5 * IMPORT_MAX_ROWS]) {
    const refused = await readSheet(await sheetOf(rows)).then(
      () => 'read',
      (error: { statusCode: number; body: unknown }) => ({ statusCode: error.statusCode, body: error.body }),
    );
    expect([rows, refused]).toEqual([rows, tooMany]);
  }
}, 60_000);

// Saved by other programs (api/test/fixtures/, made 2026-12-07 with Python's openpyxl 3.1.5 and XlsxWriter 3.2.9,
// the rows below, a date formatted as dd/mm/yyyy, the formula =1+1, and a second sheet): openpyxl writes its text
// in the cells and links the sheets from the package's root; XlsxWriter stores the sheets before the workbook's list
// of them and its shared strings, and with `constant_memory` writes the text in the cells too.
test.each([
  { writer: 'openpyxl', file: 'openpyxl.xlsx', formula: '' }, // openpyxl keeps no result for a formula
  { writer: 'XlsxWriter', file: 'xlsxwriter.xlsx', formula: '2' },
  { writer: 'XlsxWriter with constant_memory', file: 'xlsxwriter-constant.xlsx', formula: '2' },
])('a workbook as $writer saves it reads as the same rows', async ({ file, formula }) => {
  const data = readFileSync(path.join(__dirname, 'fixtures', file));
  const read = await readSheet(data);
  expect(read.header).toEqual(['full_name', 'roll_number', 'date_of_birth', 'note']);
  expect(rowsOf(read)).toEqual([
    [2, 'রহিম উদ্দিন', '7', '2008-01-31', 'TRUE'],
    [4, 'নুসরাত জাহান', '12.5', '2009-12-01', formula],
  ]);
});
