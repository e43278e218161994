// An import: a spreadsheet's rows checked as the forms and the API's create check a record (the shared schema's
// rules and messages, the resource's prepareMany in place of prepare, its unique rules), plus what only a file can
// get wrong: columns, class names, text in the legacy Bijoy encoding, the same record twice. Everything is read and
// checked before the write; the write is one short transaction of batched inserts (the site keeps answering reads
// on SQLite's one connection), with one audit entry per record and the list's version bumped.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { BENGALI_TEXT_COLUMNS, EXPORT_ONLY_COLUMNS, fillMessage, IMPORT_COLUMNS, IMPORT_MESSAGES, type ImportableKey, type ImportRowError, requiredImportColumns } from 'remote_shared/transfer';
import { validate, type Values } from 'remote_shared/schemas';
import { actorOf, auditChanges, recordAudit } from '../audit';
import { isoNow } from '../db';
import { type BoundResource } from '../resources/crud/bound';
import { loose } from '../resources/crud/tables';
import type { Record_, Row } from '../resources/crud/types';
import { uniqueConditions } from '../resources/crud/validation';
import { auditedValues, lockTable, writeError } from '../resources/crud/writes';
import { bumpVersions } from '../resources/versions';
import { looksLikeBijoy } from './bijoy';
import { hasClassColumn, restoreCell } from './columns';
import { fileError, type Sheet } from './parse';

export interface ImportCheck {
  /** Data rows read. */
  rows: number;
  /** The clean values of the rows without errors, in order. */
  records: Values[];
  /** Sorted by row, then by the import columns' order. */
  errors: ImportRowError[];
}

/** Where each known column is in the file's header; a 400 on `file` for missing, unknown or repeated columns. */
function columnPlaces(key: ImportableKey, sheet: Sheet): Map<string, number> {
  const known = new Set([...IMPORT_COLUMNS[key], ...EXPORT_ONLY_COLUMNS]);
  const places = new Map<string, number>();
  const unknown: string[] = [];
  const repeated = new Set<string>();
  sheet.header.forEach((cell, index) => {
    const name = restoreCell(cell).trim().toLowerCase();
    // A column without a name and without text (Excel's stray formatted column) is no column.
    if (!name && sheet.rows.every((row) => !row.cells[index])) return;
    if (!known.has(name)) unknown.push(name || `#${index + 1}`);
    else if (places.has(name)) repeated.add(name);
    else places.set(name, index);
  });
  if (unknown.length) throw fileError(fillMessage(IMPORT_MESSAGES.unknownColumns, { columns: unknown.join(', ') }));
  if (repeated.size) throw fileError(fillMessage(IMPORT_MESSAGES.repeatedColumns, { columns: [...repeated].join(', ') }));
  const missing = requiredImportColumns(key).filter((column) => !places.has(column));
  if (missing.length) throw fileError(fillMessage(IMPORT_MESSAGES.missingColumns, { columns: missing.join(', ') }));
  for (const ignored of EXPORT_ONLY_COLUMNS) places.delete(ignored);
  return places;
}

/** The ids of the classes by name, compared as the classes' unique rule does (trimmed, without regard to case). */
async function classIds(r: BoundResource): Promise<Map<string, number>> {
  const rows = await r.db.selectFrom('classes').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.name.trim().toLowerCase(), row.id]));
}

/** A row checked: its values, or its errors. */
interface CheckedRow {
  row: number;
  values: Values;
  errors: ImportRowError[];
}

function checkRow(r: BoundResource, key: ImportableKey, places: Map<string, number>, cells: readonly string[], row: number, classes: Map<string, number> | null): CheckedRow {
  const input: Record<string, unknown> = {};
  const errors: ImportRowError[] = [];
  const refused = new Set<string>();
  for (const [column, index] of places) input[column] = restoreCell(cells[index] ?? '');
  for (const column of BENGALI_TEXT_COLUMNS[key]) {
    const text = input[column];
    if (typeof text === 'string' && looksLikeBijoy(text)) {
      errors.push({ row, field: column, message: IMPORT_MESSAGES.legacyText });
      refused.add(column);
    }
  }
  const className = input.class_name;
  if (classes && typeof className === 'string' && className.trim()) {
    const id = classes.get(className.trim().toLowerCase());
    if (id === undefined) {
      errors.push({ row, field: 'class_name', message: fillMessage(IMPORT_MESSAGES.unknownClass, { value: className.trim() }) });
      refused.add('class_name');
    } else {
      input.class_name = id;
    }
  }
  const { values, errors: fieldErrors } = validate(r.def.schema, input);
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (!refused.has(field)) for (const message of messages) errors.push({ row, field, message });
  }
  return { row, values, errors };
}

