// `GET /api/audit/` (Admin): the audit trail, newest first, always a DRF page (it grows by every write), narrowed
// by `?resource=` (a registry key), `?user=` (an id or a username) and `?action=`. Other methods are 405 after
// the Admin check, as a resource answers them.
//
// The routes are given their guard and the user lookup (routes.ts passes auth's): auth records audit entries
// (a new account, a promoted Admin), so the audit trail imports nothing of auth.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { RESOURCE_KEYS } from 'remote_shared/registry';
import { AUDIT_ACTIONS, type AuditLogEntry, type FieldErrors, hasNullCharacter, MESSAGES } from 'remote_shared/schemas';
import type { Database, UserRow } from '../db';
import { validationError } from '../errors';
import { refuseMissingMethods } from '../notAllowed';
import { lastValue, paginate } from '../paging';
import type { AuditChanges } from './record';

type Query = Record<string, string | string[] | undefined>;
type AuditQuery = SelectQueryBuilder<Database, 'audit_entries', object>;

export interface AuditRoutesOptions {
  /** The Admin check every method runs first. */
  requireAdmin: onRequestAsyncHookHandler;
  /** The user a name names, found as sign-in finds it (`Rahim` is `rahim`). */
  findUserByUsername: (db: Kysely<Database>, username: string) => Promise<Pick<UserRow, 'id'> | undefined>;
}

const FILTERS = ['resource', 'user', 'action'] as const;

/** The filters the request sets; a 400 naming the parameter for a value no entry could have. */
function filterValues(query: Query): Partial<Record<(typeof FILTERS)[number], string>> {
  const values: Partial<Record<(typeof FILTERS)[number], string>> = {};
  const errors: FieldErrors = {};
  for (const name of FILTERS) {
    const value = lastValue(query[name])?.trim();
    if (!value) continue;
    if (hasNullCharacter(value)) errors[name] = [MESSAGES.nullCharacter];
    else if (name === 'resource' && !(RESOURCE_KEYS as readonly string[]).includes(value)) errors[name] = [MESSAGES.choice(value)];
    else if (name === 'action' && !(AUDIT_ACTIONS as readonly string[]).includes(value)) errors[name] = [MESSAGES.choice(value)];
    else values[name] = value;
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return values;
}

/**
 * `?user=`: an id (`12`) or a username. A name is looked up as sign-in looks it up (`Rahim` is `rahim`) and its
 * entries found by the user's id, so a renamed account's older entries are found too; a name no account has now
 * matches the entries written under it.
 */
async function byUser(request: FastifyRequest, select: AuditQuery, user: string, findUser: AuditRoutesOptions['findUserByUsername']): Promise<AuditQuery> {
  if (/^\d{1,10}$/.test(user)) return select.where((eb) => eb.or([eb('user_id', '=', Number(user)), eb('username', '=', user)]));
  const found = await findUser(request.server.db, user);
  return found ? select.where('user_id', '=', found.id) : select.where('username', '=', user);
}

function toAnswer(row: Selectable<Database['audit_entries']>): AuditLogEntry {
  return { ...row, changes: JSON.parse(row.changes) as AuditChanges };
}

export default async function auditRoutes(app: FastifyInstance, { requireAdmin, findUserByUsername }: AuditRoutesOptions): Promise<void> {
  app.get('/audit/', { onRequest: requireAdmin }, async (request, reply) => {
    const filters = filterValues(request.query as Query);
    let select: AuditQuery = app.db.selectFrom('audit_entries');
    if (filters.resource) select = select.where('resource', '=', filters.resource);
    if (filters.action) select = select.where('action', '=', filters.action as (typeof AUDIT_ACTIONS)[number]);
    if (filters.user) select = await byUser(request, select, filters.user, findUserByUsername);
    const count = async () => Number((await select.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);
    const page = await paginate(request, count, async (limit, offset) =>
      (await select.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute()).map(toAnswer),
    );
    return reply.header('cache-control', 'private, no-store').send(page);
  });
  const admin = { read: requireAdmin, create: requireAdmin, write: requireAdmin };
  refuseMissingMethods(app, '/audit/', { GET: true }, admin, true);
}
