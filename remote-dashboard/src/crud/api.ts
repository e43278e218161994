// The dashboard's calls, written once for every resource: list, create, update and delete endpoints injected
// into the shared RTK Query cache. A write invalidates its resource's tag and the tags of the lists that show
// its names (a renamed class changes the subject, student and routine lists), so every list is fetched again.
import { baseApi } from 'remote_shared/api';
import type { ResourceTag } from 'remote_shared/registry';

/** The cache tags: one per resource of the registry (remote_shared/registry). */
export type TagType = ResourceTag;

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

const changed = (resource: Resource): TagType[] => [resource.tag, ...(resource.alsoChanges ?? [])];

export const crudApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRecords: build.query<unknown[], { resource: Resource; params?: Params }>({
      query: ({ resource, params }) => ({ url: `${resource.path}/`, params }),
      // Lists are plain arrays; anything else is read as empty rather than crashing a screen.
      transformResponse: (answer: unknown) => (Array.isArray(answer) ? answer : []),
      providesTags: (_rows, _error, { resource }) => [resource.tag],
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

export const { useListRecordsQuery, useCreateRecordMutation, useUpdateRecordMutation, useDeleteRecordMutation } = crudApi;
