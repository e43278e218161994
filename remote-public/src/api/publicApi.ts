// The public site's reads and its one write, injected into the page's one RTK Query cache (remote_shared's
// baseApi). Every read asks the server for exactly what a page shows: one page of a list (DRF's
// `?page=&page_size=`, searched with `?search=`), and of the institution only the fields a page draws
// (`?fields=`), so the page the server draws, and the data it embeds for the browser, stay small however many
// notices, photos or teachers a college has. Paths and cache tags are the registry's (remote_shared/registry).
import { useEffect } from 'react';
import { baseApi } from 'remote_shared/api';
import { itemUrl, listUrl, REGISTRY } from 'remote_shared/registry';
import type { CommitteeMember, GalleryItem, Notice, PrincipalRecord, Teacher } from 'remote_shared/schemas';

export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** One page of a list, as DRF's PageNumberPagination answers it. */
export interface Page<T> {
  count: number;
  results: T[];
}

export interface PageArgs {
  page: number;
  search?: string;
}

/** What the header, footer and most pages show of the institution (the home page asks for more). */
export interface SiteInstitution {
  id: number;
  name: string;
  logo: string | null;
  institution_image: string | null;
  address: string | null;
  location_code: string | null;
  contact_phone: string | null;
  contact_email: string | null;
}

export interface InstitutionStory {
  government_approval_date: string | null;
  government_approval_number: string | null;
  history: string | null;
}

const SITE_FIELDS = 'id,name,logo,institution_image,address,location_code,contact_phone,contact_email';
const STORY_FIELDS = 'government_approval_date,government_approval_number,history';

export const NOTICE_PAGE_SIZE = 6;
/** How much of a notice's description its row in the list shows. */
export const LIST_DESCRIPTION_CHARS = 280;

/** The start of a text, at most about `max` characters, cut at a word, with … when cut. */
export function previewText(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}
export const GALLERY_PAGE_SIZE = 12;
export const TEACHER_PAGE_SIZE = 12;

/** A list answer, or an empty list when the server sent something else (never a crash on a bad body). */
const asList = <T,>(body: unknown): T[] => (Array.isArray(body) ? (body as T[]) : []);

const asPage = <T,>(body: unknown): Page<T> => {
  const answer = body as Partial<Page<T>> | null;
  return { count: Number(answer?.count) || 0, results: asList<T>(answer?.results) };
};

const first = <T,>(body: unknown): T | null => asList<T>(body)[0] ?? null;

/** `?page=2&page_size=6&search=…` with only what is set (page 1 is the list's own first page). */
function pageParams({ page, search }: PageArgs, pageSize: number): Record<string, string> {
  const params: Record<string, string> = { page_size: String(pageSize) };
  if (page > 1) params.page = String(page);
  if (search?.trim()) params.search = search.trim();
  return params;
}

export const publicApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteInstitution: build.query<SiteInstitution | null, void>({
      query: () => ({ url: listUrl('institutions'), params: { fields: SITE_FIELDS } }),
      transformResponse: first<SiteInstitution>,
      providesTags: [REGISTRY.institutions.tag],
    }),
    getInstitutionStory: build.query<InstitutionStory | null, void>({
      query: () => ({ url: listUrl('institutions'), params: { fields: STORY_FIELDS } }),
      transformResponse: first<InstitutionStory>,
      providesTags: [REGISTRY.institutions.tag],
    }),
    /** How many teachers there are (the home page's counter), without reading them. */
    getTeacherCount: build.query<number, void>({
      query: () => ({ url: listUrl('teachers'), params: { page_size: '1', fields: 'id' } }),
      transformResponse: (body: unknown) => asPage<unknown>(body).count,
      providesTags: [REGISTRY.teachers.tag],
    }),
    getTeacherPage: build.query<Page<Teacher>, PageArgs>({
      query: (args) => ({ url: listUrl('teachers'), params: pageParams(args, TEACHER_PAGE_SIZE) }),
      transformResponse: asPage<Teacher>,
      providesTags: [REGISTRY.teachers.tag],
    }),
    getCommittee: build.query<CommitteeMember[], void>({
      query: () => listUrl('committee'),
      transformResponse: asList<CommitteeMember>,
      providesTags: [REGISTRY.committee.tag],
    }),
    /** The principal's record: the one with designation `principal`, else the first item (spec section 7). */
    getPrincipal: build.query<PrincipalRecord | null, void>({
      query: () => listUrl('principals'),
      transformResponse: (body: unknown) => {
        const list = asList<PrincipalRecord>(body);
        return list.find((record) => record.designation === 'principal') ?? list[0] ?? null;
      },
      providesTags: [REGISTRY.principals.tag],
    }),
    /**
     * One page of notices, newest first, searched on title and category by the server. The list shows the start
     * of each description (the notice's own page has all of it): the page, and the data it carries, stay small.
     */
    getNoticePage: build.query<Page<Notice>, PageArgs>({
      query: (args) => ({ url: listUrl('notices'), params: pageParams(args, NOTICE_PAGE_SIZE) }),
      transformResponse: (body: unknown) => {
        const page = asPage<Notice>(body);
        return { ...page, results: page.results.map((notice) => ({ ...notice, description: notice.description && previewText(notice.description, LIST_DESCRIPTION_CHARS) })) };
      },
      providesTags: [REGISTRY.notices.tag],
    }),
    getNotice: build.query<Notice, number>({
      query: (id) => itemUrl('notices', id),
      providesTags: [REGISTRY.notices.tag],
    }),
    getGalleryPage: build.query<Page<GalleryItem>, PageArgs>({
      query: (args) => ({ url: listUrl('gallery'), params: pageParams(args, GALLERY_PAGE_SIZE) }),
      transformResponse: asPage<GalleryItem>,
      providesTags: [REGISTRY.gallery.tag],
    }),
    sendContact: build.mutation<unknown, ContactPayload>({
      query: (data) => ({ url: listUrl('contacts'), method: 'POST', data }),
    }),
  }),
});

export const {
  useGetSiteInstitutionQuery,
  useGetInstitutionStoryQuery,
  useGetTeacherCountQuery,
  useGetTeacherPageQuery,
  useGetCommitteeQuery,
  useGetPrincipalQuery,
  useGetNoticePageQuery,
  useGetNoticeQuery,
  useGetGalleryPageQuery,
  useSendContactMutation,
} = publicApi;

/** The institution as the public pages show it (or null when none exists yet), with the query's flags. */
export function useSiteInstitution() {
  const { data, isLoading, isError, isSuccess } = useGetSiteInstitutionQuery();
  return { institution: data ?? null, isLoading, isError, isLoaded: isSuccess };
}

/** Whether a read failed because what it asked for does not exist (a notice, a list page past the last). */
export function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/** Public fetch failures are logged, never shown as a broken page (spec section 8). */
export function useLogFailure(what: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(`[public] ${what} could not be loaded`, error);
  }, [what, error]);
}
