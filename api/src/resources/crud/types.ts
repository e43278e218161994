// What a managed resource is on the server: its registry entry (remote_shared/registry: path, fields, files,
// access, filters) joined with what only the server knows (its table and columns, list order, the rules that
// need the database). Typed against db/schema.ts: a resource's columns, order and hooks name its own table's
// columns and see its own rows.
import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Access, FileKind, Operation, ResourceKey } from 'remote_shared/registry';
import type { Schema, Values } from 'remote_shared/schemas';
import type { Config } from '../../config';
import type { Database } from '../../db';
import type { ListFilter } from './filters';

export type { Access, Operation } from 'remote_shared/registry';

/** The tables of managed resources (every table but the sign-in bookkeeping and the audit trail). */
export type ResourceTable = Exclude<keyof Database, 'sessions' | 'throttle_counters' | 'resource_versions' | 'audit_entries'>;
/** A column of `T` (of any of them, for a union). */
export type Column<T extends ResourceTable> = T extends ResourceTable ? keyof Database[T] & string : never;
/** A row of `T` as the database answers it (a row of any of them, for a union). */
export type TableRow<T extends ResourceTable> = T extends ResourceTable ? Selectable<Database[T]> : never;

/** A database row, by column name, as the generic factory sees any resource's table. */
export type Row = Record<string, unknown> & { id: number };
/** A record in API field names (before files become URLs). */
export type Record_ = Record<string, unknown>;
export type Answer = Record<string, unknown>;

/** A file field as the server checks and stores it (the registry's rule, in bytes, and the folder it goes to). */
export interface FileField {
  folder: string;
  maxBytes: number;
  kinds: readonly FileKind[];
  /** Must be given on create (the gallery's image); never cleared afterwards. */
  required?: boolean;
}

export interface UniqueRule {
  /** API fields whose values together must be unique; none: only one record may exist at all. */
  fields: readonly string[];
  /** A field compared without case (after trimming, which validation already did). */
  caseInsensitive?: string;
  /** The field the error names, besides `detail`. */
  field?: string;
  detail: (record: Record_) => string;
}

export interface ReferenceRule {
  /** The table whose id the field holds. */
  table: ResourceTable;
}

export interface UsedBy {
  table: ResourceTable;
  column: string;
  /** How the count reads in a sentence: `(n) => n === 1 ? '1 subject' : `${n} subjects`` */
  label: (count: number) => string;
}

export interface WriteContext {
  db: Transaction<Database>;
  config: Config;
  request: FastifyRequest;
  /** The record before this write (API names), or null on create. */
  existing: Record_ | null;
  /** The record as it will be: `existing` with the given values over it. */
  record: Record_;
}

/** What a check of many new records at once (an import) may read: the database outside any transaction. */
export interface BatchContext {
  db: Kysely<Database>;
  config: Config;
}

/**
 * What a domain file says of a resource beyond its registry entry. Hooks are methods, so a definition of one table
 * still counts as a ResourceDefinition of any table (the factory hands each its own table's rows).
 */
export interface ServerPart<T extends ResourceTable> {
  table: T;
  /** API field -> column, where they differ (`class_name` -> `class_id`). */
  columns?: Readonly<Record<string, Column<T>>>;
  /** The folder under MEDIA_ROOT the resource's files are stored in (when its entry has files). */
  folder?: string;
  /** List order, by column. */
  order: readonly (readonly [Column<T>, 'asc' | 'desc'])[];
  references?: Record<string, ReferenceRule>;
  unique?: readonly UniqueRule[];
  /**
   * Its rules read no row but the one written (no `unique`, `usedBy` or `check`; a `prepare` that reads nothing):
   * on PostgreSQL its writers then queue for that row alone (`select … for update`) instead of for the whole
   * table, so a busy day's notices are written side by side. Without it every writer of the table waits its turn.
   */
  independentRows?: boolean;
  /** Tables that point at this one: a delete while any row does is a 409 naming them. */
  usedBy?: readonly UsedBy[];
  /** Defaults and derived values, before the checks. May change `values` (API names, only what is written). */
  prepare?(values: Values, context: WriteContext): Promise<void> | void;
  /**
   * `prepare` for many new records at once (an import), before their uniqueness is checked: the same defaults and
   * derived values, unique among the records too. A resource with `prepare` or `check` needs it to be importable.
   */
  prepareMany?(records: Values[], context: BatchContext): Promise<void>;
  /** The resource's own rules over the whole record, after references and before uniqueness. Throws. */
  check?(context: WriteContext): Promise<void> | void;
  /** Runs first on create, before validation (the contact form's throttle). */
  beforeCreate?(request: FastifyRequest, config: Config): Promise<void>;
  /**
   * Extra answer fields of a record (`location_code`); `origin` starts the absolute URLs it makes, as file URLs
   * do (null: relative).
   */
  present?(answer: Answer, row: TableRow<T>, context: { config: Config; origin: string | null }): void;
  /**
   * Extra answer fields that need other tables, for many rows at once (the routine's names, a notice's preview
   * card); `origin` starts the absolute URLs it makes, as in `present`.
   */
  expand?(answers: Answer[], rows: TableRow<T>[], db: Kysely<Database>, context: { config: Config; origin: string | null }): Promise<void>;
  /**
   * What goes with a record once its delete has committed, besides its files (a notice's preview card). A failure
   * is logged, never answered: the delete stands, and the orphan sweep removes what is left.
   */
  removed?(row: TableRow<T>, context: { config: Config }): Promise<void>;
  /** The whole answer of a record, instead of the schema's fields (users); file URLs start with `origin` when given. */
  answer?(row: TableRow<T>, origin: string | null): Answer;
  /** Cache list answers by version counters. Off for tables written outside the factory (users). */
  cached?: boolean;
  /**
   * Also answer its URLs without the trailing slash (`/api/acknowledgment`, `/api/acknowledgment/7`), for a client
   * that calls them so. Every other path of the API ends with `/` (routes.ts).
   */
  withoutTrailingSlash?: boolean;
}

/** A resource as the factory registers it: the registry's description and the server part, joined. */
export interface ResourceDefinition<T extends ResourceTable = ResourceTable> extends ServerPart<T> {
  /** Its key in the registry. */
  key: ResourceKey;
  /** URL segment under /api/: `notices` serves /api/notices/ and /api/notices/:id/. */
  path: string;
  /** Writable fields and their rules: the schema the forms use. */
  schema: Schema;
  files?: Record<string, FileField>;
  /** Who may list and retrieve. */
  read: Access;
  /** Who may create; defaults to `write`. */
  create?: Access;
  /** Who may update and delete; Admin unless said otherwise. */
  write?: Access;
  operations?: readonly Operation[];
  /** Query parameters that narrow the list (`search` and the registry's filters). */
  filters?: Record<string, ListFilter>;
  /** API fields whose distinct values `?distinct=` answers. */
  distinct?: readonly string[];
  /** Other resources (paths) whose writes change this list's answers (the routine shows class names). */
  dependsOn?: readonly string[];
}
