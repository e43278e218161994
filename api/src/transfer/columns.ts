// The columns of an export and an import, and what a cell holds. An importable resource's export writes its import
// columns (remote_shared/registry IMPORT_COLUMNS), then the columns an import ignores (id, photo, times): an export
// re-imports unchanged. Any other resource's export writes its answers' fields. Students' (and any resource's)
// `class_name` holds the class's name, as a person reads and writes it, not its id.
//
// A cell that a spreadsheet would run as a formula (it begins with = + - @, a tab or a carriage return: OWASP's
// CSV injection) is written with an apostrophe before it, in CSV and XLSX alike; an import takes the apostrophe
// off again, so such a value round-trips.
import { EXPORT_ONLY_COLUMNS, IMPORT_COLUMNS, isImportable } from 'remote_shared/transfer';
import type { BoundResource } from '../resources/crud/bound';
import type { Answer } from '../resources/crud/types';

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text a spreadsheet shows as it is: with an apostrophe before what it would run as a formula. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell's text as it was before neutralise. */
export function restoreCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** Whether the resource's `class_name` is a class's id (shown in files as the class's name). */
export function hasClassColumn(r: BoundResource): boolean {
  return r.def.references?.class_name?.table === 'classes';
}

/**
 * The columns of an export: an importable resource's import columns and then id, photo and times; any other's id,
 * its fields, its files, the fields its answers add (read from the first answer), and its times.
 */
export function exportColumns(r: BoundResource, sample: readonly Answer[]): string[] {
  const { key } = r.def;
  if (isImportable(key)) return [...IMPORT_COLUMNS[key], ...EXPORT_ONLY_COLUMNS];
  const columns = r.def.answer ? ['id'] : ['id', ...Object.keys(r.def.schema), ...Object.keys(r.files)];
  // A resource answered its own way (users) has the times its answers have.
  const times = r.def.answer ? [] : ['created_at', 'updated_at'];
  for (const answer of sample) {
    for (const field of Object.keys(answer)) if (!columns.includes(field) && !times.includes(field)) columns.push(field);
  }
  return [...columns, ...times];
}

/** A value of an answer as a cell: text (neutralised), a number, or empty. */
export function cellValue(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return neutralise(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
}
