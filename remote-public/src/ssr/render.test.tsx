/** @jest-environment node */
// The public pages drawn on the server: what a visitor's browser shows before any script has run, and the data
// handed to the browser's store.
import { INSTITUTION, member, notice, principal, teacher } from '../testing/fixtures';
import { preparePage, renderPage, type ApiAnswer } from './render';

// As ssr/build.mjs builds it: the pages loaded up front, never a chunk to wait for.
jest.mock('../pages/lazyPages', () => jest.requireActual('../pages/eagerPages'));

const NOTICES = Array.from({ length: 8 }, (_, i) => notice(8 - i, { title: `বিজ্ঞপ্তি ${8 - i}`, date: `2026-03-0${8 - i}` }));

function fakeApi(answers: Record<string, ApiAnswer> = {}) {
  const asked: string[] = [];
  const ok = (data: unknown): ApiAnswer => ({ status: 200, data });
  const table: Record<string, ApiAnswer> = {
    '/api/institutions/': ok([INSTITUTION]),
    '/api/teachers/': ok([teacher(1), teacher(2)]),
    '/api/committee-members/': ok([member(1, { full_name: 'সভাপতি জামান' })]),
    '/api/principal-vice-principal/': ok([principal()]),
    '/api/notices/': ok(NOTICES),
    '/api/gallery/': ok([]),
    ...answers,
  };
  const get = async (path: string) => {
    asked.push(path);
    return table[path] ?? { status: 404, data: { detail: 'Not found.' } };
  };
  return { get, asked };
}

function stateOf(page: { state: string }) {
  return JSON.parse(page.state) as { api: { queries: Record<string, { status: string; data: unknown }> } };
}

describe('renderPage', () => {
  it('draws the home page with its banner, name, counters, committee and principal, from the reads of the page', async () => {
    const api = fakeApi();
    const page = await renderPage({ url: '/', get: api.get });
    expect(api.asked.sort()).toEqual(['/api/committee-members/', '/api/institutions/', '/api/principal-vice-principal/', '/api/teachers/']);
    expect(page.html).toContain(`<h1 id="hero-title" class="pub-hero__title">${INSTITUTION.name}</h1>`);
    expect(page.title).toBe(INSTITUTION.name);
    expect(page.html).toContain('src="/media/institutions/banner.jpg"');
    // Drawn whole: no fallback left for a script to swap out (a page must read without JavaScript).
    expect(page.html).not.toMatch(/<!--\$\?-->|<div hidden id="S:|\$RC/);
    expect(page.html).toContain('2+'); // two teachers
    expect(page.html).toContain('সভাপতি জামান');
    expect(page.html).toContain('অধ্যাপক রহিম উদ্দিন');
    // The banner is asked for from the head, in the display size that fits the screen.
    expect(page.head).toContain('<link rel="preload" as="image" imageSrcSet="/media/_w/160/institutions/banner.jpg 160w,');
    expect(page.head).toContain('imageSizes="100vw" fetchPriority="high"/>');
    expect(page.html).toContain('srcSet="/media/_w/160/institutions/banner.jpg 160w,');
    // A visitor's header: the login link.
    expect(page.html).toContain('href="/login"');
    expect(stateOf(page).api.queries['getInstitution(undefined)']).toMatchObject({ status: 'fulfilled', data: INSTITUTION });
  });

  it('draws the first six notices of /notice, newest first, with their en-GB dates', async () => {
    const page = await renderPage({ url: '/notice', get: fakeApi().get });
    for (const n of [8, 7, 6, 5, 4, 3]) expect(page.html).toContain(`বিজ্ঞপ্তি ${n}`);
    expect(page.html).not.toContain('বিজ্ঞপ্তি 2');
    expect(page.html).toContain('8 Mar 2026');
    expect(page.title).toBe('নোটিশ');
    expect(stateOf(page).api.queries['getNotices(undefined)'].data).toHaveLength(8);
  });

  it('keeps a text that would end the state script inside it', async () => {
    const api = fakeApi({ '/api/notices/': { status: 200, data: [notice(1, { title: '</script><script>alert(1)</script>' })] } });
    const page = await renderPage({ url: '/notice', get: api.get });
    expect(page.state).not.toContain('</script>');
    expect(stateOf(page).api.queries['getNotices(undefined)'].data).toEqual([expect.objectContaining({ title: '</script><script>alert(1)</script>' })]);
    expect(page.html).not.toContain('<script>alert(1)');
  });

  it('draws a page whose read failed as the browser would: the header fallbacks and the empty message', async () => {
    const api = fakeApi({ '/api/institutions/': { status: 500, data: { detail: 'Internal server error.' } }, '/api/gallery/': { status: 500, data: null } });
    const page = await renderPage({ url: '/gallery', get: api.get });
    expect(page.html).toContain('কলেজের নাম');
    expect(page.html).toContain('কোনো তথ্য পাওয়া যায়নি');
    expect(stateOf(page).api.queries['getGallery(undefined)'].status).toBe('rejected');
  });

  it('draws the 404 page for an unknown path', async () => {
    const page = await renderPage({ url: '/no-such-page', get: fakeApi().get });
    expect(page.html).toContain('404 - Page not found');
    expect(page.title).toBe('404 - Page not found');
  });
});

describe('preparePage', () => {
  it('names the answers a page is drawn from, so the same answers give the same version', async () => {
    const first = await preparePage({ url: '/notice', get: fakeApi().get });
    const again = await preparePage({ url: '/notice', get: fakeApi().get });
    const changed = await preparePage({ url: '/notice', get: fakeApi({ '/api/notices/': { status: 200, data: [] } }).get });
    expect(first.version).toBe(again.version);
    expect(changed.version).not.toBe(first.version);
    expect(first.version).toContain('/api/notices/');
  });
});

describe('pages read at the same time', () => {
  it('each get their own answers and version', async () => {
    const slow = fakeApi();
    const slowGet = async (path: string) => {
      await new Promise((r) => setTimeout(r, 20));
      return slow.get(path);
    };
    const other = fakeApi({ '/api/notices/': { status: 200, data: [notice(99, { title: 'অন্য বিজ্ঞপ্তি' })] } });
    const [first, second] = await Promise.all([preparePage({ url: '/notice', get: slowGet }), preparePage({ url: '/notice', get: other.get })]);
    expect(first.version).not.toBe(second.version);
    expect((await second.render()).html).toContain('অন্য বিজ্ঞপ্তি');
    expect((await first.render()).html).not.toContain('অন্য বিজ্ঞপ্তি');
  });
});
