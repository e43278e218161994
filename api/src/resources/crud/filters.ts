// The query parameters that narrow a list: `?search=` over the fields the registry names, and each filter of the
// registry by its kind (equals, contains, id), turned into conditions on the resource's columns.
import { type RawBuilder, sql, type SelectQueryBuilder } from 'kysely';
import type { FilterParameterKind } from 'remote_shared/registry';
import { booleanValue, INTEGER_MAX, toBengaliDigits, toLatinDigits } from 'remote_shared/schemas';
// The indexes as the last migration that changed them made them.
import { SEARCH_INDEXES, searchIndexName } from '../../db/migrations/0013_search_indexes';
import type { LooseDatabase } from './tables';
import type { ResourceTable } from './types';

/** A list query over any resource table, before its rows are read. */
export type ListQuery = SelectQueryBuilder<LooseDatabase, ResourceTable, Record<string, unknown>>;
/** What a condition may depend on besides its value: the database it will run on, and the list's table. */
export interface FilterContext {
  postgres: boolean;
  table?: string;
}

/** One query parameter's condition. */
export type ListFilter = (query: ListQuery, value: string, context?: FilterContext) => ListQuery;

/** A whole number an integer column can hold (ids are positive), else null. */
export function columnInteger(text: string): number | null {
  return /^\d{1,10}$/.test(text) && Number(text) <= INTEGER_MAX ? Number(text) : null;
}

/** Escapes LIKE wildcards so a search for `50%` finds "50%". Use with `escape '\'`. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The fewest characters the search indexes find (every three letters are indexed): a shorter text reads every row. */
const INDEXED_LENGTH = 3;
/**
 * The most characters looked up in a search index. FTS5 matches a phrase position by position, so a long phrase of
 * one repeated trigram (15,000 `a`s, which a URL holds) took 4.8 s of the event loop against rows with runs of `a`;
 * `like` reads such a text in milliseconds, and nobody types a search this long.
 */
const INDEXED_MAX_LENGTH = 64;

/** The search index (SQLite's, migration 0013) that covers `columns` of the context's table, if any. */
function searchIndexOf(columns: readonly string[], context: FilterContext | undefined): string | null {
  if (!context || context.postgres || !context.table || !Object.hasOwn(SEARCH_INDEXES, context.table)) return null;
  const indexed: readonly string[] = SEARCH_INDEXES[context.table as keyof typeof SEARCH_INDEXES];
  return columns.every((c) => indexed.includes(c)) ? searchIndexName(context.table) : null;
}

/** A column's condition on one text of a search: `strpos` takes the text itself, `like` its pattern (`likePattern`). */
type Compare = (column: string, value: string) => RawBuilder<boolean>;
const strpos: Compare = (c, text) => sql`strpos(${sql.ref(c)}, ${text}) > 0`;
const strposLowered: Compare = (c, text) => sql`strpos(lower(${sql.ref(c)}), lower(${text})) > 0`;
const like: Compare = (c, pattern) => sql`${sql.ref(c)} like ${pattern} escape '\\'`;
const likeLowered: Compare = (c, pattern) => sql`lower(${sql.ref(c)}) like lower(${pattern}) escape '\\'`;

/**
 * The case-insensitive search of DRF's SearchFilter (`lower(a) like lower(pattern)` over several columns, OR-ed),
 * with Bengali and Latin digits alike: a text with digits is looked for in both scripts, so "২০২৬" finds "2026"
 * and the other way round. (Comparing columns with their digits rewritten in SQL would cost a full rewrite of
 * every row on every search: 30 ms on 5,000 notices, against 4 ms for this.) On SQLite a plain `like` is the same
 * comparison (its `like` ignores case exactly where its `lower` changes it: ASCII letters) at about half the cost
 * of a search through every row. PostgreSQL looks for the text itself with `strpos` (the same match as `like '%…%'`
 * with its wildcards escaped, at half the cost: 1.3 ms against 2.6 ms to count a Bengali word's matches among 7,000
 * notices), which heeds case, so it compares lower-cased text when the search has letters with case (lower-casing
 * every row halves the speed of a search through 5,000 notices). Without a context (a caller that does not know the
 * database) the lower-cased `like`, right on both.
 *
 * On SQLite, a list with a search index (every three letters of its table's columns, migration 0013) is searched
 * there: each text as a phrase in the columns asked for, the same part-of-the-text match found without reading
 * every row. The index folds case as Unicode does (as PostgreSQL's `lower` does in a Unicode locale), beyond the
 * ASCII of `like`. A text shorter than three letters has nothing indexed to look up, and one longer than 64 costs
 * the index more than `like`: both are searched with `like`.
 */
