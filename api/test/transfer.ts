// Files for the import and export tests: spreadsheets built as people save them (CSV in UTF-8 with and without a
// BOM, Excel's UTF-16 "Unicode Text", XLSX), an upload of one, and an XLSX read back.
import { Workbook } from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { addUser, login, multipart, startTestApp, type TestContext } from './helpers';

export type Cells = (string | number)[];

export interface College {
  t: TestContext;
  /** Headers of the Admin `boss` and the General user `clerk`. */
  admin: Record<string, string>;
  general: Record<string, string>;
  /** The classes made, by name. */
  classes: Record<string, number>;
}

/** An app with an Admin, a General user and the classes named (made through the API). */
export async function startCollege(classNames: readonly string[]): Promise<College> {
  const t = await startTestApp();
  await addUser(t, { username: 'boss', role: 'Admin' });
  await addUser(t, { username: 'clerk', role: 'General' });
  const admin = { authorization: `Bearer ${(await login(t.app, 'boss')).access}` };
  const general = { authorization: `Bearer ${(await login(t.app, 'clerk')).access}` };
  const classes: Record<string, number> = {};
  for (const name of classNames) {
    const response = await t.app.inject({ method: 'POST', url: '/api/classes/', headers: admin, payload: { name } });
    if (response.statusCode !== 201) throw new Error(`class ${name}: ${response.statusCode} ${response.body}`);
    classes[name] = response.json<{ id: number }>().id;
  }
  return { t, admin, general, classes };
}

/** CSV lines (cells quoted where needed), CRLF-separated. */
export function csv(rows: Cells[], separator = ','): string {
  const quote = (cell: string | number) => {
    const text = String(cell);
    return /["\r\n,;\t]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((row) => row.map(quote).join(separator)).join('\r\n') + '\r\n';
}

export const utf8Bom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);

/** Excel's "Unicode Text": UTF-16 LE with its BOM, tab-separated. */
export function utf16le(rows: Cells[]): Buffer {
  return Buffer.from(`\uFEFF${csv(rows, '\t')}`, 'utf16le');
}

export function utf16be(rows: Cells[]): Buffer {
  const le = utf16le(rows);
  return Buffer.from(le.swap16()); // swap16 swaps in place: the BOM too
}

/** An XLSX of one sheet of rows (numbers stay numbers). */
export async function xlsx(rows: Cells[]): Promise<Buffer> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The first sheet of an XLSX answer as rows of cell values, and the number formats of its cells. */
export async function readXlsx(data: Buffer): Promise<{ rows: unknown[][]; formats: string[][]; sheets: string[]; workbook: Workbook }> {
  const workbook = new Workbook();
  await workbook.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  const formats: string[][] = [];
  sheet.eachRow((row, number) => {
    rows[number - 1] = (row.values as unknown[]).slice(1);
    formats[number - 1] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      formats[number - 1][column - 1] = cell.numFmt;
    });
  });
  return { rows, formats, sheets: workbook.worksheets.map((s) => s.name), workbook };
}

/** POSTs a file (and fields) as multipart to an /api/ URL. */
export async function upload(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  data: Buffer | string,
  fields: Record<string, string> = {},
  filename = 'students.csv',
): Promise<LightMyRequestResponse> {
  const body = await multipart(fields, { file: { data: Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8'), filename } });
  return app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}
