// `GET <path>/export/?format=csv|xlsx`: a dashboard list with its current search and filters (the list's own query
// parameters), every page of it, as a file Excel opens as it is: CSV in UTF-8 with a BOM and CRLF lines, or XLSX
// with codes, phones and rolls as text cells ('@'), never numbers that lose their leading zeros. Rows are read a
// batch at a time (after the list's ids) and written as they come, so a 20,000-row list is never one array of
// answers.
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { stream as excelStream } from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { exportFileName, TEXT_COLUMNS, TRANSFER_FORMATS, type TransferFormat } from 'remote_shared/transfer';
import { MESSAGES } from 'remote_shared/schemas';
import { validationError } from '../errors';
import { answersOf, type BoundResource } from '../resources/crud/bound';
import type { ListQuery } from '../resources/crud/filters';
import { filterValues } from '../resources/crud/lists';
import { loose } from '../resources/crud/tables';
import type { Answer, Row } from '../resources/crud/types';
import { today } from '../collegeDay';
import { answerOrigin } from '../origin';
import { lastValue } from '../paging';
import { cellValue, exportColumns, hasClassColumn } from './columns';

/** Rows read and written at a time. */
const BATCH_ROWS = 1000;

export const CONTENT_TYPES: Readonly<Record<TransferFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type Query = Record<string, string | string[] | undefined>;

/** `?format=`: csv unless given; a 400 on `format` for another value. */
export function formatOf(request: FastifyRequest): TransferFormat {
  const format = lastValue((request.query as Query).format) ?? 'csv';
  if (!(TRANSFER_FORMATS as readonly string[]).includes(format)) throw validationError({ format: [MESSAGES.choice(format)] });
  return format as TransferFormat;
}

/** The headers of a file download named `name`. */
export function attachment(reply: FastifyReply, format: TransferFormat, name: string, privateAnswer: boolean): FastifyReply {
  return reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', privateAnswer ? 'private, no-store' : 'no-store');
}

/** The CSV of rows: a UTF-8 BOM first (Excel reads the file as UTF-8 only with it), CRLF lines. */
export async function* csvText(header: readonly string[], rows: AsyncIterable<(string | number)[]>): AsyncGenerator<string> {
  yield `\uFEFF${stringify([header], { record_delimiter: 'windows' })}`;
  for await (const batch of batches(rows)) yield stringify(batch, { record_delimiter: 'windows' });
}

/** Rows gathered into batches, so each CSV write is one string. */
async function* batches<T>(rows: AsyncIterable<T>): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/**
 * An XLSX of rows, streamed as it is written: a header row, then the rows; the text columns (TEXT_COLUMNS) and
 * every text cell typed as text ('@'), so Excel never turns 01712345678 into a number.
 */
export function xlsxStream(sheetName: string, header: readonly string[], rows: AsyncIterable<(string | number)[]>): Readable {
  const output = new PassThrough();
  const workbook = new excelStream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = header.map((name) => ({ header: name, key: name, width: Math.min(40, Math.max(12, name.length + 2)), ...(TEXT_COLUMNS.has(name) ? { style: { numFmt: '@' } } : {}) }));
  void (async () => {
    for await (const values of rows) {
      const row = sheet.addRow(values);
      values.forEach((value, i) => {
        if (typeof value === 'string') row.getCell(i + 1).numFmt = '@';
      });
      row.commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/**
 * The list's rows, filtered and ordered as the list answers them, as answers, a batch at a time. The ids are read
 * first, in the list's order, in one query (a number each: 20,000 rows are 20,000 numbers); each batch then reads
 * its rows by id. So every row the list held when the export began comes once, whatever is added or deleted while
 * the file is written (pages read by OFFSET would skip or repeat rows as earlier ones went or came), a row deleted
 * meanwhile is left out, and no batch rescans the rows before it.
 */
export async function* answerBatches(r: BoundResource, select: ListQuery, origin: string | null): AsyncGenerator<Answer[]> {
  const table = r.def.table;
  let ordered = select.select(`${table}.id as id`);
  for (const [column, direction] of r.def.order) ordered = ordered.orderBy(column, direction);
  ordered = ordered.orderBy(`${table}.id`, 'asc'); // one order however the list's columns tie
  const ids = ((await ordered.execute()) as { id: number }[]).map((row) => Number(row.id));
  for (let start = 0; start < ids.length; start += BATCH_ROWS) {
    const batch = ids.slice(start, start + BATCH_ROWS);
    const found = (await loose(r.db).selectFrom(table).selectAll().where('id', 'in', batch).execute()) as Row[];
    const byId = new Map(found.map((row) => [Number(row.id), row]));
    const rows = batch.flatMap((id) => byId.get(id) ?? []);
    if (rows.length) yield await answersOf(r, rows, origin);
  }
}

/** The export route's handler. */
export function exportHandler(r: BoundResource) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const format = formatOf(request);
    let select: ListQuery = loose(r.db).selectFrom(r.def.table);
    for (const [name, value] of filterValues(r, request.query as Query)) select = r.def.filters![name](select, value, r.filterContext);
    const origin = answerOrigin(r.config, request);
    const classNames = hasClassColumn(r) ? new Map((await r.db.selectFrom('classes').select(['id', 'name']).execute()).map((row) => [row.id, row.name])) : null;

    // The first batch is read before anything is sent: it names the columns, and a failure is still a clean 500.
    const answers = answerBatches(r, select, origin);
    const first = await answers.next();
    const firstBatch = first.done ? [] : first.value;
    const columns = exportColumns(r, firstBatch.slice(0, 1));
    const cells = (answer: Answer) =>
      columns.map((column) => cellValue(column === 'class_name' && classNames ? (classNames.get(Number(answer.class_name)) ?? answer.class_name) : answer[column]));
    async function* rows(): AsyncGenerator<(string | number)[]> {
      for (const answer of firstBatch) yield cells(answer);
      for await (const batch of answers) for (const answer of batch) yield cells(answer);
    }

    const name = exportFileName(r.def.key, today(r.config), format);
    const body = format === 'csv' ? Readable.from(csvText(columns, rows())) : xlsxStream(r.def.path, columns, rows());
    return attachment(reply, format, name, r.privateAnswers).send(body);
  };
}
