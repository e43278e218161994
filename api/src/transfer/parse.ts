// A spreadsheet as a header and rows of text, from the formats people save: CSV in UTF-8 (with or without a BOM;
// comma- or semicolon-separated, as a European Excel writes it), the UTF-16 tab-separated "Unicode Text" Excel
// saves Bengali in (found by its BOM), and XLSX (ExcelJS, the first sheet). Row numbers are the spreadsheet's:
// the header is row 1. Anything else, or a file that does not decode, is a 400 on `file`. Pure: the server runs it
// in a worker thread (workers/), away from the requests.
import type { EventEmitter } from 'node:events';
import { endianness } from 'node:os';
import { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse/sync';
import type { CellValue } from 'exceljs';
import { zipSync } from 'fflate';
import { MB } from 'remote_shared/registry';
import { fillMessage, IMPORT_MAX_ROWS, IMPORT_MAX_UNPACKED_BYTES, IMPORT_MESSAGES } from 'remote_shared/transfer';
import { ApiError } from '../errors';
import { detectFileKind } from '../uploads/files';
import { listZip, unpackEntry } from './zip';

export interface SheetRow {
  /** The spreadsheet's row number (the header is 1). */
  row: number;
  cells: string[];
}

export interface Sheet {
  header: string[];
  /** The rows with any text, in order; blank rows are left out (their numbers are kept by the others). */
  rows: SheetRow[];
}

/** A problem with the whole file: 400 `{"file": [message]}`. */
export function fileError(message: string): ApiError {
  return new ApiError(400, { file: [message] });
}

const unreadable = () => fileError(IMPORT_MESSAGES.unreadable);
const tooManyRows = () => fileError(fillMessage(IMPORT_MESSAGES.tooManyRows, { max: IMPORT_MAX_ROWS.toLocaleString('en-US') }));
/** Whether a row has any text: blank rows are left out, and not counted against IMPORT_MAX_ROWS. */
const hasText = (cells: string[]) => cells.some((cell) => cell.trim() !== '');

/** The most parts an XLSX may have: a sheet saved by any program has a few dozen. */
const XLSX_MAX_PARTS = 1000;

function startsWith(data: Buffer, bytes: number[]): boolean {
  return data.length >= bytes.length && bytes.every((byte, i) => data[i] === byte);
}

/** The text of a CSV file: by its BOM (UTF-8, UTF-16 LE or BE), else UTF-16 by its zero bytes, else strict UTF-8. */
function decodeText(data: Buffer): string {
  const decode = (encoding: string, from: number) => {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(data.subarray(from));
    } catch {
      throw unreadable();
    }
  };
  let text: string;
  if (startsWith(data, [0xff, 0xfe])) text = decode('utf-16le', 2);
  else if (startsWith(data, [0xfe, 0xff])) text = decode('utf-16be', 2);
  else if (startsWith(data, [0xef, 0xbb, 0xbf])) text = decode('utf-8', 3);
  else {
    // UTF-16 saved without its BOM: every other byte of Latin text (the header) is zero.
    const head = data.subarray(0, 200);
    const zeros = (parity: number) => head.filter((byte, i) => i % 2 === parity && byte === 0).length;
    if (zeros(1) > head.length / 4) text = decode('utf-16le', 0);
    else if (zeros(0) > head.length / 4) text = decode('utf-16be', 0);
    else text = decode('utf-8', 0);
  }
  // A binary file that happened to decode.
  if (text.includes('\u0000')) throw unreadable();
  return text;
}

/** The separator the header line uses most, outside quotes: tab, semicolon or comma. */
function separatorOf(text: string): string {
  const counts: Record<string, number> = { '\t': 0, ';': 0, ',': 0 };
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c in counts) counts[c]++;
  }
  return Object.keys(counts).reduce((best, c) => (counts[c] > counts[best] ? c : best), ',');
}

