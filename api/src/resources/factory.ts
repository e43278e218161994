// The one CRUD route factory of the API. A resource is its registry entry (remote_shared/registry: path, fields,
// files, access, filters) and its domain file's server part (table, order, rules); the factory makes the routes
// of API.md for it: list, create, retrieve, update (PUT and PATCH) and delete, with DRF's status codes and
// bodies. The work is in crud/: validation and files, writes, lists and pagination, the 405 answer.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { operationsOf, writeAccessOf } from 'remote_shared/registry';
import { requireAdmin } from '../auth';
import type { Config } from '../config';
import { notFound } from '../errors';
import { refuseMissingMethods } from '../notAllowed';
import { answerOrigin } from '../origin';
import { readCaching } from './cache';
import { answersOf, bindResource, findRow } from './crud/bound';
import { columnInteger } from './crud/filters';
import { listHandler } from './crud/lists';
import type { Access, ResourceDefinition } from './crud/types';
import { deleteRecord, writeRecord } from './crud/writes';

export { ALL_OPERATIONS } from 'remote_shared/registry';
export { defineResource } from './crud/define';
export { containsFilter, equalsFilter, integerFilter, likePattern, type ListFilter, type ListQuery, searchColumns } from './crud/filters';
export type {
  Access,
  Answer,
  Column,
  FileField,
  Operation,
  Record_,
  ReferenceRule,
  ResourceDefinition,
  ResourceTable,
  Row,
  ServerPart,
  TableRow,
  UniqueRule,
  UsedBy,
  WriteContext,
} from './crud/types';
export { lockTable } from './crud/writes';

function guardFor(access: Access): onRequestAsyncHookHandler | undefined {
  return access === 'admin' ? requireAdmin : undefined;
}

function parseId(text: string): number {
  const id = columnInteger(text);
  if (id === null) throw notFound();
  return id;
}

const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id);

/** Registers the routes of one resource on an /api/-prefixed instance. */
export async function registerResource(app: FastifyInstance, definition: ResourceDefinition, config: Config): Promise<void> {
  const r = bindResource(app, definition, config);
  const def = definition;
  const operations = operationsOf(def);
  const access = writeAccessOf(def);
  const guards = { read: guardFor(def.read), create: guardFor(access.create), write: guardFor(access.write) };
  const uploadLimits = Object.fromEntries(Object.entries(r.files).map(([field, rule]) => [field, rule.maxBytes]));
  // The collection's and a record's URLs: with the trailing slash, and also without it where the resource says so.
  const bases = def.withoutTrailingSlash ? [`/${def.path}/`, `/${def.path}`] : [`/${def.path}/`];
  const items = def.withoutTrailingSlash ? [`/${def.path}/:id/`, `/${def.path}/:id`] : [`/${def.path}/:id/`];
  const answerOf = async (row: Parameters<typeof answersOf>[1][number], request: FastifyRequest) => (await answersOf(r, [row], answerOrigin(config, request)))[0];

  for (const base of bases) {
    if (operations.has('list')) app.get(base, { onRequest: guards.read }, listHandler(r));

    if (operations.has('create')) {
      app.post(base, { onRequest: guards.create, config: { uploadLimits } }, async (request, reply) => {
        await def.beforeCreate?.(request, config);
        const row = await writeRecord(r, request, null, false);
        return reply.code(201).header('cache-control', 'no-store').send(await answerOf(row, request));
      });
    }

    refuseMissingMethods(app, base, { GET: operations.has('list'), POST: operations.has('create') }, guards, true);
  }

  for (const item of items) {
    if (operations.has('retrieve')) {
      app.get(item, { onRequest: guards.read }, async (request, reply) => {
        const row = await findRow(r, r.db, idOf(request));
        if (!row) throw notFound();
        return reply.header('cache-control', readCaching(request, reply, !r.privateAnswers, r.privateAnswers ? 'no-store' : 'no-cache')).send(await answerOf(row, request));
      });
    }

    if (operations.has('update')) {
      const update = (partial: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
        const existing = await findRow(r, r.db, idOf(request));
        if (!existing) throw notFound();
        const row = await writeRecord(r, request, existing, partial);
        return reply.header('cache-control', 'no-store').send(await answerOf(row, request));
      };
      app.put(item, { onRequest: guards.write, config: { uploadLimits } }, update(false));
      app.patch(item, { onRequest: guards.write, config: { uploadLimits } }, update(true));
    }

    if (operations.has('delete')) {
      app.delete(item, { onRequest: guards.write }, async (request, reply) => {
        await deleteRecord(r, request, idOf(request));
        return reply.code(204).send();
      });
    }

    const update = operations.has('update');
    refuseMissingMethods(app, item, { GET: operations.has('retrieve'), PUT: update, PATCH: update, DELETE: operations.has('delete') }, guards, false);
  }
}
