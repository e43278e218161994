// The parts of the server's page drawing, each alone: the kept drawings and when they are drawn again (keep.ts),
// the document around a drawn page (assemble.ts) and its inline stylesheets (styles.ts).
import type { RenderedPage } from 'remote_shared/schemas';
import { turns } from '../src/drawing';
import { assemble, headTags, type Assembly } from '../src/render/assemble';
import { createPageKeeper, type Reading } from '../src/render/keep';
import { inlineStyle } from '../src/render/styles';

const drawnPage = (html: string, status = 200, title = 'নোটিশ'): RenderedPage => ({ status, title, meta: {}, head: '', html, state: '{}' });

describe('kept drawings', () => {
  /** A keeper over counters the test moves, counting the reads and drawings it asks for. */
  function keeper(options: { size?: number; missingSize?: number } = {}) {
    const counters = new Map<string, number>([['notices', 1]]);
    const calls = { reads: 0, draws: 0 };
    /** What each page's reads answer: the test changes it to make a new drawing necessary. */
    const answers = new Map<string, string>();
    /** The college's date each read was asked for. */
    const days: string[] = [];
    const source = {
      release: 'build 1',
      read: async (url: string, _origin?: string | null, _counters?: unknown, unless: string | null = null, day = ''): Promise<Reading> => {
        calls.reads += 1;
        days.push(day);
        const answer = answers.get(url) ?? 'first';
        const drawn = answer === unless ? null : (calls.draws++, drawnPage(`${url} ${answer}`, url.startsWith('/missing') ? 404 : 200));
        return { names: ['notices'], version: `notices:${counters.get('notices')}`, answers: answer, page: drawn };
      },
    };
    /** The college's date, which the test moves. */
    const clock = { day: '2026-11-27' };
    const keeper = createPageKeeper({ readCounters: async () => new Map(counters), today: () => clock.day, turns: turns(10, 3), ...options });
    const keep = { page: (url: string, origin: string | null) => keeper.page(url, origin, source) };
    return { keep, source, keeper, counters, calls, answers, clock, days };
  }

  test('a page is drawn once and served as kept while its counters stand', async () => {
    const { keep, calls } = keeper();
    const first = await keep.page('/notice', 'https://college.example');
    const again = await keep.page('/notice', 'https://college.example');
    expect(again).toBe(first);
    expect(calls).toEqual({ reads: 1, draws: 1 });
    // Another origin is another page (its links and file URLs start with that origin).
    await keep.page('/notice', 'https://other.example');
    expect(calls).toEqual({ reads: 2, draws: 2 });
  });

  test('a moved counter reads the page again, and draws it again only when its reads answer otherwise', async () => {
    const { keep, counters, calls, answers } = keeper();
    const first = await keep.page('/notice', null);
    counters.set('notices', 2); // a write elsewhere in the list: the same answers
    const same = await keep.page('/notice', null);
    expect(same.page).toBe(first.page);
    expect(same.version).toBe('notices:2');
    expect(calls).toEqual({ reads: 2, draws: 1 });
    counters.set('notices', 3);
    answers.set('/notice', 'changed');
    const changed = await keep.page('/notice', null);
    expect(changed.page.html).toBe('/notice changed');
    expect(calls).toEqual({ reads: 3, draws: 2 });
  });

  test('a page kept from an earlier day is drawn again, though its reads answer as before', async () => {
    const { keep, calls, clock, days } = keeper();
    const first = await keep.page('/about', null);
    expect(await keep.page('/about', null)).toBe(first);
    clock.day = '2026-11-28'; // midnight in the college's time zone: the calendar's coming events, the footer's year
    const next = await keep.page('/about', null);
    expect(calls).toEqual({ reads: 2, draws: 2 });
    expect(next).not.toBe(first);
    expect(next.day).toBe('2026-11-28');
    // Each drawing is made for the day it is kept under.
    expect(days).toEqual(['2026-11-27', '2026-11-28']);
    // Then kept again for the rest of that day.
    expect(await keep.page('/about', null)).toBe(next);
    expect(calls).toEqual({ reads: 2, draws: 2 });
  });

  test('requests meanwhile share one drawing', async () => {
    const { keep, calls } = keeper();
    const pages = await Promise.all([keep.page('/notice', null), keep.page('/notice', null), keep.page('/notice', null)]);
    expect(new Set(pages).size).toBe(1);
    expect(calls.draws).toBe(1);
  });

  test('404 pages are kept apart: they never push real pages out', async () => {
    const { keep, calls } = keeper({ size: 2, missingSize: 1 });
    await keep.page('/notice', null);
    await keep.page('/gallery', null);
    for (let i = 0; i < 5; i++) await keep.page(`/missing/${i}`, null);
    const drawsBefore = calls.draws;
    await keep.page('/notice', null);
    await keep.page('/gallery', null);
    expect(calls.draws).toBe(drawsBefore);
    // Only the newest 404 is kept.
    await keep.page('/missing/4', null);
    expect(calls.draws).toBe(drawsBefore);
    await keep.page('/missing/0', null);
    expect(calls.draws).toBe(drawsBefore + 1);
  });

  test('a new build of the renderer draws each page again when it is asked for, the old copy served meanwhile', async () => {
    const { keep, keeper: pages, source, calls, answers } = keeper();
    const old = await keep.page('/notice', null);
    let finish!: () => void;
    const slow = {
      release: 'build 2',
      read: async (url: string): Promise<Reading> => {
        // The reads as the first build's stand-in answers them (asked not to draw), the page drawn later.
        const { page: _none, ...read } = await source.read(url, null, undefined, answers.get(url) ?? 'first');
        return { ...read, page: await new Promise<RenderedPage>((resolve) => (finish = () => resolve(drawnPage('new build')))) };
      },
    };
    // The new drawing takes a while: the visitor gets the old copy (after a short wait), not a blank.
    expect(await pages.page('/notice', null, slow)).toBe(old);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = await pages.page('/notice', null, slow);
    expect(fresh.page.html).toBe('new build');
    expect(fresh.release).toBe('build 2');
    expect(calls.draws).toBe(1); // the first build's one drawing; the second's is the test's own
  });
});

