// Every public page, declared once: its path, its module, the API reads the server makes for it, its title, its
// link in the header or under the header's "more" menu (আরও), and whether the sitemap lists it. What needs a list
// of the pages is made from this table:
//   - the router (PublicApp.tsx), each page's module loaded as its own named chunk, so a visitor's browser
//     downloads only the page they open (the server's renderer draws the same components: its prerender waits for
//     a page's module, loaded up front in its bundle, so a drawn page is never left half-drawn);
//   - the reads a page's URL starts before React and the server's renderer waits for, and the chunk the server
//     announces in the drawn page (api/prefetch.ts: prefetchPage, pageChunk; api/src/preloads.ts);
//   - the header's links and the "more" menu's (layout/Header.tsx, layout/MoreMenu.tsx);
//   - the table's data, written by the build beside its chunk map as `dist/pages.json` (ssr/pages.mjs, from
//     `pagesManifest()`), from which the server lists the pages in /sitemap.xml (api/src/site/pages.ts): the API
//     imports no code of the site, and a remote that adds a page needs no new API or host.
// A new public page is its module and its entry here (its words in texts.ts, as every text of the site).
import type { ComponentType } from 'react';
import { listArgs, start, type PageReads } from '../api/pageReads';
import { publicApi } from '../api/publicApi';
import { located } from '../api/registry';
import type { ResourceKey } from 'remote_shared/registry';
import { parsePage } from '../page/listParams';
import { findNamed, parseFacultyTab, parseResultCategory } from '../page/recordParams';
import { T } from '../texts';

