// The public site's reads and its one write, injected into the page's one RTK Query cache (remote_shared's
// baseApi): each list is fetched once per visit and shared by every screen that shows it. The institution
// itself comes from remote_shared (`useInstitution`), because the dashboard reads it too.
import { useEffect } from 'react';
import { baseApi } from 'remote_shared/api';
import type { CommitteeMember, GalleryItem, Notice, PrincipalRecord, Teacher } from 'remote_shared/schemas';

export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** A list answer, or an empty list when the server sent something else (never a crash on a bad body). */
const asList = <T,>(body: unknown): T[] => (Array.isArray(body) ? (body as T[]) : []);

export const publicApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeachers: build.query<Teacher[], void>({
      query: () => 'teachers/',
      transformResponse: asList<Teacher>,
      providesTags: ['Teacher'],
    }),
    getCommittee: build.query<CommitteeMember[], void>({
      query: () => 'committee-members/',
      transformResponse: asList<CommitteeMember>,
      providesTags: ['Committee'],
    }),
    /** The principal's record: the one with designation `principal`, else the first item (spec section 7). */
    getPrincipal: build.query<PrincipalRecord | null, void>({
      query: () => 'principal-vice-principal/',
      transformResponse: (body: unknown) => {
        const list = asList<PrincipalRecord>(body);
        return list.find((record) => record.designation === 'principal') ?? list[0] ?? null;
      },
      providesTags: ['Principal'],
    }),
    /** Newest first, as the server answers them. */
    getNotices: build.query<Notice[], void>({
      query: () => 'notices/',
      transformResponse: asList<Notice>,
      providesTags: ['Notice'],
    }),
    getGallery: build.query<GalleryItem[], void>({
      query: () => 'gallery/',
      transformResponse: asList<GalleryItem>,
      providesTags: ['Gallery'],
    }),
    sendContact: build.mutation<unknown, ContactPayload>({
      query: (data) => ({ url: 'contacts/', method: 'POST', data }),
    }),
  }),
});

export const {
  useGetTeachersQuery,
  useGetCommitteeQuery,
  useGetPrincipalQuery,
  useGetNoticesQuery,
  useGetGalleryQuery,
  useSendContactMutation,
} = publicApi;

/** Public fetch failures are logged, never shown as a broken page (spec section 8). */
export function useLogFailure(what: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(`[public] ${what} could not be loaded`, error);
  }, [what, error]);
}
