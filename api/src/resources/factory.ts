// The one CRUD route factory of the API. A resource declares its table, its shared schema (remote_shared), its
// file fields, who may read and write it, and the few rules of its own; the factory makes the routes of
// API.md for it: list, create, retrieve, update (PUT and PATCH) and delete, with DRF's status codes and bodies.
//
// A write runs in one transaction: checks (references, uniqueness, the resource's rules), files stored, row
// written, version counter bumped. A failed write leaves no file behind; a replaced or cleared file is removed
// once the new row is committed, a deleted record's files once it is gone.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { type Kysely, sql, type SelectQueryBuilder, type Transaction } from 'kysely';
import { type FieldErrors, hasNullCharacter, INTEGER_MAX, MESSAGES, type Schema, toBengaliDigits, toLatinDigits, validate, type Values } from 'remote_shared/schemas';
import { requireAdmin } from '../auth';
import type { Config } from '../config';
import { type Database, isForeignKeyViolation, isoNow, isPostgres, isUniqueViolation } from '../db';
import { ApiError, conflict, methodNotAllowed, notFound, validationError } from '../errors';
import { bodyObject, uploadedFile } from '../parsers';
import { type CheckedUpload, checkUpload, type FileKind, mediaUrl, removeUpload, storeUpload } from '../uploads';
import { ListCache, sendEntry } from './cache';
import { bumpVersions, readVersions } from './versions';

export type Access = 'anyone' | 'admin';
export type Operation = 'list' | 'create' | 'retrieve' | 'update' | 'delete';
export const ALL_OPERATIONS: readonly Operation[] = ['list', 'create', 'retrieve', 'update', 'delete'];

/** A database row, by column name. */
export type Row = Record<string, unknown> & { id: number };
/** A record in API field names (before files become URLs). */
export type Record_ = Record<string, unknown>;
export type Answer = Record<string, unknown>;

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
  table: keyof Database & string;
}

