// The public site's reads and its one write, injected into the page's one RTK Query cache (remote_shared's
// baseApi). Every read asks the server for exactly what a page shows: one page of a list (DRF's
// `?page=&page_size=`, searched with `?search=`), and of the institution only the fields a page draws
// (`?fields=`), so the page the server draws, and the data it embeds for the browser, stay small however many
// notices, photos or teachers a college has. Paths and cache tags are the registry's (remote_shared/registry, read through ./registry.ts: an entry missing
// from the live shared remote fails its reads alone).
import { useEffect } from 'react';
import { baseApi } from 'remote_shared/api';
import { itemUrl, listUrl, tagsOf } from './registry';
import type { ResultCategory, Stats, StudentCount } from 'remote_shared/schemas';
import { statsOf } from 'remote_shared/schemas';
import type { AnswerFields, AnswerOf } from 'remote_shared/registry';

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

// Each read of a few fields lists them once, `as const`: the list is its `?fields=`, and its answer's type is
// those fields of the record as the API answers it (AnswerFields, remote_shared/registry).

/**
 * What the header, footer and most pages show of the institution (the home page asks for more); `preview_image`
 * is the college's link-preview card, for every page's Open Graph tags.
 */
const SITE_KEYS = ['id', 'name', 'logo', 'institution_image', 'address', 'location_code', 'contact_phone', 'contact_email', 'preview_image'] as const;
export type SiteInstitution = AnswerFields<'institutions', typeof SITE_KEYS>;
const SITE_FIELDS = SITE_KEYS.join(',');

/** The institution's story on the home page. */
const STORY_KEYS = ['government_approval_date', 'government_approval_number', 'history'] as const;
export type InstitutionStory = AnswerFields<'institutions', typeof STORY_KEYS>;
const STORY_FIELDS = STORY_KEYS.join(',');

/** What the /about page shows of the institution beyond its name (the DSHE's 2025 list). */
const RECORD_KEYS = [
  ...STORY_KEYS,
  'eiin',
  'college_code',
  'education_board',
  'mission',
  'objective',
  'citizen_charter',
  'citizen_charter_file',
  'grs_officer_name',
  'grs_officer_phone',
  'grs_officer_email',
  'rti_officer_name',
  'rti_officer_phone',
  'rti_officer_email',
] as const;
export type InstitutionRecord = AnswerFields<'institutions', typeof RECORD_KEYS>;
const RECORD_FIELDS = RECORD_KEYS.join(',');

/** An exam's result as the /result page shows it: its sheet (a file URL, absolute or not) and the counts given. */
const RESULT_KEYS = ['id', 'year', 'category', 'class_name', 'exam_name', 'examinees', 'passed', 'gpa5', 'file'] as const;
export type ResultRow = AnswerFields<'results', typeof RESULT_KEYS>;

export interface ResultPageArgs {
  page: number;
  category: ResultCategory | null;
}

/** A class's routine as a file: the academic (class) routine or an exam's. */
const ROUTINE_FILE_KEYS = ['id', 'category', 'class_name', 'file'] as const;
export type RoutineFileRow = AnswerFields<'routines', typeof ROUTINE_FILE_KEYS>;

/** A letter of recognition or permission: its scan (an image) or a PDF. */
const RECOGNITION_KEYS = ['id', 'title', 'date', 'image'] as const;
export type Recognition = AnswerFields<'acknowledgments', typeof RECOGNITION_KEYS>;

/** An event of the academic calendar, as /about lists it. */
const CALENDAR_KEYS = ['id', 'title', 'kind', 'start_date', 'end_date', 'note'] as const;
export type CalendarEventRow = AnswerFields<'calendar', typeof CALENDAR_KEYS>;

export type { Stats, StudentCount };

/** A class's or a section's name by id (`?fields=id,name`). */
const NAME_KEYS = ['id', 'name'] as const;
export type NamedItem = AnswerFields<'classes', typeof NAME_KEYS>;
const NAME_FIELDS = NAME_KEYS.join(',');

/** One slot of the week's class routine as the grid shows it (a day of null: held on every teaching day). */
const SLOT_KEYS = ['id', 'classId', 'sectionId', 'day', 'startTime', 'endTime', 'subjectName', 'teacherName'] as const;
export type RoutineSlot = AnswerFields<'routine', typeof SLOT_KEYS>;

