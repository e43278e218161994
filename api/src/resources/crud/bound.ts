// A resource definition bound to the app it is served by: the database, the configuration, its list cache and
// the field/column names, shared by the modules that answer its routes. Rows become records (API names) and
// answers (files as URLs, the resource's extra fields) here.
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { isPostgres } from '../../db/portable';
import { mediaUrl } from '../../uploads';
import { ListCache } from '../cache';
import type { FilterContext } from './filters';
import { asTableRow, loose } from './tables';
import type { Answer, FileField, Record_, ResourceDefinition, Row } from './types';

export interface BoundResource {
  def: ResourceDefinition;
  config: Config;
  db: Kysely<Database>;
  files: Record<string, FileField>;
  /** The column of an API field (`class_name` -> `class_id`). */
  column: (field: string) => string;
  /** The API field of a column. */
  field: (column: string) => string;
  /** Null for a resource whose lists are not cached (users). */
  listCache: ListCache | null;
  /** The version counters its list answers depend on: its own and those of the lists it shows. */
  versionNames: readonly string[];
  /** Its answers are the Admin's alone: never kept by a shared cache. */
  privateAnswers: boolean;
  /** The database its list filters run on (a search is written for it). */
  filterContext: FilterContext;
}

export function bindResource(app: FastifyInstance, def: ResourceDefinition, config: Config): BoundResource {
  const columns: Record<string, string> = def.columns ?? {};
  const fieldOf = new Map(Object.entries(columns).map(([field, column]) => [column, field]));
  return {
    def,
    config,
    db: app.db,
    files: def.files ?? {},
    column: (field) => columns[field] ?? field,
    field: (column) => fieldOf.get(column) ?? column,
    listCache: def.cached === false ? null : new ListCache(),
    versionNames: [def.path, ...(def.dependsOn ?? [])],
    privateAnswers: def.read === 'admin',
    filterContext: { postgres: isPostgres(app.db), table: def.table },
  };
}

/** A row as API values (files still as stored paths). */
export function toRecord(r: BoundResource, row: Row): Record_ {
  const record: Record_ = { id: row.id };
  for (const [column, value] of Object.entries(row)) record[r.field(column)] = value;
  return record;
}

function toAnswer(r: BoundResource, row: Row, origin: string | null): Answer {
  const { def } = r;
  if (def.answer) return def.answer(asTableRow(row), origin);
  const answer: Answer = { id: row.id };
  for (const field of Object.keys(def.schema)) answer[field] = row[r.column(field)] ?? null;
  for (const field of Object.keys(r.files)) {
    const stored = row[r.column(field)];
    answer[field] = typeof stored === 'string' && stored ? mediaUrl({ publicUrl: origin }, stored) : null;
  }
  answer.created_at = row.created_at;
  answer.updated_at = row.updated_at;
  def.present?.(answer, asTableRow(row), { config: r.config, origin });
  return answer;
}

/**
 * The answers of rows, with the fields the resource adds from other tables. File URLs start with `origin` (the
 * request's answerOrigin), or are relative when it is null.
 */
export async function answersOf(r: BoundResource, rows: Row[], origin: string | null): Promise<Answer[]> {
  const answers = rows.map((row) => toAnswer(r, row, origin));
  if (r.def.expand && rows.length) await r.def.expand(answers, rows.map(asTableRow), r.db, { config: r.config, origin });
  return answers;
}

/** The row of `id`, read through `executor` (the app's database, or a write's transaction). */
export async function findRow(r: BoundResource, executor: Kysely<Database> | Transaction<Database>, id: number, options: { forUpdate?: boolean } = {}): Promise<Row | undefined> {
  const query = loose(executor).selectFrom(r.def.table).selectAll().where('id', '=', id);
  // `for update` (PostgreSQL; SQLite writes one at a time anyway): the row as the last committed write left it,
  // and no other writer changes it before this transaction ends.
  return (await (options.forUpdate && isPostgres(executor) ? query.forUpdate() : query).executeTakeFirst()) as Row | undefined;
}