describe('the document around a drawn page', () => {
  const hostPage =
    '<!doctype html><html lang=bn><head><title>কলেজ</title><meta name="description" content="host"><noscript><style>x</style></noscript>' +
    '<link rel=preload as=script href=/main.js><script defer src=/main.js></script></head><body><noscript>চালু করুন</noscript><div id=root></div></body></html>';
  const base: Assembly = {
    page: { ...drawnPage('<header><div class="pub-auth-slot"><a href="/login">লগইন</a></div></header><main>পাতা</main>'), meta: { description: 'বিবরণ <b>' } },
    hostPage,
    origin: 'https://college.example',
    auth: 'visitor',
    authControls: { visitor: 'V', user: '<a href="/dashboard">ড্যাশবোর্ড</a>', admin: 'A' },
    form: null,
    formStateId: 'college-form',
    light: false,
    styles: '<style data-href="main.css">body{}</style>',
    preloads: '<link rel="modulepreload" href="/chunk.js">',
    startQuietMs: 5000,
  };

  test('a full page: the drawing in the root, its data, styles and preloads in the head, its title and description escaped', () => {
    const html = assemble({ ...base, page: { ...base.page, title: 'ফল & $1 <x>' } })!;
    expect(html).toContain('<div id="root" data-server-rendered><header>');
    expect(html).toContain('<script type="application/json" id="college-state">{}</script>');
    expect(html).toContain('<style data-href="main.css">body{}</style>');
    expect(html).toContain('<link rel="modulepreload" href="/chunk.js">');
    expect(html).toContain('<title>ফল &amp; $1 &lt;x&gt;</title>');
    expect(html).toContain('<meta name="description" content="বিবরণ &lt;b&gt;" />');
    expect(html).toContain('<script defer src=/main.js></script>');
    expect(html).not.toContain('data-auth');
    expect(html).toMatch(/<html lang=bn data-start-quiet="5000">/);
  });

  test('a signed-in visitor gets their control and a mark on <html>', () => {
    const html = assemble({ ...base, auth: 'user' })!;
    expect(html).toContain('<div class="pub-auth-slot"><a href="/dashboard">ড্যাশবোর্ড</a></div>');
    expect(html).toMatch(/<html lang=bn data-auth="user" data-start-quiet="5000">/);
  });

  test('a light page carries no script, no page data and no preload', () => {
    const html = assemble({ ...base, light: true })!;
    expect(html).not.toMatch(/<script|modulepreload|rel=preload|<noscript>/);
    expect(html).toMatch(/<html lang=bn data-light>/);
    expect(html).toContain('<main>পাতা</main>');
  });

  test('the page names the release it was drawn with, as JSON that cannot close its script; a light page does not', () => {
    const release = JSON.stringify({ remote_public: { entry: 'https://cdn.example/public/v2/remoteEntry.js?</script>', version: 'v2' } });
    expect(assemble({ ...base, release })).toContain(
      '<script type="application/json" id="college-release">{"remote_public":{"entry":"https://cdn.example/public/v2/remoteEntry.js?\\u003c/script>","version":"v2"}}</script>',
    );
    expect(assemble({ ...base, release, light: true })).not.toContain('college-release');
    expect(assemble(base)).not.toContain('college-release');
  });

  test("a form's answer travels as JSON that cannot close its script", () => {
    const html = assemble({ ...base, form: { form: 'contact', values: { message: '</script><script>alert(1)</script>' } } })!;
    expect(html).toContain('<script type="application/json" id="college-form">{"form":"contact","values":{"message":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}}</script>');
  });

  test('a host page without a root element cannot be drawn into', () => {
    expect(assemble({ ...base, hostPage: '<html><body>nothing</body></html>' })).toBeNull();
  });

  test('preview tags are absolute on the origin, the canonical one only for a found page', () => {
    const page = { ...drawnPage(''), meta: { canonical: '/notice/4', image: { url: '/media/.cards/n4.png', width: 1200, height: 630, alt: 'নোটিশ "৪"' } } };
    const tags = headTags(page, 'https://college.example');
    expect(tags).toContain('<link rel="canonical" href="https://college.example/notice/4" />');
    expect(tags).toContain('<meta property="og:image" content="https://college.example/media/.cards/n4.png" />');
    expect(tags).toContain('<meta property="og:image:alt" content="নোটিশ &quot;৪&quot;" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(headTags({ ...page, status: 404 }, 'https://college.example')).not.toContain('canonical');
    // Without an allowed origin nothing is made absolute, so nothing points elsewhere.
    expect(headTags(page, null)).not.toMatch(/og:image"|canonical/);
  });
});

test('an inline stylesheet finds its files where its build is served, and cannot end its element early', () => {
  const style = inlineStyle('public.css', '.a{background:url(assets/x.png)}.b{src:url("fonts/y.woff2")}.c{background:url(/abs.png)}.d{background:url(data:x)}</style><script>', '/remotes/public/');
  expect(style).toBe(
    '<style data-href="public.css">.a{background:url(/remotes/public/assets/x.png)}.b{src:url("/remotes/public/fonts/y.woff2")}.c{background:url(/abs.png)}.d{background:url(data:x)}<\\/style><script></style>',
  );
});
