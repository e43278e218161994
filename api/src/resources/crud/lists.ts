// GET of a list: the registry's filters and `?search=`, then one of three answers — every matching record, one
// DRF page of them (`?page=&page_size=`), or the distinct values of one field (`?distinct=designation`) — with
// `?fields=` keeping only the fields asked for. Answers are cached by the version counters of the data they show.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FieldErrors, hasNullCharacter, MESSAGES } from 'remote_shared/schemas';
import { validationError } from '../../errors';
import { answerOrigin } from '../../origin';
import { lastValue, type Page, paginate } from '../../paging';
import { readCaching, sendEntry } from '../cache';
import { readVersions, readVersionsNow } from '../versions';
import { answersOf, type BoundResource } from './bound';
import type { ListQuery } from './filters';
import { loose } from './tables';
import type { Answer, Row } from './types';

type Query = Record<string, string | string[] | undefined>;

/** `?fields=id,name`: the answer keys a client asks for (unknown names are ignored, as they would be absent). */
export function fieldsWanted(raw: string | string[] | undefined): string[] | null {
  const text = lastValue(raw);
  if (typeof text !== 'string' || !text.trim()) return null;
  return text.split(',').map((name) => name.trim()).filter(Boolean);
}

function pick(answer: Answer, names: readonly string[]): Answer {
  return Object.fromEntries<unknown>(names.filter((name) => name in answer).map((name) => [name, answer[name]]));
}

/** The filters the request sets, as [name, value]; a 400 for a value no database text takes. */
export function filterValues(r: BoundResource, query: Query): [string, string][] {
  const values: [string, string][] = [];
  const errors: FieldErrors = {};
  for (const name of Object.keys(r.def.filters ?? {})) {
    const value = lastValue(query[name]);
    if (typeof value !== 'string' || value === '') continue;
    // No database text takes NUL: refused like a body field (PostgreSQL would fail the query).
    if (hasNullCharacter(value)) errors[name] = [MESSAGES.nullCharacter];
    else values.push([name, value]);
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return values;
}

/** `?distinct=<field>`: the field, when the registry lets its values be listed; a 400 otherwise. Null when not asked. */
function distinctField(r: BoundResource, query: Query): string | null {
  const field = lastValue(query.distinct);
  if (field === undefined || field === '') return null;
  if (!r.def.distinct?.includes(field)) throw validationError({ distinct: [MESSAGES.choice(field)] });
  return field;
}

const collator = new Intl.Collator('bn');

/** The distinct non-blank values of a field among the matching records, sorted as the dashboard shows them. */
async function distinctValues(r: BoundResource, select: ListQuery, field: string): Promise<string[]> {
  const column = r.column(field);
  const rows = await select
    .clearSelect()
    .select((eb) => eb.ref(column).as('value'))
    .distinct()
    .where(column, 'is not', null)
    .execute();
  const values = rows.map((row) => String(row.value)).filter((value) => value.trim() !== '');
  return [...new Set(values)].sort(collator.compare);
}

/** One page of a resource's list. */
async function page(r: BoundResource, request: FastifyRequest, select: ListQuery, origin: string | null): Promise<Page<Answer>> {
  const count = async () => Number((await select.clearSelect().select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);
  return paginate(request, count, async (limit, offset) => {
    let rows = select.selectAll().limit(limit).offset(offset);
    for (const [column, direction] of r.def.order) rows = rows.orderBy(column, direction);
    return answersOf(r, (await rows.execute()) as Row[], origin);
  });
}

/** The list route's handler. */
export function listHandler(r: BoundResource) {
  const { def, listCache } = r;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | object> => {
    const cacheControl = readCaching(request, reply, !r.privateAnswers);
    const query = request.query as Query;
    const filters = filterValues(r, query);
    const distinct = distinctField(r, query);
    const paged = distinct === null && (query.page !== undefined || query.page_size !== undefined);
    // File URLs start with the answer's origin, and a page's links name the host it was asked at: the cache key
    // holds both.
    const origin = answerOrigin(r.config, request);
    const cacheKey = `${origin ?? ''} ${paged ? `${request.protocol}://${request.host}` : ''}${request.url}`;
    const version = listCache ? await readVersions(r.db, r.versionNames, request) : '';
    const cached = listCache?.get(cacheKey, version);
    // An anonymous read of a public list is answered again, while the list stays as it is, without the app (replay.ts).
    if (listCache) {
      const current = () => {
        const now = readVersionsNow(r.db, r.versionNames);
        return now === undefined ? readVersions(r.db, r.versionNames).then((later) => listCache.get(cacheKey, later)) : listCache.get(cacheKey, now);
      };
      request.server.answerReplay.remember(request, reply, current, cacheControl);
    }
    if (cached) return sendEntry(request, reply, cached, cacheControl);

    let select: ListQuery = loose(r.db).selectFrom(def.table);
    for (const [name, value] of filters) select = def.filters![name](select, value, r.filterContext);
    let answer: Answer[] | object;
    if (distinct !== null) {
      answer = await distinctValues(r, select, distinct);
    } else if (paged) {
      answer = await page(r, request, select, origin);
    } else {
      let rows = select.selectAll();
      for (const [column, direction] of def.order) rows = rows.orderBy(column, direction);
      answer = await answersOf(r, (await rows.execute()) as Row[], origin);
    }
    const wanted = distinct === null ? fieldsWanted(query.fields) : null;
    if (wanted) {
      answer = Array.isArray(answer) ? (answer as Answer[]).map((a) => pick(a, wanted)) : { ...answer, results: (answer as { results: Answer[] }).results.map((a) => pick(a, wanted)) };
    }
    if (!listCache) return reply.header('cache-control', cacheControl).send(answer);
    return sendEntry(request, reply, listCache.set(cacheKey, version, answer), cacheControl);
  };
}