export interface WeekRoutineArgs {
  classId: number;
  sectionId: number;
}

const RESULT_FIELDS = RESULT_KEYS.join(',');
const ROUTINE_FILE_FIELDS = ROUTINE_FILE_KEYS.join(',');
const RECOGNITION_FIELDS = RECOGNITION_KEYS.join(',');
const CALENDAR_FIELDS = CALENDAR_KEYS.join(',');
const SLOT_FIELDS = SLOT_KEYS.join(',');
/** What a staff card shows (teachers' cards ask for their whole record, which is the same). */
const STAFF_KEYS = ['id', 'full_name', 'designation', 'contact_phone', 'contact_email', 'photo'] as const;
export type StaffCard = AnswerFields<'staff', typeof STAFF_KEYS>;
const STAFF_FIELDS = STAFF_KEYS.join(',');

/** What a notice's row in the list shows (its own page reads the whole notice): the page's data carries no more. */
const NOTICE_ROW_KEYS = ['id', 'title', 'description', 'date', 'category', 'pdf_file'] as const;
export type NoticeRow = AnswerFields<'notices', typeof NOTICE_ROW_KEYS>;
const NOTICE_ROW_FIELDS = NOTICE_ROW_KEYS.join(',');

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
export const STAFF_PAGE_SIZE = 12;
export const RESULT_PAGE_SIZE = 20;

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
      providesTags: tagsOf('institutions'),
    }),
    getInstitutionStory: build.query<InstitutionStory | null, void>({
      query: () => ({ url: listUrl('institutions'), params: { fields: STORY_FIELDS } }),
      transformResponse: first<InstitutionStory>,
      providesTags: tagsOf('institutions'),
    }),
    /** How many teachers there are (the home page's counter), without reading them. */
    getTeacherCount: build.query<number, void>({
      query: () => ({ url: listUrl('teachers'), params: { page_size: '1', fields: 'id' } }),
      transformResponse: (body: unknown) => asPage<unknown>(body).count,
      providesTags: tagsOf('teachers'),
    }),
    getTeacherPage: build.query<Page<AnswerOf<'teachers'>>, PageArgs>({
      query: (args) => ({ url: listUrl('teachers'), params: pageParams(args, TEACHER_PAGE_SIZE) }),
      transformResponse: asPage<AnswerOf<'teachers'>>,
      providesTags: tagsOf('teachers'),
    }),
    getStaffPage: build.query<Page<StaffCard>, PageArgs>({
      query: (args) => ({ url: listUrl('staff'), params: { ...pageParams(args, STAFF_PAGE_SIZE), fields: STAFF_FIELDS } }),
      transformResponse: asPage<StaffCard>,
      providesTags: tagsOf('staff'),
    }),
    /** Everything /about shows of the institution beyond what every page shows (SITE_FIELDS). */
    getInstitutionRecord: build.query<InstitutionRecord | null, void>({
      query: () => ({ url: listUrl('institutions'), params: { fields: RECORD_FIELDS } }),
      transformResponse: first<InstitutionRecord>,
      providesTags: tagsOf('institutions'),
    }),
    /** Students by class, section and gender, and how many teachers and staff: counts only. */
    getStats: build.query<Stats, void>({
      query: () => 'stats/',
      transformResponse: statsOf,
      providesTags: tagsOf('students', 'teachers', 'staff'),
    }),
    /** The classes' names by id (results, routines and the routine's form name classes by id). */
    getClassNames: build.query<NamedItem[], void>({
      query: () => ({ url: listUrl('classes'), params: { fields: NAME_FIELDS } }),
      transformResponse: asList<NamedItem>,
      providesTags: tagsOf('classes'),
    }),
    getSectionNames: build.query<NamedItem[], void>({
      query: () => ({ url: listUrl('sections'), params: { fields: NAME_FIELDS } }),
      transformResponse: asList<NamedItem>,
      providesTags: tagsOf('sections'),
    }),
    /** One page of results, newest year first, of one category or both. */
    getResultPage: build.query<Page<ResultRow>, ResultPageArgs>({
      query: ({ page, category }) => ({
        url: listUrl('results'),
        params: { ...pageParams({ page }, RESULT_PAGE_SIZE), ...(category ? { category } : {}), fields: RESULT_FIELDS },
      }),
      transformResponse: asPage<ResultRow>,
      providesTags: tagsOf('results'),
    }),
    getRoutineFiles: build.query<RoutineFileRow[], void>({
      query: () => ({ url: listUrl('routines'), params: { fields: ROUTINE_FILE_FIELDS } }),
      transformResponse: asList<RoutineFileRow>,
      providesTags: tagsOf('routines'),
    }),
    getRecognitions: build.query<Recognition[], void>({
      query: () => ({ url: listUrl('acknowledgments'), params: { fields: RECOGNITION_FIELDS } }),
      transformResponse: asList<Recognition>,
      providesTags: tagsOf('acknowledgments'),
    }),
    /** The academic calendar, every event by its first day (the page leaves out those that have ended). */
    getCalendar: build.query<CalendarEventRow[], void>({
      query: () => ({ url: listUrl('calendar'), params: { fields: CALENDAR_FIELDS } }),
      transformResponse: asList<CalendarEventRow>,
      providesTags: tagsOf('calendar'),
    }),
    /** The week's routine of one class and section (only its slots, whatever else the server sends). */
    getWeekRoutine: build.query<RoutineSlot[], WeekRoutineArgs>({
      query: ({ classId, sectionId }) => ({ url: listUrl('routine'), params: { classId: String(classId), sectionId: String(sectionId), fields: SLOT_FIELDS } }),
      transformResponse: (body: unknown, _meta, { classId, sectionId }) =>
        asList<RoutineSlot>(body).filter((slot) => Number(slot.classId) === classId && Number(slot.sectionId) === sectionId),
      providesTags: tagsOf('routine'),
    }),
    getCommittee: build.query<AnswerOf<'committee'>[], void>({
      query: () => listUrl('committee'),
      transformResponse: asList<AnswerOf<'committee'>>,
      providesTags: tagsOf('committee'),
    }),
    /** The principal's record: the one with designation `principal`, else the first item (spec section 7). */
    getPrincipal: build.query<AnswerOf<'principals'> | null, void>({
      query: () => listUrl('principals'),
      transformResponse: (body: unknown) => {
        const list = asList<AnswerOf<'principals'>>(body);
        return list.find((record) => record.designation === 'principal') ?? list[0] ?? null;
      },
      providesTags: tagsOf('principals'),
    }),
    /**
     * One page of notices, newest first, searched on title and category by the server. The list shows the start
     * of each description (the notice's own page has all of it): the page, and the data it carries, stay small.
     */
    getNoticePage: build.query<Page<NoticeRow>, PageArgs>({
      query: (args) => ({ url: listUrl('notices'), params: { ...pageParams(args, NOTICE_PAGE_SIZE), fields: NOTICE_ROW_FIELDS } }),
      transformResponse: (body: unknown) => {
        const page = asPage<NoticeRow>(body);
        return { ...page, results: page.results.map((notice) => ({ ...notice, description: notice.description && previewText(notice.description, LIST_DESCRIPTION_CHARS) })) };
      },
      providesTags: tagsOf('notices'),
    }),
    getNotice: build.query<AnswerOf<'notices'>, number>({
      query: (id) => itemUrl('notices', id),
      providesTags: tagsOf('notices'),
    }),
    getGalleryPage: build.query<Page<AnswerOf<'gallery'>>, PageArgs>({
      query: (args) => ({ url: listUrl('gallery'), params: pageParams(args, GALLERY_PAGE_SIZE) }),
      transformResponse: asPage<AnswerOf<'gallery'>>,
      providesTags: tagsOf('gallery'),
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
  useGetStaffPageQuery,
  useGetInstitutionRecordQuery,
  useGetStatsQuery,
  useGetClassNamesQuery,
  useGetSectionNamesQuery,
  useGetResultPageQuery,
  useGetRoutineFilesQuery,
  useGetRecognitionsQuery,
  useGetCalendarQuery,
  useGetWeekRoutineQuery,
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
