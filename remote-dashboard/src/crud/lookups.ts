// Names of related records (a subject's class, a student's section) and the options of their selects: the whole
// list in the few fields they need (`?fields=id,name`), not the records themselves.
import type { AnswerFields } from 'remote_shared/registry';
import type { Resource } from './api';
import type { Option } from './fields';
import { useRecords } from './records';

/** The fields a lookup asks for, by default: a record's id and name. */
const LOOKUP_KEYS = ['id', 'name'] as const;
export const LOOKUP_FIELDS = LOOKUP_KEYS.join(',');
/** A class or a section as a lookup reads it by default (`?fields=id,name`). */
export type NameRow<K extends 'classes' | 'sections'> = AnswerFields<K, typeof LOOKUP_KEYS>;

export function useLookup<R extends { id: number }>(resource: Resource, label: (row: R) => string, fields: string = LOOKUP_FIELDS) {
  const { rows, isLoading } = useRecords<R>(resource, { params: { fields } });
  const names = new Map(rows.map((row) => [row.id, label(row)]));
  const options: Option[] = rows.map((row) => ({ value: String(row.id), label: label(row) }));
  return { rows, options, isLoading, nameOf: (id: number | null | undefined) => (id === null || id === undefined ? '' : (names.get(id) ?? '')) };
}

/** A text cut to `length` characters followed by '...' (the notice table's description and PDF). */
export function cut(text: string | null | undefined, length = 40): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** A form value from a record's value: null becomes ''. */
export const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
