// Creates, updates and deletes. A write runs in one transaction: checks (references, the resource's rules,
// uniqueness), files stored, row written, its audit entry recorded, version counter bumped. A failed write leaves
// no file and no entry behind; a replaced or cleared file is removed once the new row is committed, a deleted
// record's files once it is gone.
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { actorOf, type AuditAction, auditChanges, recordAudit } from '../../audit';
import { type Database, isForeignKeyViolation, isoNow, isPostgres, isUniqueViolation } from '../../db';
import { conflict, notFound, validationError } from '../../errors';
import { orderProblems } from 'remote_shared/schemas';
import { removeNamedNoMore } from '../../uploads/removals';
import { removeUpload, storeUpload } from '../../uploads';
import { storageOf } from '../../storage';
import { bumpVersions } from '../versions';
import { type BoundResource, findRow, toRecord } from './bound';
import { asTableRow, loose } from './tables';
import type { ResourceTable, Row, WriteContext } from './types';
import { checkReferences, checkUnique, readWrite } from './validation';

/**
 * Queues this transaction behind every other writer of `table` until it ends (PostgreSQL; SQLite writes one at a
 * time anyway). Each write takes its own table's; a rule that reads another table to allow a write takes that
 * one's too, so the rows it counted cannot change before the commit.
 */