export interface PublicPage {
  /** Where the router finds it: `/notice/:id` names a parameter; `*` is every path no other page has (the 404 page). */
  path: string;
  /** Its module, a chunk of its own: the import's `webpackChunkName` is `chunk`. */
  load: () => Promise<{ default: ComponentType }>;
  chunk: string;
  /** The reads it shows besides the institution, which every page reads for its header and footer. */
  reads?: PageReads;
  /**
   * The query parameters it reads, in the order the address of its kept drawing names them (page/pageUrl.ts): any
   * other parameter (`fbclid`, `utm_*`) is the same page.
   */
  query?: readonly string[];
  /** Its title (a page whose title comes from what it shows, a notice's, names its kind). */
  title: string;
  /** Its link in the header's menu, or under the header's "more" menu, with the link's words. */
  link?: { menu: 'header' | 'more'; label: string };
  /** Listed in /sitemap.xml (only a path without parameters can be). */
  sitemap?: boolean;
  /**
   * The resources it is about: where the live shared remote's registry lacks one (an older release of it), the
   * page is left out (its links gone, its address the 404 page), not shown broken.
   */
  needs?: readonly ResourceKey[];
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    load: () => import(/* webpackChunkName: "page-home" */ './Home'),
    chunk: 'page-home',
    reads: (dispatch) => {
      start(dispatch, 'getInstitutionStory', undefined);
      start(dispatch, 'getTeacherCount', undefined);
      start(dispatch, 'getCommittee', undefined);
      start(dispatch, 'getPrincipal', undefined);
    },
    title: T.pageTitles.home,
    link: { menu: 'header', label: T.links.home },
    sitemap: true,
  },
  {
    path: '/academic',
    load: () => import(/* webpackChunkName: "page-academic" */ './Academic'),
    chunk: 'page-academic',
    title: T.pageTitles.academic,
    link: { menu: 'header', label: T.links.academic },
    sitemap: true,
  },
  {
    path: '/facnstaff',
    needs: ['teachers', 'staff'],
    load: () => import(/* webpackChunkName: "page-facnstaff" */ './FacultyStaff'),
    chunk: 'page-facnstaff',
    query: ['tab', 'page'],
    reads: (dispatch, query) => {
      const { page } = listArgs(query);
      const tab = parseFacultyTab(query.get('tab'));
      if (page !== null && tab) start(dispatch, tab === 'staff' ? 'getStaffPage' : 'getTeacherPage', { page });
    },
    title: T.pageTitles.facnstaff,
    link: { menu: 'header', label: T.links.facnstaff },
    sitemap: true,
  },
  {
    path: '/admission',
    load: () => import(/* webpackChunkName: "page-admission" */ './Admission'),
    chunk: 'page-admission',
    title: T.pageTitles.admission,
    link: { menu: 'header', label: T.links.admission },
    sitemap: true,
  },
  {
    path: '/gallery',
    needs: ['gallery'],
    load: () => import(/* webpackChunkName: "page-gallery" */ './Gallery'),
    chunk: 'page-gallery',
    query: ['page'],
    reads: (dispatch, query) => {
      const { page } = listArgs(query);
      if (page !== null) start(dispatch, 'getGalleryPage', { page });
    },
    title: T.gallery.suffix,
    link: { menu: 'header', label: T.links.gallery },
    sitemap: true,
  },
  {
    path: '/notice',
    needs: ['notices'],
    load: () => import(/* webpackChunkName: "page-notice" */ './Notice'),
    chunk: 'page-notice',
    query: ['search', 'page'],
    reads: (dispatch, query) => {
      const { page, search } = listArgs(query);
      if (page !== null) start(dispatch, 'getNoticePage', { page, search });
    },
    title: T.pageTitles.notice,
    link: { menu: 'header', label: T.links.notice },
    sitemap: true,
  },
  {
    // Any other id is the page's own 404 (NoticeDetail.tsx). The sitemap lists every notice's page itself.
    path: '/notice/:id',
    needs: ['notices'],
    load: () => import(/* webpackChunkName: "page-notice-detail" */ './NoticeDetail'),
    chunk: 'page-notice-detail',
    reads: (dispatch, _query, { id = '' }) => {
      if (/^\d{1,9}$/.test(id)) start(dispatch, 'getNotice', Number(id));
    },
    title: T.pageTitles.notice,
  },
  {
    path: '/contact',
    load: () => import(/* webpackChunkName: "page-contact" */ './Contact'),
    chunk: 'page-contact',
    title: T.pageTitles.contact,
    link: { menu: 'header', label: T.links.contact },
    sitemap: true,
  },
  // The college's public record (issue 13), under the "more" menu beside the spec's seven links.
  {
    path: '/about',
    load: () => import(/* webpackChunkName: "page-about" */ './About'),
    chunk: 'page-about',
    reads: (dispatch) => {
      start(dispatch, 'getInstitutionRecord', undefined);
      start(dispatch, 'getRecognitions', undefined);
      // Only where the live shared remote has the calendar (an older one has not: the section is left out).
      if (located('calendar')) start(dispatch, 'getCalendar', undefined);
      start(dispatch, 'getStats', undefined);
      start(dispatch, 'getCommittee', undefined);
    },
    title: T.pageTitles.about,
    link: { menu: 'more', label: T.links.about },
    sitemap: true,
  },
  {
    path: '/result',
    needs: ['results'],
    load: () => import(/* webpackChunkName: "page-result" */ './Result'),
    chunk: 'page-result',
    query: ['category', 'page'],
    reads: (dispatch, query) => {
      const page = parsePage(query.get('page'));
      const category = parseResultCategory(query.get('category'));
      if (page === null || category === undefined) return;
      start(dispatch, 'getResultPage', { page, category });
      start(dispatch, 'getClassNames', undefined);
    },
    title: T.pageTitles.result,
    link: { menu: 'more', label: T.links.result },
    sitemap: true,
  },
  {
    path: '/routine',
    needs: ['routines', 'routine'],
    load: () => import(/* webpackChunkName: "page-routine" */ './Routine'),
    chunk: 'page-routine',
    query: ['class', 'section'],
    reads: async (dispatch, query) => {
      start(dispatch, 'getRoutineFiles', undefined);
      const classes = dispatch(publicApi.endpoints.getClassNames.initiate());
      const sections = dispatch(publicApi.endpoints.getSectionNames.initiate());
      try {
        // The class and section may be named by id or by name: the lists tell which, then their routine is read.
        const [className, section] = [findNamed(await classes.unwrap(), query.get('class')), findNamed(await sections.unwrap(), query.get('section'))];
        if (className && section) start(dispatch, 'getWeekRoutine', { classId: className.id, sectionId: section.id });
      } catch {
        // the page shows and logs its own failure
      } finally {
        classes.unsubscribe();
        sections.unsubscribe();
      }
    },
    title: T.pageTitles.routine,
    link: { menu: 'more', label: T.links.routine },
    sitemap: true,
  },
  {
    path: '/acknowledgment',
    needs: ['acknowledgments'],
    load: () => import(/* webpackChunkName: "page-acknowledgment" */ './Acknowledgment'),
    chunk: 'page-acknowledgment',
    reads: (dispatch) => start(dispatch, 'getRecognitions', undefined),
    title: T.pageTitles.acknowledgment,
    link: { menu: 'more', label: T.links.acknowledgment },
    sitemap: true,
  },
  {
    path: '/login',
    load: () => import(/* webpackChunkName: "page-login" */ '../features/auth/LoginPage'),
    chunk: 'page-login',
    query: ['mode'],
    title: T.auth.loginTitle,
  },
  {
    path: '*',
    load: () => import(/* webpackChunkName: "page-not-found" */ './NotFound'),
    chunk: 'page-not-found',
    title: T.notFound,
  },
];

/**
 * The pages whose resources the live shared remote describes (docs/architecture.md, "The shared remote's
 * contract"): what the router, the menus, the server's table of reads and the sitemap take.
 */
export const AVAILABLE_PAGES: readonly PublicPage[] = PUBLIC_PAGES.filter(({ needs = [] }) => needs.every((key) => located(key) !== undefined));

export interface PageLink {
  to: string;
  label: string;
}

const linksIn = (menu: 'header' | 'more'): readonly PageLink[] =>
  AVAILABLE_PAGES.flatMap(({ path, link }) => (link?.menu === menu ? [{ to: path, label: link.label }] : []));

/** The header's menu, in the table's order. */
export const HEADER_LINKS = linksIn('header');

/** The header's "more" menu (আরও), in the table's order. */
export const MORE_LINKS = linksIn('more');

/** What the server learns of a page (`dist/pages.json`): no code, only data. */
export interface PageData {
  path: string;
  chunk: string;
  title: string;
  sitemap: boolean;
}

/** The table's data, as the build writes it to `dist/pages.json` for the server (ssr/pages.mjs). */
export function pagesManifest(): { pages: PageData[] } {
  return { pages: AVAILABLE_PAGES.map(({ path, chunk, title, sitemap = false }) => ({ path, chunk, title, sitemap })) };
}