export function searchColumns(query: ListQuery, columns: readonly string[], text: string, context?: FilterContext): ListQuery {
  const trimmed = text.trim();
  if (!trimmed) return query;
  const texts = [...new Set([toLatinDigits(trimmed), toBengaliDigits(trimmed)])];
  const index = searchIndexOf(columns, context);
  // (FTS5 reads its query as a C string: a NUL would end it early, so such a text is searched with `like`.)
  const indexable = (t: string) => {
    const length = [...t].length;
    return length >= INDEXED_LENGTH && length <= INDEXED_MAX_LENGTH && !t.includes('\0');
  };
  if (index && texts.every(indexable)) {
    // FTS5's query language: a phrase in double quotes (a quote inside doubled), after a filter of the columns.
    const phrases = texts.map((t) => `"${t.replaceAll('"', '""')}"`).join(' OR ');
    const match = `{${columns.join(' ')}} : (${phrases})`;
    return query.where(sql<boolean>`${sql.ref(`${context!.table}.id`)} in (select rowid from ${sql.table(index)} where ${sql.table(index)} match ${match})`);
  }
  // A text without letters that have case (Bengali words, numbers) is found alike without lower-casing on
  // PostgreSQL: lower-casing leaves such characters as they are, and no letter with case lowers into one of them.
  const caseless = trimmed === trimmed.toLowerCase() && trimmed === trimmed.toUpperCase();
  const values = context?.postgres ? texts : texts.map(likePattern);
  const matches = context?.postgres ? (caseless ? strpos : strposLowered) : context?.postgres === false ? like : likeLowered;
  return query.where((eb) => eb.or(columns.flatMap((c) => values.map((value) => matches(c, value)))));
}

/** Filters by an integer column; a value that is no id (not an integer, or out of the column's range) matches nothing. */
export function integerFilter(column: string): ListFilter {
  return (query, value) => {
    const id = columnInteger(value.trim());
    return id !== null ? query.where(column, '=', id) : query.where(sql<boolean>`1 = 0`);
  };
}

/** An integer field's value (`?year=2024`, Bengali digits too); a value that is no such number matches nothing. */
export function integerEqualsFilter(column: string): ListFilter {
  const byId = integerFilter(column);
  return (query, value) => byId(query, toLatinDigits(value));
}

/** A yes-or-no column (stored 1 or 0): `?is_read=false`; a value that is neither matches nothing. */
export function booleanFilter(column: string): ListFilter {
  return (query, value) => {
    const flag = booleanValue(value);
    return flag !== null ? query.where(column, '=', flag ? 1 : 0) : query.where(sql<boolean>`1 = 0`);
  };
}

/** One end of a date range (`?date_after=2026-11-01`, that day included); a value that is no date matches nothing. */
function dayFilter(column: string, operator: '>=' | '<='): ListFilter {
  return (query, value) => {
    const day = toLatinDigits(value.trim());
    return /^\d{4}-\d{2}-\d{2}$/.test(day) ? query.where(column, operator, day) : query.where(sql<boolean>`1 = 0`);
  };
}

export function equalsFilter(column: string): ListFilter {
  return (query, value) => query.where(column, '=', value.trim());
}

/** A part of the column's text, without regard to case, Bengali and Latin digits alike (a screen's search box). */
export function containsFilter(column: string): ListFilter {
  return (query, value, context) => searchColumns(query, [column], value, context);
}

export function searchFilter(columns: readonly string[]): ListFilter {
  return (query, value, context) => searchColumns(query, columns, value, context);
}

const BY_KIND: Record<FilterParameterKind, (column: string) => ListFilter> = {
  equals: equalsFilter,
  contains: containsFilter,
  id: integerFilter,
  boolean: booleanFilter,
  after: (column) => dayFilter(column, '>='),
  before: (column) => dayFilter(column, '<='),
};

/** The condition of a registry filter's parameter of `kind` on `column`. */
export function filterOf(kind: FilterParameterKind, column: string): ListFilter {
  return BY_KIND[kind](column);
}