function csvSheet(data: Buffer): string[][] {
  const text = decodeText(data);
  try {
    return parseCsv(text, { delimiter: separatorOf(text), relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  } catch {
    throw unreadable();
  }
}

/** A date cell as its day (ExcelJS reads a date as UTC midnight). */
function isoDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** A cell of any kind as the text it shows: rich text joined, a formula's result, a link's text, a date's day. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return isoDay(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result ?? null);
  if ('text' in value) return value.text;
  return ''; // an error value (#N/A)
}

/** The parts of a workbook the first sheet's text is read from, besides the sheet. */
const BOOK = 'xl/workbook.xml';
const BOOK_LINKS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';
/** A worksheet's part, as ExcelJS finds them (by name). */
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/** Stands in for a workbook's missing table of shared strings (one whose text is all in its cells). */
const NO_SHARED_STRINGS = new TextEncoder().encode('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');

/**
 * The parts the first sheet is read from, unpacked and stored again uncompressed, in the order ExcelJS's streaming
 * reader reads them without spilling a sheet to a temporary file: the workbook's list of sheets, their links, the
 * shared strings and the styles (dates are numbers formatted as dates), then the worksheets. Each part the central
 * directory lists is counted against IMPORT_MAX_UNPACKED_BYTES by its declared size first; those needed are unpacked
 * here, never past their declared size (zip.ts), so the reader has nothing left to inflate. A part that lies about
 * its size refuses the file. Null for a workbook without its list of sheets or their links: there is no first sheet.
 */
function readingCopy(data: Buffer): { copy: Uint8Array; worksheets: Set<string> } | null {
  const entries = listZip(data, XLSX_MAX_PARTS);
  if (!entries || entries.length > XLSX_MAX_PARTS) throw unreadable();
  const parts = entries.filter((entry) => !entry.folder);
  if (parts.reduce((sum, part) => sum + part.size, 0) > IMPORT_MAX_UNPACKED_BYTES) {
    throw fileError(fillMessage(IMPORT_MESSAGES.unpackedTooLarge, { mb: IMPORT_MAX_UNPACKED_BYTES / MB }));
  }
  // By name as JSZip gives them to ExcelJS: without a leading `/`, and a name given twice is its last part.
  const byName = new Map(parts.map((part) => [part.name.replace(/^\//, ''), part]));
  if (!byName.has(BOOK) || !byName.has(BOOK_LINKS)) return null;
  const worksheets = [...byName.keys()].filter((name) => WORKSHEET.test(name));
  const files: [string, Uint8Array][] = [];
  for (const name of [BOOK, BOOK_LINKS, SHARED_STRINGS, STYLES, ...worksheets]) {
    const part = byName.get(name);
    if (!part) {
      if (name === SHARED_STRINGS) files.push([name, NO_SHARED_STRINGS]);
      continue;
    }
    const unpacked = unpackEntry(data, part);
    if (!('data' in unpacked)) throw unreadable();
    files.push([name, unpacked.data]);
  }
  // fflate keeps an object's order; its keys are names from the list above, none `__proto__`.
  return { copy: zipSync(Object.fromEntries(files), { level: 0 }), worksheets: new Set(worksheets) };
}

/**
 * The copy in 64 KB slices, as a file stream reads one: handed it whole, the reader took 167 ms for the bench's
 * 5,000 rows instead of 95 (each slice down to 16 KB gave the same).
 */
function* chunks(data: Uint8Array, size = 64 * 1024) {
  for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
}

/** The part a workbook's link points to, as ExcelJS resolves it (`worksheets/sheet1.xml` or `/xl/worksheets/…`). */
const linkedPart = (target: string) => `xl/${target.replace(/^(\s|\/xl\/)+/, '')}`;

/**
 * ExcelJS's streaming reader as it is (an event emitter; its types say otherwise), with what it knows of the workbook
 * once it has read the list of sheets and their links.
 */
interface StreamingBook extends EventEmitter {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
}

/**
 * The first sheet's rows as text, read by ExcelJS's streaming reader: a row at a time, without the model of the
 * whole workbook its full reader builds (for 5,000 rows about half the time and a fraction of the garbage, which a
 * worker thread's bounded heap otherwise pays for in collections). The first sheet is the first tab: the first of the
 * workbook's list of sheets that links to a worksheet, whatever its part is named or where the ZIP stores it.
 */
async function xlsxSheet(data: Buffer): Promise<SheetRow[]> {
  const reading = readingCopy(data);
  if (!reading) return [];
  const { copy, worksheets } = reading;
  // Loaded by the first XLSX: it takes the better part of a second, which a CSV or a ZIP of photos need not wait for.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- exceljs is CommonJS, whose names import() cannot see
  const { stream } = require('exceljs') as typeof import('exceljs');
  const reader = new stream.xlsx.WorkbookReader(Readable.from(chunks(copy)), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' });
  const book = reader as unknown as StreamingBook;
  // The reader names each worksheet's part (by its number) as it starts it, before handing the sheet over.
  let part = '';
  book.on('entry', (entry: { type: string; id?: string }) => {
    if (entry.type === 'worksheet') part = `xl/worksheets/sheet${entry.id}.xml`;
  });
  const rows: SheetRow[] = [];
  let filled = 0;
  try {
    let first: string | undefined;
    for await (const sheet of reader) {
      // The list of sheets and their links come first in the copy, so they are known by the first worksheet.
      if (first === undefined) {
        const { model, workbookRels: links = [] } = book;
        const targets = new Map(links.map((link) => [link.Id, linkedPart(link.Target)]));
        first = (model?.sheets ?? []).map((listed) => targets.get(listed.rId)).find((name) => name !== undefined && worksheets.has(name)) ?? '';
      }
      if (part !== first) continue; // left unread: the reader skips its bytes
      for await (const row of sheet) {
        // A row without its number (`r`), which ExcelJS cannot place, refuses the file.
        if (!(row.number >= 1)) throw unreadable();
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from(values, (value) => cellText(value ?? null));
        // Past the header and IMPORT_MAX_ROWS rows of text the file is refused as readSheet would, without reading
        // the rest (a sheet may hold a million rows in the unpacked size allowed, which would take the worker's heap).
        if (hasText(cells) && ++filled > IMPORT_MAX_ROWS + 1) throw tooManyRows();
        rows.push({ row: row.number, cells });
      }
      break;
    }
  } catch (error) {
    throw error instanceof ApiError ? error : unreadable();
  }
  return rows;
}

/**
 * The header and rows of an uploaded spreadsheet, every cell trimmed. A 400 on `file` for one that cannot be read,
 * has no header or no rows, or more than IMPORT_MAX_ROWS rows.
 */
export async function readSheet(data: Buffer): Promise<Sheet> {
  if (!data.length) throw fileError(IMPORT_MESSAGES.empty);
  // An image or a PDF sent by mistake, and the old binary .xls (an OLE file), are not read; XLSX is a ZIP (PK\3\4).
  if (detectFileKind(data) || startsWith(data, [0xd0, 0xcf, 0x11, 0xe0])) throw unreadable();
  const records = startsWith(data, [0x50, 0x4b, 0x03, 0x04]) ? await xlsxSheet(data) : csvSheet(data).map((cells, i) => ({ row: i + 1, cells }));
  const lines = records.map(({ row, cells }) => ({ row, cells: cells.map((cell) => cell.trim()) }));
  const filled = lines.filter((line) => hasText(line.cells));
  const [header, ...rows] = filled;
  if (!header || !rows.length) throw fileError(IMPORT_MESSAGES.empty);
  if (rows.length > IMPORT_MAX_ROWS) throw tooManyRows();
  return { header: header.cells, rows };
}

/**
 * A sheet as it crosses back from a worker thread: the text of every cell (the header's first) one after the other
 * as UTF-16 code units, each cell's length, each line's number of cells and each row's number, all in typed arrays
 * whose memory is handed over (transferred), not copied. The requests' thread makes one string of the text and the
 * cells as slices of it: for 5,000 rows a few milliseconds, where structured clone of the cells, or of one joined
 * string, took ten or more.
 */
export interface PackedSheet {
  text: Uint16Array;
  lengths: Uint32Array;
  widths: Uint32Array;
  rows: Uint32Array;
}

export function packSheet(sheet: Sheet): PackedSheet {
  // Plain loops into arrays of known length: typed arrays' `from` with a mapping function is many times slower.
  const lines = [sheet.header, ...sheet.rows.map((row) => row.cells)];
  let count = 0;
  let units = 0;
  for (const line of lines) {
    count += line.length;
    for (const cell of line) units += cell.length;
  }
  const text = new Uint16Array(units);
  const lengths = new Uint32Array(count);
  const widths = new Uint32Array(lines.length);
  let n = 0;
  let at = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    widths[i] = line.length;
    for (let k = 0; k < line.length; k++, n++) {
      const cell = line[k];
      lengths[n] = cell.length;
      for (let c = 0; c < cell.length; c++) text[at++] = cell.charCodeAt(c);
    }
  }
  const rows = new Uint32Array(sheet.rows.length);
  for (let i = 0; i < rows.length; i++) rows[i] = sheet.rows[i].row;
  return { text, lengths, widths, rows };
}

/** The memory a packed sheet hands over as it crosses (each array has its own). */
export const packedMemory = ({ text, lengths, widths, rows }: PackedSheet): ArrayBuffer[] => [text.buffer, lengths.buffer, widths.buffer, rows.buffer] as ArrayBuffer[];

/**
 * The text is made into strings a block of whole lines at a time, each block about this many UTF-16 units. A string
 * past 64K units lands in V8's large-object space: making one string of 5,000 rows and slicing its cells took 4-5 ms,
 * against about 2 ms in blocks (up to 16K units gave the same, so this stays well clear of the edge).
 */
const BLOCK_UNITS = 8192;

export function unpackSheet({ text: units, lengths, widths, rows }: PackedSheet): Sheet {
  // Node's UTF-16 decoding copies the units as they are: faster than String.fromCharCode and than TextDecoder,
  // which checks each unit.
  const bytes = Buffer.from(units.buffer, units.byteOffset, units.byteLength);
  // The array holds the units in the machine's byte order; the memory is this thread's now, so it may be swapped.
  if (endianness() === 'BE') bytes.swap16();
  const lines = new Array<string[]>(widths.length);
  let at = 0; // units made into strings so far
  let n = 0; // cells sliced so far
  for (let line = 0; line < widths.length; ) {
    const first = line;
    let size = 0;
    for (let k = n; line < widths.length && size < BLOCK_UNITS; line++) {
      for (const end = k + widths[line]; k < end; k++) size += lengths[k];
    }
    const block = bytes.toString('utf16le', at * 2, (at + size) * 2);
    at += size;
    let offset = 0;
    for (let l = first; l < line; l++) {
      const cells = new Array<string>(widths[l]);
      for (let c = 0; c < cells.length; c++) cells[c] = block.slice(offset, (offset += lengths[n++]));
      lines[l] = cells;
    }
  }
  const body = new Array<SheetRow>(rows.length);
  for (let i = 0; i < rows.length; i++) body[i] = { row: rows[i], cells: lines[i + 1] };
  return { header: lines[0], rows: body };
}
