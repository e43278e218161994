// The dashboard's calls, written once for every resource: list, create, update and delete endpoints injected
// into the shared RTK Query cache. A write invalidates its resource's tag and the tags of the lists that show
// its names (a renamed class changes the subject, student and routine lists), so every list is fetched again.
// The list screens ask the server for one page at a time (`?page=&page_size=` with their searches and filters);
// the selects that name other records ask for the whole list in a few fields (`?fields=id,name`), and the filters
// that offer the values in the data ask for those values (`?distinct=designation`).
import { AUDIT_TAG, baseApi } from 'remote_shared/api';
import type { ResourceTag } from 'remote_shared/registry';

/** The cache tags: one per resource of the registry (remote_shared/registry), and the audit trail's. */
export type TagType = ResourceTag | typeof AUDIT_TAG;

/** One API resource as the screens use it. */
export interface Resource {
  /** The path under /api/, without slashes: 'notices'. */
  path: string;
  tag: TagType;
  /** Other lists that show this resource's data. */
  alsoChanges?: TagType[];
}

export type Params = Record<string, string | number | undefined>;
export type Body = FormData | Record<string, unknown>;

// Every write is recorded in the audit trail, whose list then changes too.
const changed = (resource: Resource): TagType[] => [resource.tag, ...(resource.alsoChanges ?? []), AUDIT_TAG];

/** One page of a list, as the screens use it. */
export interface Page<T = unknown> {
  /** Rows matching the searches and filters, on every page. */
  count: number;
  /** The page these rows are (the last one when the page asked for is past it). */
  page: number;
  results: T[];
}

export interface PageArgs {
  resource: Resource;
  /** Searches and filters, under the server's names. */
  params?: Params;
  /** A page number, or the last page. */
  page: number | 'last';
  pageSize: number;
}

/** The server's `{count, next, previous, results}`; a plain array (a server that does not page) is read as one page. */
function readPage(answer: unknown): { count: number; results: unknown[] } {
  if (Array.isArray(answer)) return { count: answer.length, results: answer as unknown[] };
  const { count, results } = (answer ?? {}) as { count?: unknown; results?: unknown };
  const rows = Array.isArray(results) ? results : [];
  return { count: typeof count === 'number' && count >= 0 ? count : rows.length, results: rows };
}

/**
 * The distinct non-blank values of a field, sorted: the server's `?distinct=` answers them as strings; a server
 * that does not know `?distinct=` answers its rows, whose field is read instead.
 */
export function distinctValues(answer: unknown, field: string): string[] {
  if (!Array.isArray(answer)) return [];
  const values = answer.map((item) => (typeof item === 'string' ? item : item && typeof item === 'object' ? (item as Record<string, unknown>)[field] : null));
  const seen = new Set(values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim()));
  return [...seen].sort((a, b) => a.localeCompare(b, 'bn'));
}

export const crudApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRecords: build.query<unknown[], { resource: Resource; params?: Params }>({
      query: ({ resource, params }) => ({ url: `${resource.path}/`, params }),
      // Lists are plain arrays; anything else is read as empty rather than crashing a screen.
      transformResponse: (answer: unknown) => (Array.isArray(answer) ? (answer as unknown[]) : []),
      providesTags: (_rows, _error, { resource }) => [resource.tag],
    }),
    listPage: build.query<Page, PageArgs>({
      async queryFn({ resource, params, page, pageSize }, _api, _extra, baseQuery) {
        const ask = (n: number | 'last') => baseQuery({ url: `${resource.path}/`, params: { ...params, page: n, page_size: pageSize } });
        let answer = await ask(page);
        let last = page === 'last';
        // Past the last page (its rows were deleted, an old link): the last page, whose number the screen then shows.
        if (answer.error && answer.error.status === 404 && page !== 'last' && page > 1) {
          answer = await ask('last');
          last = true;
        }
        if (answer.error) return { error: answer.error };
        const { count, results } = readPage(answer.data);
        return { data: { count, results, page: last ? Math.max(1, Math.ceil(count / pageSize)) : (page as number) } };
      },
      providesTags: (_page, _error, { resource }) => [resource.tag],
    }),
    /** The distinct values of a field the server lists them of (the registry's `distinct`): `?distinct=<field>`. */
    listValues: build.query<string[], { resource: Resource; field: string }>({
      query: ({ resource, field }) => ({ url: `${resource.path}/`, params: { distinct: field } }),
      transformResponse: (answer: unknown, _meta, { field }) => distinctValues(answer, field),
      providesTags: (_values, _error, { resource }) => [resource.tag],
    }),
    createRecord: build.mutation<unknown, { resource: Resource; body: Body }>({
      query: ({ resource, body }) => ({ url: `${resource.path}/`, method: 'POST', data: body }),
      invalidatesTags: (_answer, _error, { resource }) => changed(resource),
    }),
    updateRecord: build.mutation<unknown, { resource: Resource; id: number; body: Body; method?: 'PUT' | 'PATCH' }>({
      query: ({ resource, id, body, method = 'PATCH' }) => ({ url: `${resource.path}/${id}/`, method, data: body }),
      invalidatesTags: (_answer, _error, { resource }) => changed(resource),
    }),
    deleteRecord: build.mutation<unknown, { resource: Resource; id: number }>({
      query: ({ resource, id }) => ({ url: `${resource.path}/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { resource }) => changed(resource),
    }),
  }),
});

export const { useListRecordsQuery, useListPageQuery, useLazyListPageQuery, useListValuesQuery, useCreateRecordMutation, useUpdateRecordMutation, useDeleteRecordMutation } = crudApi;