export async function lockTable(trx: Transaction<Database>, table: ResourceTable): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${table}))`.execute(trx);
}

/**
 * One write transaction; on PostgreSQL writers of a table queue up so check-then-write cannot race, except for a
 * resource of independent rows, whose writers queue only for the row they write (`findRow(…, { forUpdate })`).
 */
function inTransaction<T>(r: BoundResource, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return r.db.transaction().execute(async (trx) => {
    if (!r.def.independentRows) await lockTable(trx, r.def.table);
    return work(trx);
  });
}

export function writeError(error: unknown): unknown {
  if (isUniqueViolation(error)) return conflict('This record conflicts with an existing one.');
  if (isForeignKeyViolation(error)) return conflict('This record refers to a record that does not exist or is still in use.');
  return error;
}

/**
 * Removes a file a committed write no longer names (later, while a backup runs: uploads/removals.ts). The write
 * stands whatever happens here: a failure is logged, not answered as a 500, and the orphan sweep removes the file later.
 */
async function removeCommitted(r: BoundResource, request: FastifyRequest, path: string | null): Promise<void> {
  await removeNamedNoMore(r.db, storageOf(r.config), path, r.config.now).catch((err) => request.log.warn({ err, path }, 'removing a replaced file failed'));
}

/**
 * The record as the audit trail sees it: the fields a write sends and the files (as stored paths), by API name,
 * booleans as booleans. Bookkeeping columns (a roll's key, a username's) stay out.
 */
export function auditedValues(r: BoundResource, row: Row | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const values: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(r.def.schema)) {
    const value = row[r.column(field)] ?? null;
    values[field] = rule.kind === 'boolean' && value !== null ? value === 1 : value;
  }
  for (const field of Object.keys(r.files)) values[field] = row[r.column(field)] ?? null;
  return values;
}

interface Written {
  action: AuditAction;
  /** The row before the write (update, delete) and after it (create, update). */
  before?: Row;
  after?: Row;
  /** The write's time. */
  at: string;
}

/** Records the write in its transaction: who (the request's user), which record, which fields changed. */
async function audit(r: BoundResource, trx: Transaction<Database>, request: FastifyRequest, { action, before, after, at }: Written): Promise<void> {
  const changes = auditChanges(auditedValues(r, before), auditedValues(r, after));
  // An update that changed nothing (a form saved as it was) is no change to record.
  if (action === 'update' && !Object.keys(changes).length) return;
  const recordId = Number((after ?? before)!.id);
  await recordAudit(trx, [{ ...actorOf(request.user), action, resource: r.def.key, recordId, changes }], at);
}

/** Runs a create (`existingRow` null) or an update: the checks, files, row and counter in one transaction. */
export async function writeRecord(r: BoundResource, request: FastifyRequest, existingRow: Row | null, partial: boolean): Promise<Row> {
  const { def, config } = r;
  const existing = existingRow ? toRecord(r, existingRow) : null;
  const { values, intents } = readWrite(r, request, existing, partial);
  const stored: string[] = [];
  let row: Row;
  let before: Row | undefined;
  try {
    [row, before] = await inTransaction(r, async (trx) => {
      // Read again under the lock: an update committed since the first read may have replaced the files, and the
      // files this write replaces are the ones the row holds now. A row deleted since is a 404.
      const current = existingRow ? await findRow(r, trx, existingRow.id, { forUpdate: true }) : undefined;
      if (existingRow && !current) throw notFound();
      const context: WriteContext = { db: trx, config, request, existing, record: { ...existing, ...values } };
      await def.prepare?.(values, context);
      context.record = { ...existing, ...values };
      await checkReferences(r, trx, context.record, values);
      await def.check?.(context);
      // The schema's order of dates (an event's end not before its start), over the record as it will be.
      const order = orderProblems(def.schema, context.record);
      if (Object.keys(order).length) throw validationError(order);
      await checkUnique(r, trx, context.record, existing ? Number(existing.id) : null);

      const now = isoNow(config.now);
      const data: Record<string, unknown> = { updated_at: now };
      for (const [field, value] of Object.entries(values)) if (!(field in r.files)) data[r.column(field)] = value;
      for (const intent of intents) {
        if (intent.action === 'set') {
          const path = await storeUpload(storageOf(config), intent.upload);
          stored.push(path);
          data[r.column(intent.field)] = path;
        } else if (intent.action === 'clear') {
          data[r.column(intent.field)] = null;
        }
      }
      const tables = loose(trx);
      const written = existing
        ? await tables.updateTable(def.table).set(data).where('id', '=', Number(existing.id)).returningAll().executeTakeFirstOrThrow()
        : await tables.insertInto(def.table).values({ ...data, created_at: now }).returningAll().executeTakeFirstOrThrow();
      await audit(r, trx, request, { action: current ? 'update' : 'create', before: current, after: written as Row, at: now });
      if (r.listCache) await bumpVersions(trx, [def.path]);
      return [written as Row, current] as const;
    });
  } catch (error) {
    // A clean-up that fails must not hide why the write failed; the orphan sweep removes what is left.
    for (const path of stored) await removeUpload(storageOf(config), path).catch((err) => request.log.warn({ err, path }, 'removing a stored file failed'));
    throw writeError(error);
  }
  // Committed: the files this write replaced or cleared go.
  for (const intent of intents) {
    if (intent.action !== 'keep' && before) {
      const old = before[r.column(intent.field)];
      if (typeof old === 'string' && old !== row[r.column(intent.field)]) await removeCommitted(r, request, old);
    }
  }
  return row;
}

/** Why a record cannot be deleted (the records that still use it), or null. */
async function usedByDetail(r: BoundResource, trx: Transaction<Database>, id: number): Promise<string | null> {
  const uses: string[] = [];
  for (const use of r.def.usedBy ?? []) {
    const { count } = await loose(trx)
      .selectFrom(use.table)
      .select((eb) => eb.fn.countAll().as('count'))
      .where(use.column, '=', id)
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) uses.push(use.label(Number(count)));
  }
  if (!uses.length) return null;
  const list = uses.length === 1 ? uses[0] : `${uses.slice(0, -1).join(', ')} and ${uses[uses.length - 1]}`;
  return `This record is still in use by ${list}. Delete or change those first.`;
}

/** Deletes the record `id` (404 when missing, 409 while in use), then its files. */
export async function deleteRecord(r: BoundResource, request: FastifyRequest, id: number): Promise<void> {
  const { def } = r;
  let deleted: Row;
  try {
    deleted = await inTransaction(r, async (trx) => {
      const row = await findRow(r, trx, id, { forUpdate: true });
      if (!row) throw notFound();
      const inUse = await usedByDetail(r, trx, id);
      if (inUse) throw conflict(inUse);
      await loose(trx).deleteFrom(def.table).where('id', '=', id).execute();
      await audit(r, trx, request, { action: 'delete', before: row, at: isoNow(r.config.now) });
      if (r.listCache) await bumpVersions(trx, [def.path]);
      return row;
    });
  } catch (error) {
    throw writeError(error);
  }
  for (const field of Object.keys(r.files)) await removeCommitted(r, request, deleted[r.column(field)] as string | null);
  await def.removed?.(asTableRow(deleted), { config: r.config }).catch((err: unknown) => request.log.warn({ err, id }, 'removing what went with a deleted record failed'));
}
