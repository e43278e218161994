// `GET <path>/import/template/?format=csv|xlsx`: an empty sheet with the import's header row. The XLSX types the
// columns of codes, phones and rolls as text (typed 01712345678 stays 01712345678) and explains every column in
// Bengali on a second sheet, with the values it takes (the classes by their names, the genders' codes).
import { Readable } from 'node:stream';
import { Workbook } from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REGISTRY } from 'remote_shared/registry';
import { columnHelp, IMPORT_COLUMNS, type ImportableKey, requiredImportColumns, templateFileName, TEXT_COLUMNS } from 'remote_shared/transfer';
import type { Schema } from 'remote_shared/schemas';
import type { BoundResource } from '../resources/crud/bound';
import { hasClassColumn } from './columns';
import { attachment, csvText, formatOf } from './export';

const HELP_SHEET = 'নির্দেশনা';
const HELP_HEADER = ['কলাম', 'আবশ্যক', 'বিবরণ', 'যে মানগুলো চলে'];

async function* nothing(): AsyncGenerator<(string | number)[]> {}

/** The values a column takes, when it has a list of them. */
async function allowedValues(r: BoundResource, key: ImportableKey, column: string): Promise<string> {
  if (column === 'class_name' && hasClassColumn(r)) {
    return (await r.db.selectFrom('classes').select('name').orderBy('id').execute()).map((row) => row.name).join(', ');
  }
  const schema: Schema = REGISTRY[key].schema;
  return schema[column]?.choices?.join(', ') ?? '';
}

async function xlsxTemplate(r: BoundResource, key: ImportableKey): Promise<Buffer> {
  const workbook = new Workbook();
  const columns = IMPORT_COLUMNS[key];
  const data = workbook.addWorksheet(r.def.path);
  data.columns = columns.map((name) => ({ header: name, key: name, width: Math.max(14, name.length + 4), ...(TEXT_COLUMNS.has(name) ? { style: { numFmt: '@' } } : {}) }));
  data.getRow(1).font = { bold: true };
  data.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet(HELP_SHEET);
  help.columns = [{ width: 18 }, { width: 10 }, { width: 70 }, { width: 40 }];
  help.addRow(HELP_HEADER).font = { bold: true };
  const required = new Set(requiredImportColumns(key));
  for (const column of columns) {
    help.addRow([column, required.has(column) ? 'হ্যাঁ' : 'না', columnHelp(key, column), await allowedValues(r, key, column)]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The template route's handler. */
export function templateHandler(r: BoundResource, key: ImportableKey) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const format = formatOf(request);
    const body = format === 'csv' ? Readable.from(csvText(IMPORT_COLUMNS[key], nothing())) : await xlsxTemplate(r, key);
    return attachment(reply, format, templateFileName(key, format), true).send(body);
  };
}
