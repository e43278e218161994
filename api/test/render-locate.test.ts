// Where a drawn page is kept and which chunk draws it: found in the API's process from the renderer's table of pages
// (render/locator.ts), so a new address costs no call to the renderer's process; a build without a table, or with
// one out of bounds, is asked for each address. The real build's table is checked against its own pageUrl and
// pageChunk in e2e/tests/server-build.test.ts.
import { keepNewest } from '../src/render/keep';
import { pageLocator } from '../src/render/locator';
import { RENDERER, startStandInSite, type StandInSite } from './standInSite';

const TABLE = {
  routes: [
    { path: '/', query: [], chunk: 'page-home' },
    { path: '/notice', query: ['search', 'page'], chunk: 'page-notice' },
    { path: '/notice/:id', query: [], chunk: 'page-notice-detail' },
    { path: '/about', query: [], chunk: 'page-about' },
    { path: '*', query: [], chunk: 'page-not-found' },
  ],
  notFound: '/404',
};

describe('a table of pages', () => {
  const locate = pageLocator(TABLE)!;

  test('keeps a page under its path as it came and the parameters it reads, in its order', () => {
    expect(locate('/notice?utm_source=fb&page=2&search=%E0%A6%AD&fbclid=IwAR0x')).toMatchObject({ url: `/notice?${new URLSearchParams({ search: 'ভ', page: '2' })}`, chunk: 'page-notice' });
    expect(locate('/notice/42?fbclid=IwAR0x')).toEqual({ url: '/notice/42', chunk: 'page-notice-detail', where: { route: '/notice/:id', params: { id: '42' } } });
    expect(locate('/?page=2')).toMatchObject({ url: '/', chunk: 'page-home' });
    expect(locate('/notice/%E0%A6%95')).toMatchObject({ url: '/notice/%E0%A6%95', chunk: 'page-notice-detail' });
  });

  test('keeps every address only the 404 page matches as one, and matches case and segments as the router does', () => {
    const missing = { url: '/404', chunk: 'page-not-found', where: { route: '*', params: {} } };
    expect(locate('/wp-login.php?x=1')).toEqual(missing);
    expect(locate('/Notice')).toEqual(missing);
    expect(locate('/notice/42/edit')).toEqual(missing);
    // A path the URL parser resolves is matched as resolved and kept as it came, drawn by the page it names as sent.
    expect(locate('/notice/../about')).toMatchObject({ url: '/notice/../about', chunk: 'page-not-found' });
  });

  test.each([
    ['no table', null],
    ['a table without its 404 page', { ...TABLE, routes: TABLE.routes.filter((route) => route.path !== '*') }],
    ['too many pages', { ...TABLE, routes: [...Array.from({ length: 300 }, (_, i) => ({ path: `/p${i}`, query: [], chunk: 'c' })), ...TABLE.routes] }],
    ['a parameter that is not text', { ...TABLE, routes: [{ path: '/notice', query: [1], chunk: 'page-notice' }, ...TABLE.routes] }],
    ['a path that is not a path', { ...TABLE, routes: [{ path: 'notice', query: [], chunk: 'page-notice' }, ...TABLE.routes] }],
    ['a chunk too long', { ...TABLE, routes: [{ path: '/a', query: [], chunk: 'c'.repeat(500) }, ...TABLE.routes] }],
    ['a 404 address that is not a path', { ...TABLE, notFound: 'http://elsewhere/' }],
    ['not a table', 'routes'],
  ])('%s is refused', (_name, table) => {
    expect(pageLocator(table)).toBeNull();
  });

  test('an older build is asked again for an address used again last, not first', () => {
    const asked = new Map<string, number>();
    for (const url of ['/a', '/b', '/c']) keepNewest(asked, url, 1, 3);
    keepNewest(asked, '/a', 1, 3);
    keepNewest(asked, '/d', 1, 3);
    expect([...asked.keys()]).toEqual(['/c', '/a', '/d']);
  });
});

describe('a build that gives its table of pages', () => {
  let site: StandInSite | null = null;
  afterEach(async () => {
    await site?.close();
    site = null;
  });
  const page = async (url: string) => (await site!.t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;

  test('is not asked where a page is kept: the server finds it, and keeps the page once for every shared link', async () => {
    // The stand-in's own pageUrl fails: a page drawn at all was located by the table.
    site = await startStandInSite({}, `${RENDERER}\nexports.pageTable = () => (${JSON.stringify(TABLE)});\nexports.pageUrl = () => { throw new Error('asked'); };`);
    expect(await page('/notice?fbclid=IwAR0x&page=2&search=a')).toContain('<p>/notice?search=a&page=2</p>');
    const drawn = site.drawings();
    expect(await page('/notice?search=a&page=2&utm_source=wa')).toContain('<p>/notice?search=a&page=2</p>');
    expect(site.drawings()).toBe(drawn);
    expect(await page('/no/such/page')).toContain('<p>/404</p>');
  });

  test('out of bounds, is asked for each address, as an older build is', async () => {
    // The table says /notice reads nothing; the build's pageUrl, which it is asked, keeps the page number.
    const table = { ...TABLE, routes: [{ path: '/notice', query: [], chunk: 'page-notice' }] };
    site = await startStandInSite({}, `${RENDERER}\nexports.pageTable = () => (${JSON.stringify(table)});`);
    expect(await page('/notice?fbclid=IwAR0x&page=2')).toContain('<p>/notice?page=2</p>');
  });
});
