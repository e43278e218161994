// The table of public pages (publicPages.ts) and what is made from it: the router, the server's chunk and reads,
// the header's links, and the data the build writes for the server (pages.json).
import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeStore } from '../../../remote-shared/src/store/store';
import { drfList, installFakeApi } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp } from '../../../remote-shared/src/testing/render';
import { pageChunk } from '../api/prefetch';
import PublicApp from '../PublicApp';
import { pageTestHooks } from '../testing/pageTests';
import { HEADER_LINKS, MORE_LINKS, pagesManifest, PUBLIC_PAGES } from './publicPages';

pageTestHooks();
afterEach(() => jest.restoreAllMocks());

/** Pages at a path without parameters: every one but the notice's own and the 404 page. */
const STATIC_PAGES = PUBLIC_PAGES.filter((page) => !/[:*]/.test(page.path));
const NOT_FOUND = '404 - Page not found';

beforeEach(() => {
  // A college with nothing entered yet: every page then shows its own title, none a name from the data.
  installFakeApi({
    'GET institutions/': drfList([]),
    'GET teachers/': drfList([]),
    'GET staff/': drfList([]),
    'GET committee-members/': drfList([]),
    'GET principal-vice-principal/': drfList([]),
    'GET notices/': drfList([]),
    'GET gallery/': drfList([]),
    'GET results/': drfList([]),
    'GET routines/': drfList([]),
    'GET acknowledgment/': drfList([]),
    'GET stats/': { data: { students: [], teachers: 0, staff: 0 } },
    'GET classes/': drfList([]),
    'GET sections/': drfList([]),
  });
});

describe('the router', () => {
  it.each(STATIC_PAGES.map((page) => [page.path, page] as const))("draws %s with its entry's module", async (path, page) => {
    const loads = PUBLIC_PAGES.map((entry) => jest.spyOn(entry, 'load'));
    delete document.documentElement.dataset.ready;
    renderApp(<PublicApp />, { route: path, store: makeStore() });
    // The layout marks the document once the page is drawn (layout/Layout.tsx).
    await waitFor(() => expect(document.documentElement.dataset.ready).toBe('true'));
    expect(within(screen.getByRole('main')).queryByText(NOT_FOUND)).not.toBeInTheDocument();
    // Each page's module is loaded once, on its first drawing (here, in this test).
    expect(loads.map((load) => load.mock.calls.length)).toEqual(PUBLIC_PAGES.map((entry) => (entry === page ? 1 : 0)));
  });

  it.each(STATIC_PAGES.filter((page) => !['/', '/gallery'].includes(page.path)).map((page) => [page.path, page] as const))(
    '%s shows its declared title (the home page and the gallery name the college instead)',
    async (path, page) => {
      renderApp(<PublicApp />, { route: path, store: makeStore() });
      await waitFor(() => expect(document.title).toBe(page.title));
    },
  );

  it('draws the 404 page for any other path, a path in other letter case included (as the server reads it)', async () => {
    for (const path of ['/no-such-page', '/NOTICE', '/Result', '/academic/more']) {
      const { unmount } = renderApp(<PublicApp />, { route: path, store: makeStore() });
      expect(await within(screen.getByRole('main')).findByRole('heading', { level: 1, name: NOT_FOUND })).toBeInTheDocument();
      expect(pageChunk(path)).toBe('page-not-found');
      unmount();
    }
  });
});

describe("the server's chunk", () => {
  it('is each page\'s own, by its path', () => {
    for (const page of STATIC_PAGES) {
      expect(pageChunk(page.path)).toBe(page.chunk);
      expect(pageChunk(`${page.path === '/' ? '' : page.path}/`)).toBe(page.chunk);
    }
    expect(pageChunk('/notice/42')).toBe('page-notice-detail');
  });

  it("is the chunk the page's module is built into: each import names its entry's chunk, and no two share one", () => {
    // webpack names a chunk by the comment in its import; the entry's `chunk` must be that name.
    const source = readFileSync(join(__dirname, 'publicPages.ts'), 'utf8');
    const pairs = [...source.matchAll(/import\(\/\* webpackChunkName: "([^"]+)" \*\/[^)]*\),\s*chunk: '([^']+)'/g)].map((m) => [m[1], m[2]]);
    expect(pairs).toHaveLength(PUBLIC_PAGES.length);
    for (const [named, declared] of pairs) expect(named).toBe(declared);
    expect(new Set(PUBLIC_PAGES.map((page) => page.chunk)).size).toBe(PUBLIC_PAGES.length);
  });
});

describe('the links', () => {
  it('are the pages placed in the header and in its "more" menu, in the table\'s order', () => {
    expect(HEADER_LINKS.map((link) => link.to)).toEqual(['/', '/academic', '/facnstaff', '/admission', '/gallery', '/notice', '/contact']);
    expect(MORE_LINKS.map((link) => link.to)).toEqual(['/about', '/result', '/routine', '/acknowledgment']);
    for (const link of [...HEADER_LINKS, ...MORE_LINKS]) expect(STATIC_PAGES.map((page) => page.path)).toContain(link.to);
  });

  it('are drawn in the header as links to the pages, with their words', async () => {
    renderApp(<PublicApp />, { route: '/academic', store: makeStore() });
    const nav = screen.getByRole('navigation', { name: 'প্রধান মেনু' });
    const links = within(nav)
      .getAllByRole('link', { hidden: true })
      .filter((a) => !a.getAttribute('href')?.startsWith('#'));
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([...HEADER_LINKS, ...MORE_LINKS].map((link) => [link.to, link.label]));
    await screen.findByRole('heading', { level: 1 });
  });
});

describe("the table's data for the server (pages.json)", () => {
  it('is every page with its path, chunk and title, and whether the sitemap lists it', () => {
    expect(pagesManifest().pages).toEqual(PUBLIC_PAGES.map((page) => ({ path: page.path, chunk: page.chunk, title: page.title, sitemap: page.sitemap === true })));
    expect(JSON.parse(JSON.stringify(pagesManifest()))).toEqual(pagesManifest());
  });

  it("lists in the sitemap every page of the header and its menu, and never a path with parameters", () => {
    const listed = pagesManifest()
      .pages.filter((page) => page.sitemap)
      .map((page) => page.path);
    expect(new Set(listed)).toEqual(new Set([...HEADER_LINKS, ...MORE_LINKS].map((link) => link.to)));
    expect(listed).toEqual(['/', '/academic', '/facnstaff', '/admission', '/gallery', '/notice', '/contact', '/about', '/result', '/routine', '/acknowledgment']);
    for (const path of listed) expect(path).not.toMatch(/[:*]/);
  });
});
