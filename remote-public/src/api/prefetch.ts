// The public pages by URL: the reads each shows and the chunk that draws it. The server's renderer starts the reads
// and waits for them before it draws the page (ssr/render.tsx), and announces the chunk; in the browser the reads
// start as soon as the public remote's code runs, rather than after React's first commit. They land in the one
// shared cache, where the pages' own queries (same arguments) find them: a page the server drew reads nothing
// again. Keep this table in step with the routes (PublicApp.tsx) and what the pages ask for.
import type { AppDispatch } from 'remote_shared/store';
import { mediaSrcSet } from 'remote_shared/ui';
import { parsePage } from '../page/listParams';
import { findNamed, parseFacultyTab, parseResultCategory } from '../page/recordParams';
import { publicApi } from './publicApi';

/** Asks the browser for the banner as soon as its address is known, before React draws the page. */
function preloadImage(href: string): void {
  if (typeof document === 'undefined') return; // on the server: the page's HTML will name the image itself
  // Already asked for: by an earlier call, or by the page the server drew (its banner is in the HTML).
  const named = Array.from(document.querySelectorAll('link[rel="preload"], img'));
  if (named.some((element) => element.getAttribute(element.tagName === 'IMG' ? 'src' : 'href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = href;
  // The banner is shown from its display sizes (Home.tsx): ask for the one the screen will use.
  const sizes = mediaSrcSet(href);
  if (sizes) {
    link.setAttribute('imagesrcset', sizes);
    link.setAttribute('imagesizes', '100vw');
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

/**
 * Starts a page's reads. A read that depends on another's answer (the routine of a class named in the URL) is
 * started once that answer is in: the returned promise settles when it has been, so the server's renderer waits
 * for it too.
 */
type Prefetch = (dispatch: AppDispatch, params: URLSearchParams, match: RegExpExecArray) => void | Promise<void>;

const start = <A,>(dispatch: AppDispatch, endpoint: Parameters<typeof publicApi.util.prefetch>[0], arg: A) =>
  dispatch(publicApi.util.prefetch(endpoint, arg as never, {}));

/** The page's list view from its URL, exactly as the page asks for it (page/listParams.ts). */
const listArgs = (params: URLSearchParams) => ({ page: parsePage(params.get('page')), search: params.get('search') ?? '' });

interface PageRoute {
  pattern: RegExp;
  /** The page's named chunk (lazyPages.ts): the server announces it in the drawn page (api/src/preloads.ts). */
  chunk: string;
  /** The reads the page shows beside the institution. */
  prefetch?: Prefetch;
}

/** The public pages by path (the routes of PublicApp.tsx): their chunk and their reads. */
const PAGE_ROUTES: readonly PageRoute[] = [
  {
    pattern: /^\/$/,
    chunk: 'page-home',
    prefetch: (dispatch) => {
      start(dispatch, 'getInstitutionStory', undefined);
      start(dispatch, 'getTeacherCount', undefined);
      start(dispatch, 'getCommittee', undefined);
      start(dispatch, 'getPrincipal', undefined);
    },
  },
  { pattern: /^\/academic\/?$/, chunk: 'page-academic' },
  {
    pattern: /^\/facnstaff\/?$/,
    chunk: 'page-facnstaff',
    prefetch: (dispatch, params) => {
      const { page } = listArgs(params);
      const tab = parseFacultyTab(params.get('tab'));
      if (page !== null && tab) start(dispatch, tab === 'staff' ? 'getStaffPage' : 'getTeacherPage', { page });
    },
  },
  { pattern: /^\/admission\/?$/, chunk: 'page-admission' },
  {
    pattern: /^\/gallery\/?$/,
    chunk: 'page-gallery',
    prefetch: (dispatch, params) => {
      const { page } = listArgs(params);
      if (page !== null) start(dispatch, 'getGalleryPage', { page });
    },
  },
  {
    pattern: /^\/notice\/?$/,
    chunk: 'page-notice',
    prefetch: (dispatch, params) => {
      const { page, search } = listArgs(params);
      if (page !== null) start(dispatch, 'getNoticePage', { page, search });
    },
  },
  { pattern: /^\/notice\/(\d{1,9})\/?$/, chunk: 'page-notice-detail', prefetch: (dispatch, _params, match) => start(dispatch, 'getNotice', Number(match[1])) },
  // Any other notice path is the notice page's own 404 (NoticeDetail.tsx), drawn by its chunk.
  { pattern: /^\/notice\/[^/]+\/?$/, chunk: 'page-notice-detail' },
  { pattern: /^\/contact\/?$/, chunk: 'page-contact' },
  {
    pattern: /^\/about\/?$/,
    chunk: 'page-about',
    prefetch: (dispatch) => {
      start(dispatch, 'getInstitutionRecord', undefined);
      start(dispatch, 'getRecognitions', undefined);
      start(dispatch, 'getStats', undefined);
      start(dispatch, 'getCommittee', undefined);
    },
  },
  {
    pattern: /^\/result\/?$/,
    chunk: 'page-result',
    prefetch: (dispatch, params) => {
      const page = parsePage(params.get('page'));
      const category = parseResultCategory(params.get('category'));
      if (page === null || category === undefined) return;
      start(dispatch, 'getResultPage', { page, category });
      start(dispatch, 'getClassNames', undefined);
    },
  },
  {
    pattern: /^\/routine\/?$/,
    chunk: 'page-routine',
    prefetch: async (dispatch, params) => {
      start(dispatch, 'getRoutineFiles', undefined);
      const classes = dispatch(publicApi.endpoints.getClassNames.initiate());
      const sections = dispatch(publicApi.endpoints.getSectionNames.initiate());
      try {
        // The class and section may be named by id or by name: the lists tell which, then their routine is read.
        const [className, section] = [findNamed(await classes.unwrap(), params.get('class')), findNamed(await sections.unwrap(), params.get('section'))];
        if (className && section) start(dispatch, 'getWeekRoutine', { classId: className.id, sectionId: section.id });
      } catch {
        // the page shows and logs its own failure
      } finally {
        classes.unsubscribe();
        sections.unsubscribe();
      }
    },
  },
  { pattern: /^\/acknowledgment\/?$/, chunk: 'page-acknowledgment', prefetch: (dispatch) => start(dispatch, 'getRecognitions', undefined) },
  { pattern: /^\/login\/?$/, chunk: 'page-login' },
];

export const NOT_FOUND_CHUNK = 'page-not-found';

/** Every named page chunk (a test checks each is a chunk of lazyPages.ts). */
export const PAGE_CHUNKS = [...new Set([...PAGE_ROUTES.map((route) => route.chunk), NOT_FOUND_CHUNK])];

/** The chunk of the page at `pathname` (the 404 page's for any other path). */
export function pageChunk(pathname: string): string {
  return PAGE_ROUTES.find((route) => route.pattern.test(pathname))?.chunk ?? NOT_FOUND_CHUNK;
}

/**
 * Starts the reads of the page at `url` (a path with its query, `/notice?page=2`). The promise settles once every
 * read is started, those that wait on another's answer included (it never fails).
 */
export async function prefetchPage(dispatch: AppDispatch, url: string): Promise<void> {
  const { pathname, searchParams } = new URL(url, 'http://page');
  // Every page shows the institution in its header and footer; the home page's banner is its largest picture.
  const institution = dispatch(publicApi.endpoints.getSiteInstitution.initiate());
  institution
    .unwrap()
    .then((found) => pathname === '/' && found?.institution_image && preloadImage(found.institution_image))
    .catch(() => undefined) // the page shows and logs its own failure
    .finally(() => institution.unsubscribe());
  for (const { pattern, prefetch } of PAGE_ROUTES) {
    const match = pattern.exec(pathname);
    if (match) {
      await prefetch?.(dispatch, searchParams, match);
      break;
    }
  }
}