/** The records already stored that a unique rule could find the file's records clashing with, as keys. */
async function storedKeys(r: BoundResource, fields: readonly string[], keyOf: (record: Record_) => string, records: readonly Values[]): Promise<Set<string>> {
  const keys = new Set<string>();
  const [first] = uniqueConditions(r, { fields, detail: () => '' }, {});
  const wanted = [...new Set(records.map((values) => values[fields[0]] ?? null))];
  const given = wanted.filter((value) => value !== null).map((value) => (first.caseless ? String(value).toLowerCase() : value));
  const columns = fields.map((field) => r.column(field));
  const select = () => loose(r.db).selectFrom(r.def.table).select(columns);
  const read = async (where: (query: ReturnType<typeof select>) => ReturnType<typeof select>) => {
    for (const row of (await where(select()).execute()) as Row[]) {
      keys.add(keyOf(Object.fromEntries(fields.map((field, i) => [field, row[columns[i]]]))));
    }
  };
  // In slices within the bound-variable limits of both databases.
  for (let start = 0; start < given.length; start += 500) {
    const slice = given.slice(start, start + 500);
    await read((query) => (first.caseless ? query.where((eb) => eb(eb.fn('lower', [eb.ref(first.column)]), 'in', slice)) : query.where(first.column, 'in', slice)));
  }
  if (wanted.includes(null)) await read((query) => query.where(first.column, 'is', null));
  return keys;
}

/** The unique rules over the file's valid records: a record that repeats an earlier row or a stored record is an error. */
async function checkUnique(r: BoundResource, checked: CheckedRow[]): Promise<void> {
  for (const rule of r.def.unique ?? []) {
    if (!rule.fields.length) continue;
    const field = rule.field ?? rule.fields[0];
    const keyOf = (record: Record_) =>
      JSON.stringify(uniqueConditions(r, rule, record).map(({ value, caseless }) => (caseless && typeof value === 'string' ? value.toLowerCase() : (value ?? null))));
    const valid = checked.filter((line) => !line.errors.length);
    const stored = await storedKeys(r, rule.fields, keyOf, valid.map((line) => line.values));
    const seen = new Map<string, number>();
    for (const line of valid) {
      const key = keyOf(line.values);
      const earlier = seen.get(key);
      if (earlier !== undefined) line.errors.push({ row: line.row, field, message: fillMessage(IMPORT_MESSAGES.duplicateInFile, { row: earlier }) });
      else if (stored.has(key)) line.errors.push({ row: line.row, field, message: IMPORT_MESSAGES.duplicateInDatabase });
      if (earlier === undefined) seen.set(key, line.row);
    }
  }
}

/** Rows checked before other requests get their turn. */
const ROWS_PER_TURN = 250;

/** Checks every row of a file (reads only): the records it would create and the errors of the others. */
export async function checkImport(r: BoundResource, key: ImportableKey, sheet: Sheet): Promise<ImportCheck> {
  const places = columnPlaces(key, sheet);
  const classes = hasClassColumn(r) && places.has('class_name') ? await classIds(r) : null;
  const checked: CheckedRow[] = [];
  for (const { row, cells } of sheet.rows) {
    checked.push(checkRow(r, key, places, cells, row, classes));
    // The checks are an import's long part and hold no lock: other requests are answered between slices of rows.
    if (checked.length % ROWS_PER_TURN === 0) await nextTurn();
  }
  const valid = checked.filter((line) => !line.errors.length);
  await r.def.prepareMany?.(
    valid.map((line) => line.values),
    { db: r.db, config: r.config },
  );
  await checkUnique(r, checked);
  const order = IMPORT_COLUMNS[key];
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const errors = checked.flatMap((line) => line.errors).sort((a, b) => a.row - b.row || rank(a.field) - rank(b.field));
  return { rows: sheet.rows.length, records: checked.filter((line) => !line.errors.length).map((line) => line.values), errors };
}

/** Bound variables a statement may use: under SQLite's 32,766 and PostgreSQL's 65,535. */
const VARIABLES_PER_STATEMENT = 30_000;
const ROWS_PER_STATEMENT = 500;

/** Stores the checked records in one transaction (all or none); answers how many were created. */
export async function writeImport(r: BoundResource, request: FastifyRequest, records: readonly Values[]): Promise<number> {
  const { def } = r;
  const now = isoNow(r.config.now);
  // Every row names the same columns (a missing value is null): one multi-row insert takes one column list.
  const fields = [...new Set(records.flatMap((values) => Object.keys(values)))];
  const rows = records.map((values) => ({
    ...Object.fromEntries(fields.map((field) => [r.column(field), values[field] ?? null])),
    created_at: now,
    updated_at: now,
  }));
  const perStatement = Math.max(1, Math.min(ROWS_PER_STATEMENT, Math.floor(VARIABLES_PER_STATEMENT / (fields.length + 2))));
  try {
    await r.db.transaction().execute(async (trx) => {
      await lockTable(trx, def.table);
      const actor = actorOf(request.user);
      for (let start = 0; start < rows.length; start += perStatement) {
        const inserted = (await loose(trx).insertInto(def.table).values(rows.slice(start, start + perStatement)).returningAll().execute()) as Row[];
        const entries = inserted.map((row) => ({ ...actor, action: 'create' as const, resource: def.key, recordId: row.id, changes: auditChanges(null, auditedValues(r, row)) }));
        await recordAudit(trx, entries, now);
      }
      await bumpVersions(trx, [def.path]);
    });
  } catch (error) {
    throw writeError(error);
  }
  return rows.length;
}