export interface UsedBy {
  table: keyof Database & string;
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

export interface ResourceDefinition {
  /** URL segment under /api/: `notices` serves /api/notices/ and /api/notices/:id/. */
  path: string;
  table: keyof Database & string;
  /** Writable fields and their rules: the schema the forms use. */
  schema: Schema;
  /** API field -> column, where they differ (`class_name` -> `class_id`). */
  columns?: Record<string, string>;
  files?: Record<string, FileField>;
  /** Who may list and retrieve. */
  read: Access;
  /** Who may create; defaults to `write`. */
  create?: Access;
  /** Who may update and delete; Admin unless said otherwise. */
  write?: Access;
  operations?: readonly Operation[];
  /** List order, by column. */
  order: readonly (readonly [string, 'asc' | 'desc'])[];
  /** Query parameters that narrow the list. */
  filters?: Record<string, (query: SelectQueryBuilder<any, any, any>, value: string) => SelectQueryBuilder<any, any, any>>;
  references?: Record<string, ReferenceRule>;
  unique?: readonly UniqueRule[];
  /** Tables that point at this one: a delete while any row does is a 409 naming them. */
  usedBy?: readonly UsedBy[];
  /** Defaults and derived values, before the checks. May change `values` (API names, only what is written). */
  prepare?: (values: Values, context: WriteContext) => Promise<void> | void;
  /** The resource's own rules over the whole record, after references and before uniqueness. Throws. */
  check?: (context: WriteContext) => Promise<void> | void;
  /** Runs first on create, before validation (the contact form's throttle). */
  beforeCreate?: (request: FastifyRequest, config: Config) => Promise<void>;
  /** Extra answer fields of a record (`location_code`). */
  present?: (answer: Answer, row: Row) => void;
  /** Extra answer fields that need other tables, for many rows at once (the routine's names). */
  expand?: (answers: Answer[], rows: Row[], db: Kysely<Database>) => Promise<void>;
  /** The whole answer of a record, instead of the schema's fields (users). */
  answer?: (row: Row, config: Config) => Answer;
  /** Other resources whose writes change this list's answers (the routine shows class names). */
  dependsOn?: readonly string[];
  /** Cache list answers by version counters. Off for tables written outside the factory (users). */
  cached?: boolean;
}

const NOT_A_FILE = 'The submitted data was not a file. Check the encoding type on the form.';
const NO_FILE = 'No file was submitted.';
const PAGE_SIZE_MAX = 1000;

type FileIntent = { field: string; action: 'keep' } | { field: string; action: 'clear' } | { field: string; action: 'set'; upload: CheckedUpload };

function guardFor(access: Access): onRequestHookHandler | undefined {
  return access === 'admin' ? (requireAdmin as onRequestHookHandler) : undefined;
}

/** A whole number an integer column can hold (ids are positive), else null. */
function columnInteger(text: string): number | null {
  return /^\d{1,10}$/.test(text) && Number(text) <= INTEGER_MAX ? Number(text) : null;
}

function parseId(text: string): number {
  const id = columnInteger(text);
  if (id === null) throw notFound();
  return id;
}

/** `?fields=id,name`: the answer keys a client asks for (unknown names are ignored, as they would be absent). */
function fieldsWanted(raw: string | string[] | undefined): string[] | null {
  const text = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (typeof text !== 'string' || !text.trim()) return null;
  return text.split(',').map((name) => name.trim()).filter(Boolean);
}

function pick(answer: Answer, names: readonly string[]): Answer {
  return Object.fromEntries(names.filter((name) => name in answer).map((name) => [name, answer[name]])) as Answer;
}

/** Escapes LIKE wildcards so a search for `50%` finds "50%". Use with `escape '\'`. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The case-insensitive search of DRF's SearchFilter (`lower(a) like lower(pattern)` over several columns, OR-ed),
 * with Bengali and Latin digits alike: a text with digits is looked for in both scripts, so "২০২৬" finds "2026"
 * and the other way round. (Comparing columns with their digits rewritten in SQL would cost a full rewrite of
 * every row on every search: 30 ms on 5,000 notices, against 4 ms for this.)
 */
export function searchColumns(query: SelectQueryBuilder<any, any, any>, columns: readonly string[], text: string): SelectQueryBuilder<any, any, any> {
  const trimmed = text.trim();
  if (!trimmed) return query;
  const patterns = [...new Set([toLatinDigits(trimmed), toBengaliDigits(trimmed)])].map(likePattern);
  return query.where((eb) => eb.or(columns.flatMap((c) => patterns.map((pattern) => sql<boolean>`lower(${sql.ref(c)}) like lower(${pattern}) escape '\\'`))));
}

/** Filters by an integer column; a value that is no id (not an integer, or out of the column's range) matches nothing. */
export function integerFilter(column: string) {
  return (query: SelectQueryBuilder<any, any, any>, value: string) => {
    const id = columnInteger(value.trim());
    return id !== null ? query.where(column, '=', id) : query.where(sql<boolean>`1 = 0`);
  };
}

export function equalsFilter(column: string) {
  return (query: SelectQueryBuilder<any, any, any>, value: string) => query.where(column, '=', value.trim());
}

/**
 * Queues this transaction behind every other writer of `table` until it ends (PostgreSQL; SQLite writes one at a
 * time anyway). Each write takes its own table's; a rule that reads another table to allow a write takes that
 * one's too, so the rows it counted cannot change before the commit.
 */
export async function lockTable(trx: Transaction<Database>, table: keyof Database & string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${table}))`.execute(trx);
}

export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  return definition;
}

/** Registers the routes of one resource on an /api/-prefixed instance. */
export async function registerResource(app: FastifyInstance, definition: ResourceDefinition, config: Config): Promise<void> {
  const def = definition;
  const db = app.db as unknown as Kysely<any>;
  const files = def.files ?? {};
  const columns = def.columns ?? {};
  const column = (field: string) => columns[field] ?? field;
  const fieldOf = Object.fromEntries(Object.entries(columns).map(([field, col]) => [col, field]));
  const operations = new Set(def.operations ?? ALL_OPERATIONS);
  const writeAccess = def.write ?? 'admin';
  const listCache = def.cached === false ? null : new ListCache();
  const versionNames = [def.path, ...(def.dependsOn ?? [])];
  const privateAnswers = def.read === 'admin';
  const base = `/${def.path}/`;
  const item = `/${def.path}/:id/`;

  /** A row as API values (files still as stored paths). */
  function toRecord(row: Row): Record_ {
    const record: Record_ = { id: row.id };
    for (const [col, value] of Object.entries(row)) record[fieldOf[col] ?? col] = value;
    return record;
  }

  function toAnswer(row: Row): Answer {
    if (def.answer) return def.answer(row, config);
    const answer: Answer = { id: row.id };
    for (const field of Object.keys(def.schema)) answer[field] = row[column(field)] ?? null;
    for (const field of Object.keys(files)) {
      const stored = row[column(field)];
      answer[field] = typeof stored === 'string' && stored ? mediaUrl(config, stored) : null;
    }
    answer.created_at = row.created_at;
    answer.updated_at = row.updated_at;
    def.present?.(answer, row);
    return answer;
  }

  async function answersOf(rows: Row[]): Promise<Answer[]> {
    const answers = rows.map(toAnswer);
    if (def.expand && rows.length) await def.expand(answers, rows, app.db);
    return answers;
  }

  async function findRow(executor: Kysely<any>, id: number): Promise<Row | undefined> {
    return (await executor.selectFrom(def.table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
  }

  /** What the request asks of each file field; field errors for what cannot be a file. */
  function fileIntents(request: FastifyRequest, body: Record<string, unknown>, existing: Record_ | null, errors: FieldErrors): FileIntent[] {
    const intents: FileIntent[] = [];
    for (const [field, rule] of Object.entries(files)) {
      const upload = uploadedFile(request, field);
      if (upload) {
        intents.push({ field, action: 'set', upload: null as unknown as CheckedUpload }); // checked below, after field errors
        continue;
      }
      const given = Object.prototype.hasOwnProperty.call(body, field) ? body[field] : undefined;
      const current = existing?.[field];
      if (given === undefined) {
        if (rule.required && !existing) errors[field] = [NO_FILE];
        else intents.push({ field, action: 'keep' });
      } else if (given === null || (typeof given === 'string' && given.trim() === '')) {
        if (rule.required) errors[field] = [NO_FILE];
        else intents.push({ field, action: current ? 'clear' : 'keep' });
      } else if (typeof given === 'string' && typeof current === 'string' && given === mediaUrl(config, current)) {
        intents.push({ field, action: 'keep' }); // the client sent back the URL it was given
      } else {
        errors[field] = [NOT_A_FILE];
      }
    }
    return intents;
  }

  /** Validates a write; answers the clean values (API names) and the file intents. 400/413/415 otherwise. */
  function readWrite(request: FastifyRequest, existing: Record_ | null, partial: boolean): { values: Values; intents: FileIntent[] } {
    const body = bodyObject(request);
    const { values, errors } = validate(def.schema, body, { partial });
    const allErrors: FieldErrors = { ...errors };
    const intents = fileIntents(request, body, existing, allErrors);
    if (Object.keys(allErrors).length) throw validationError(allErrors);
    // Files are checked (size, real type, metadata) only once every field is valid: nothing is stored yet.
    for (const intent of intents) {
      if (intent.action === 'set') {
        const rule = files[intent.field];
        intent.upload = checkUpload(uploadedFile(request, intent.field)!, { field: intent.field, ...rule });
      }
    }
    return { values, intents };
  }

  async function checkReferences(trx: Kysely<any>, record: Record_, values: Values): Promise<void> {
    const errors: FieldErrors = {};
    for (const [field, rule] of Object.entries(def.references ?? {})) {
      const id = record[field];
      if (!(field in values) || id === null || id === undefined) continue;
      const found = await trx.selectFrom(rule.table).select('id').where('id', '=', id).executeTakeFirst();
      if (!found) errors[field] = [`Invalid pk "${id}" - object does not exist.`];
    }
    if (Object.keys(errors).length) throw validationError(errors);
  }

  async function checkUnique(trx: Kysely<any>, record: Record_, excludeId: number | null): Promise<void> {
    for (const rule of def.unique ?? []) {
      let query = trx.selectFrom(def.table).select('id');
      for (const field of rule.fields) {
        const value = record[field] ?? null;
        if (value === null) query = query.where(column(field), 'is', null);
        else if (rule.caseInsensitive === field) query = query.where(sql<boolean>`lower(${sql.ref(column(field))}) = lower(${value})`);
        else query = query.where(column(field), '=', value);
      }
      if (excludeId !== null) query = query.where('id', '<>', excludeId);
      if (await query.executeTakeFirst()) {
        const detail = rule.detail(record);
        throw new ApiError(409, rule.field ? { detail, [rule.field]: [detail] } : { detail });
      }
    }
  }

  /** One write transaction; on PostgreSQL writers of a table queue up so check-then-write cannot race. */
  async function inTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return app.db.transaction().execute(async (trx) => {
      await lockTable(trx, def.table);
      return work(trx);
    });
  }

  function writeError(error: unknown): unknown {
    if (isUniqueViolation(error)) return conflict('This record conflicts with an existing one.');
    if (isForeignKeyViolation(error)) return conflict('This record refers to a record that does not exist or is still in use.');
    return error;
  }

  /**
   * Removes a file a committed write no longer names. The write stands whatever happens here: a failure is
   * logged, not answered as a 500, and the orphan sweep removes the file later.
   */
  async function removeCommitted(request: FastifyRequest, path: string | null): Promise<void> {
    await removeUpload(config.mediaRoot, path).catch((err) => request.log.warn({ err, path }, 'removing a replaced file failed'));
  }

  /** Runs a create or an update: the checks, files, row and counter in one transaction. */
  async function write(request: FastifyRequest, existingRow: Row | null, partial: boolean): Promise<Row> {
    const existing = existingRow ? toRecord(existingRow) : null;
    const { values, intents } = readWrite(request, existing, partial);
    const stored: string[] = [];
    let row: Row;
    let before: Row | undefined;
    try {
      [row, before] = await inTransaction(async (trx) => {
        // Read again under the table's lock: an update committed since the first read may have replaced the
        // files, and the files this write replaces are the ones the row holds now. A row deleted since is a 404.
        const current = existingRow ? await findRow(trx as Kysely<any>, existingRow.id) : undefined;
        if (existingRow && !current) throw notFound();
        const context: WriteContext = { db: trx, config, request, existing, record: { ...existing, ...values } };
        await def.prepare?.(values, context);
        context.record = { ...existing, ...values };
        await checkReferences(trx as Kysely<any>, context.record, values);
        await def.check?.(context);
        await checkUnique(trx as Kysely<any>, context.record, existing ? Number(existing.id) : null);

        const now = isoNow(config.now);
        const data: Record<string, unknown> = { updated_at: now };
        for (const [field, value] of Object.entries(values)) if (!(field in files)) data[column(field)] = value;
        for (const intent of intents) {
          if (intent.action === 'set') {
            const path = await storeUpload(config.mediaRoot, intent.upload);
            stored.push(path);
            data[column(intent.field)] = path;
          } else if (intent.action === 'clear') {
            data[column(intent.field)] = null;
          }
        }
        const executor = trx as Kysely<any>;
        const written = existing
          ? await executor.updateTable(def.table).set(data).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow()
          : await executor.insertInto(def.table).values({ ...data, created_at: now }).returningAll().executeTakeFirstOrThrow();
        if (listCache) await bumpVersions(trx, [def.path]);
        return [written as Row, current] as const;
      });
    } catch (error) {
      // A clean-up that fails must not hide why the write failed; the orphan sweep removes what is left.
      for (const path of stored) await removeUpload(config.mediaRoot, path).catch((err) => request.log.warn({ err, path }, 'removing a stored file failed'));
      throw writeError(error);
    }
    // Committed: the files this write replaced or cleared go.
    for (const intent of intents) {
      if (intent.action !== 'keep' && before) {
        const old = before[column(intent.field)];
        if (typeof old === 'string' && old !== row[column(intent.field)]) await removeCommitted(request, old);
      }
    }
    return row;
  }

  async function usedByDetail(trx: Kysely<any>, id: number): Promise<string | null> {
    const uses: string[] = [];
    for (const use of def.usedBy ?? []) {
      const { count } = (await trx
        .selectFrom(use.table)
        .select((eb) => eb.fn.countAll().as('count'))
        .where(use.column, '=', id)
        .executeTakeFirstOrThrow()) as { count: number | string | bigint };
      if (Number(count) > 0) uses.push(use.label(Number(count)));
    }
    if (!uses.length) return null;
    const list = uses.length === 1 ? uses[0] : `${uses.slice(0, -1).join(', ')} and ${uses[uses.length - 1]}`;
    return `This record is still in use by ${list}. Delete or change those first.`;
  }

  async function list(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | Answer[] | object> {
    const query = request.query as Record<string, string | string[] | undefined>;
    const filterValues: [string, string][] = [];
    const errors: FieldErrors = {};
    for (const name of Object.keys(def.filters ?? {})) {
      const raw = query[name];
      const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
      if (typeof value !== 'string' || value === '') continue;
      // No database text takes NUL: refused like a body field (PostgreSQL would fail the query).
      if (hasNullCharacter(value)) errors[name] = [MESSAGES.nullCharacter];
      else filterValues.push([name, value]);
    }
    if (Object.keys(errors).length) throw validationError(errors);
    const paged = query.page !== undefined || query.page_size !== undefined;
    const cacheKey = paged ? `${request.protocol}://${request.host}${request.url}` : request.url;
    const version = listCache ? await readVersions(app.db, versionNames) : '';
    const cached = listCache?.get(cacheKey, version);
    const cacheControl = privateAnswers ? 'private, no-cache' : 'no-cache';
    if (cached) return sendEntry(request, reply, cached, cacheControl);

    let select = db.selectFrom(def.table).selectAll();
    for (const [name, value] of filterValues) select = def.filters![name](select, value);
    let answer: Answer[] | object;
    if (paged) {
      answer = await page(request, select, query);
    } else {
      for (const [col, direction] of def.order) select = select.orderBy(col, direction);
      answer = await answersOf((await select.execute()) as Row[]);
    }
    const wanted = fieldsWanted(query.fields);
    if (wanted) answer = Array.isArray(answer) ? answer.map((a) => pick(a, wanted)) : { ...answer, results: (answer as { results: Answer[] }).results.map((a) => pick(a, wanted)) };
    if (!listCache) return reply.header('cache-control', cacheControl).send(answer);
    return sendEntry(request, reply, listCache.set(cacheKey, version, answer), cacheControl);
  }

  /** DRF's PageNumberPagination: `{count, next, previous, results}`. */
  async function page(request: FastifyRequest, select: SelectQueryBuilder<any, any, any>, query: Record<string, unknown>): Promise<object> {
    const sizeText = String(query.page_size ?? '');
    const pageSize = /^\d+$/.test(sizeText) && Number(sizeText) > 0 ? Math.min(Number(sizeText), PAGE_SIZE_MAX) : 10;
    const pageText = String(query.page ?? '1');
    const pageNumber = pageText === 'last' ? -1 : /^\d+$/.test(pageText) ? Number(pageText) : 0;
    const { count: total } = (await select
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow()) as { count: number | string | bigint };
    const count = Number(total);
    const pages = Math.max(1, Math.ceil(count / pageSize));
    const number = pageNumber === -1 ? pages : pageNumber;
    if (number < 1 || number > pages) throw new ApiError(404, { detail: 'Invalid page.' });
    let rows = select.limit(pageSize).offset((number - 1) * pageSize);
    for (const [col, direction] of def.order) rows = rows.orderBy(col, direction);
    const link = (n: number) => {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      url.searchParams.set('page', String(n));
      if (n === 1) url.searchParams.delete('page');
      return url.toString();
    };
    return {
      count,
      next: number < pages ? link(number + 1) : null,
      previous: number > 1 ? link(number - 1) : null,
      results: await answersOf((await rows.execute()) as Row[]),
    };
  }

  const readGuard = guardFor(def.read);
  const writeGuard = guardFor(writeAccess);
  const createGuard = guardFor(def.create ?? writeAccess);
  const noStore = privateAnswers ? 'private, no-store' : 'no-cache';
  const uploadLimits = Object.fromEntries(Object.entries(files).map(([field, rule]) => [field, rule.maxBytes]));

  if (operations.has('list')) app.get(base, { onRequest: readGuard }, list);

  if (operations.has('create')) {
    app.post(base, { onRequest: createGuard, config: { uploadLimits } }, async (request, reply) => {
      await def.beforeCreate?.(request, config);
      const row = await write(request, null, false);
      return reply.code(201).header('cache-control', 'no-store').send((await answersOf([row]))[0]);
    });
  }

  if (operations.has('retrieve')) {
    app.get(item, { onRequest: readGuard }, async (request, reply) => {
      const row = await findRow(db, parseId((request.params as { id: string }).id));
      if (!row) throw notFound();
      return reply.header('cache-control', noStore).send((await answersOf([row]))[0]);
    });
  }

  if (operations.has('update')) {
    const update = (partial: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const existing = await findRow(db, parseId((request.params as { id: string }).id));
      if (!existing) throw notFound();
      const row = await write(request, existing, partial);
      return reply.header('cache-control', 'no-store').send((await answersOf([row]))[0]);
    };
    app.put(item, { onRequest: writeGuard, config: { uploadLimits } }, update(false));
    app.patch(item, { onRequest: writeGuard, config: { uploadLimits } }, update(true));
  }

  if (operations.has('delete')) {
    app.delete(item, { onRequest: writeGuard }, async (request, reply) => {
      const id = parseId((request.params as { id: string }).id);
      let deleted: Row;
      try {
        deleted = await inTransaction(async (trx) => {
          const row = await findRow(trx as Kysely<any>, id);
          if (!row) throw notFound();
          const inUse = await usedByDetail(trx as Kysely<any>, id);
          if (inUse) throw conflict(inUse);
          await (trx as Kysely<any>).deleteFrom(def.table).where('id', '=', id).execute();
          if (listCache) await bumpVersions(trx, [def.path]);
          return row;
        });
      } catch (error) {
        throw writeError(error);
      }
      for (const field of Object.keys(files)) await removeCommitted(request, deleted[column(field)] as string | null);
      return reply.code(204).send();
    });
  }

  // A method the resource lacks is a 405, but only for a caller the resource's permission lets through: DRF
  // authenticates and checks permission before it looks for the method, so anonymous gets 401 and a General
  // user 403 where an Admin gets 405. (The catch-all of routes.ts answers only paths no resource has.)
  const paths: { url: string; has: Record<string, boolean> }[] = [
    { url: base, has: { GET: operations.has('list'), POST: operations.has('create') } },
    { url: item, has: { GET: operations.has('retrieve'), PUT: operations.has('update'), PATCH: operations.has('update'), DELETE: operations.has('delete') } },
  ];
  for (const { url, has } of paths) {
    const allow = Object.keys(has).filter((m) => has[m]);
    if (!allow.length) continue;
    if (has.GET) allow.push('HEAD');
    allow.sort();
    const guards: [string, onRequestHookHandler | undefined][] = [
      ['GET', readGuard],
      ['POST', url === base ? createGuard : writeGuard],
      ['PUT', writeGuard],
      ['PATCH', writeGuard],
      ['DELETE', writeGuard],
    ];
    for (const [method, guard] of guards) {
      if (has[method]) continue;
      const refuse: onRequestHookHandler = async (request) => {
        throw methodNotAllowed(request.method, allow);
      };
      app.route({
        method,
        url,
        // Left out of the Allow bookkeeping; answered before any body is read.
        config: { apiFallback: true },
        onRequest: guard ? [guard, refuse] : [refuse],
        handler: async () => undefined,
      });
    }
  }
}
