// Link-preview cards: a notice's page and every other public page name a 1200x630 PNG the server draws (the
// notice's card, or the college's), at a URL that changes with what it shows; the card is drawn once, only for its
// current version, in the drawing turns pages take, and kept under MEDIA_ROOT/.cards/, one file per card.
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PREVIEW_CARD } from 'remote_shared/schemas';
import { wrap } from '../src/cards/draw';
import { loadShaper } from '../src/idcards/shape';
import { fileColumns } from '../src/resources/fileColumns';
import { sweepOrphanFiles } from '../src/sweep';
import { addUser, login, mediaFiles, multipart, testStorage } from './helpers';
import { startStandInSite, type StandInSite } from './standInSite';

// A stand-in for the public remote's renderer that reports the preview picture as the real one does (Layout.tsx:
// the college's card on every page; NoticeDetail.tsx: the notice's on its page; remote-public's
// ssr/render.test.tsx checks the real pages report so).
const RENDERER = `
exports.CSRF_PLACEHOLDER = '__CSRF__';
exports.FORM_STATE_ID = 'college-form';
exports.renderAuthControls = () => ({ visitor: '', user: '', admin: '' });
exports.preparePage = async ({ url, get }) => {
  const site = await get('/api/institutions/?fields=name,preview_image');
  const college = site.status === 200 && site.data.length ? site.data[0] : null;
  const id = /^\\/notice\\/(\\d+)$/.exec(url.split('?')[0]);
  const notice = id ? await get('/api/notices/' + id[1] + '/') : null;
  const card = (url, alt) => (url ? { url, width: 1200, height: 630, alt } : null);
  return {
    version: JSON.stringify([site.data, notice && notice.data]),
    render: async () => ({
      status: notice && notice.status !== 200 ? 404 : 200,
      title: notice && notice.status === 200 ? notice.data.title : 'কলেজ',
      meta: {
        canonical: url,
        siteName: college ? college.name : undefined,
        image: notice && notice.status === 200 ? card(notice.data.preview_image, notice.data.title) : college ? card(college.preview_image, college.name) : null,
      },
      head: '',
      html: '<main></main>',
      state: '{}',
    }),
  };
};
`;

let site: StandInSite;
let auth: Record<string, string>;
let institutionId: number;

beforeAll(async () => {
  site = await startStandInSite({}, RENDERER);
  await addUser(site.t, { username: 'admin', role: 'Admin' });
  auth = { authorization: `Bearer ${(await login(site.t.app, 'admin')).access}` };
  const created = await api('POST', '/api/institutions/', { name: 'চন্দনপুর সরকারি মহাবিদ্যালয়', address: 'স্টেশন রোড, চন্দনপুর' });
  institutionId = created.id;
});
afterAll(() => site.close());

const app = () => site.t.app;

/** The site's address in these tests: answers' URLs and drawn pages' tags are absolute on it. */
const HOST = { host: 'localhost:8080' };

async function api(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const response = await app().inject({ method, url, headers: { ...auth, ...HOST }, payload });
  expect(response.statusCode).toBeLessThan(300);
  return method === 'DELETE' ? null : response.json();
}

async function addNotice(title: string, fields: object = {}): Promise<{ id: number; title: string; preview_image: string }> {
  return api('POST', '/api/notices/', { title, date: '2026-03-12', category: 'ভর্তি', ...fields });
}

/** A notice's `preview_image` as the API answers it now. */
async function cardOf(id: number): Promise<string> {
  return (await get(`/api/notices/${id}/`)).json().preview_image;
}

const pathOf = (url: string) => new URL(url).pathname;
const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url: url.startsWith('http') ? pathOf(url) : url, headers: { ...HOST, ...headers } });
const noticeCards = async (id: number) => (await mediaFiles(site.t.config)).filter((file) => file.startsWith(`.cards/notice/${id}/`));

describe("a notice's card", () => {
  test('is a 1200x630 PNG under 300 KB, drawn once and kept, with a long cache and an ETag (304 when held)', async () => {
    const notice = await addNotice('একাদশ শ্রেণিতে ভর্তি বিজ্ঞপ্তি: ক্ষুদ্র নৃগোষ্ঠী ও মুক্তিযোদ্ধা কোটা, ত্রৈমাসিক');
    expect(notice.preview_image).toMatch(new RegExp(`^http://localhost:8080/media/_card/notice/${notice.id}/[A-Za-z0-9_-]{12}\\.png$`));
    const first = await get(notice.preview_image);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{12}"$/);
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin'); // shown on other sites
    const { format, width, height } = await sharp(first.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', ...PREVIEW_CARD });
    expect(first.rawPayload.length).toBeLessThan(300 * 1024);
    expect(await noticeCards(notice.id)).toEqual([`.cards/notice/${notice.id}/${path.basename(notice.preview_image)}`]);

    const again = await get(notice.preview_image);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const held = await get(notice.preview_image, { 'if-none-match': String(first.headers.etag) });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);
    const head = await app().inject({ method: 'HEAD', url: pathOf(notice.preview_image), headers: HOST });
    expect([head.statusCode, head.headers['content-type'], head.rawPayload.length]).toEqual([200, 'image/png', 0]);
  });

  test("differs from another notice's", async () => {
    const short = await addNotice('ক্ষ ত্র ভর্তি');
    const long = await addNotice(`উচ্চ মাধ্যমিক পরীক্ষা ২০২৬ এর ফরম পূরণ, রেজিস্ট্রেশন নবায়ন, বিশেষ ক্লাস ও মডেল টেস্টের সময়সূচি ${'এবং জরুরি নির্দেশনা '.repeat(7)}`.trim());
    expect(short.preview_image).not.toBe(long.preview_image);
    const [a, b] = await Promise.all([get(short.preview_image), get(long.preview_image)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
  });

  test('gets a new URL after an edit; an older or made-up version is sent to the current one and never drawn', async () => {
    const notice = await addNotice('বার্ষিক ক্রীড়া প্রতিযোগিতা');
    const before = notice.preview_image;
    expect((await get(before)).statusCode).toBe(200);
    await api('PATCH', `/api/notices/${notice.id}/`, { title: 'বার্ষিক ক্রীড়া প্রতিযোগিতা (তারিখ পরিবর্তিত)' });
    const after = await cardOf(notice.id);
    expect(after).not.toBe(before);
    // Nobody asked for the new version yet: the old one is sent there, and nothing is drawn for it.
    const stale = await get(before);
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe(pathOf(after));
    expect(stale.headers['cache-control']).toBe('no-cache');
    const madeUp = await get(`/media/_card/notice/${notice.id}/AAAAAAAAAAAA.png`);
    expect([madeUp.statusCode, madeUp.headers.location]).toEqual([302, pathOf(after)]);
    expect(await noticeCards(notice.id)).toEqual([`.cards/notice/${notice.id}/${path.basename(before)}`]);
    // The new version drawn replaces the old one's file.
    expect((await get(after)).statusCode).toBe(200);
    expect(await noticeCards(notice.id)).toEqual([`.cards/notice/${notice.id}/${path.basename(after)}`]);
  });

  test('answers 404 for a notice that does not exist and for what is no card URL', async () => {
    const notice = await addNotice('পরীক্ষার রুটিন');
    const version = path.basename(notice.preview_image);
    for (const url of [`/media/_card/notice/999999/${version}`, `/media/_card/notice/0/${version}`, `/media/_card/notice/${notice.id}/short.png`, `/media/_card/notice/${notice.id}/${version}.webp`, '/media/_card/elsewhere/x.png']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    expect(await noticeCards(999999)).toEqual([]);
    // Where cards are kept is never served as it is.
    expect((await get(`/media/.cards/notice/${notice.id}/${version}`)).statusCode).toBe(403);
  });

  test("of a deleted notice is gone (404), and so is its file", async () => {
    const notice = await addNotice('বাতিল নোটিশ');
    expect((await get(notice.preview_image)).statusCode).toBe(200);
    expect(await noticeCards(notice.id)).toHaveLength(1);
    await api('DELETE', `/api/notices/${notice.id}/`);
    expect((await get(notice.preview_image)).statusCode).toBe(404);
    expect(existsSync(path.join(site.t.config.mediaRoot, '.cards', 'notice', String(notice.id)))).toBe(false);
  });
});

describe("a title's lines", () => {
  /** The title's width at 56 pixels in Hind Siliguri's bold, as the card measures it, and the room it has. */
  const setUp = async () => {
    const shaper = await loadShaper();
    return { measure: (text: string) => (shaper.shape(text, 'bold').width * 56) / 1000, room: 1056 };
  };

  test('are at most three, broken between words, the last ending in an ellipsis when the title goes on', async () => {
    const { measure, room } = await setUp();
    const title = `উচ্চ মাধ্যমিক পরীক্ষা ২০২৬ এর ফরম পূরণ, রেজিস্ট্রেশন নবায়ন, বিশেষ ক্লাস ও মডেল টেস্টের সময়সূচি ${'এবং জরুরি নির্দেশনা '.repeat(7)}`;
    const { lines, cut } = wrap(measure, title, room, 3);
    expect(cut).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[2].endsWith('…')).toBe(true);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(room);
    // Whole words, in order, from the start of the title.
    expect(title.startsWith(`${lines.slice(0, 2).join(' ')} ${lines[2].slice(0, -1)}`)).toBe(true);
  });

  test('keep a short title whole, and break a word wider than a line between letters, never inside a conjunct', async () => {
    const { measure, room } = await setUp();
    expect(wrap(measure, 'ক্ষ ত্র ভর্তি', room, 3)).toEqual({ lines: ['ক্ষ ত্র ভর্তি'], cut: false });
    const word = 'ক্ষত্রভর্তি'.repeat(12);
    const { lines } = wrap(measure, word, room, 3);
    expect(lines.join('')).toBe(word);
    for (const line of lines) {
      expect(measure(line)).toBeLessThanOrEqual(room);
      expect(line.endsWith('্')).toBe(false); // a line never ends on the virama that joins a conjunct
    }
  });
});

describe("the college's card", () => {
  const siteCard = async (): Promise<string> => (await get('/api/institutions/')).json()[0].preview_image;

  test('is drawn with the crest while there is no logo, and with the logo once there is one', async () => {
    const crest = await siteCard();
    expect(crest).toMatch(/\/media\/_card\/site\/[A-Za-z0-9_-]{12}\.png$/);
    const withCrest = await get(crest);
    expect(withCrest.statusCode).toBe(200);
    expect(await sharp(withCrest.rawPayload).metadata()).toMatchObject({ format: 'png', ...PREVIEW_CARD });

    const logo = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 200, g: 30, b: 40 } } }).png().toBuffer();
    const form = await multipart({}, { logo: { data: logo, filename: 'logo.png', type: 'image/png' } });
    const saved = await app().inject({ method: 'PATCH', url: `/api/institutions/${institutionId}/`, headers: { ...auth, ...HOST, ...form.headers }, payload: form.payload });
    expect(saved.statusCode).toBe(200);
    const withLogo = await siteCard();
    expect(withLogo).not.toBe(crest);
    const drawn = await get(withLogo);
    expect(drawn.statusCode).toBe(200);
    // The logo's red is on the card now; the crest's card had none.
    const redPixels = async (png: Buffer) => {
      const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let count = 0;
      for (let i = 0; i < data.length; i += 3) if (data[i] > 180 && data[i + 1] < 60 && data[i + 2] < 70) count += 1;
      return count;
    };
    expect(await redPixels(withCrest.rawPayload)).toBe(0);
    expect(await redPixels(drawn.rawPayload)).toBeGreaterThan(10_000);
    expect((await mediaFiles(site.t.config)).filter((file) => file.startsWith('.cards/site/'))).toEqual([`.cards/site/${path.basename(withLogo)}`]);
  });

  test("an edit of the college's name gives it and every notice's card a new URL", async () => {
    const notice = await addNotice('নবীন বরণ');
    const noticeBefore = await cardOf(notice.id);
    const listBefore = (await get('/api/notices/?page=1&page_size=50')).json().results.find((n: { id: number }) => n.id === notice.id).preview_image;
    expect(listBefore).toBe(noticeBefore);
    const siteBefore = await siteCard();
    await api('PATCH', `/api/institutions/${institutionId}/`, { name: 'চন্দনপুর সরকারি কলেজ' });
    const noticeAfter = await cardOf(notice.id);
    expect(noticeAfter).not.toBe(noticeBefore);
    // Lists are answered from their cache until something they show changes: the college's name is such a change.
    expect((await get('/api/notices/?page=1&page_size=50')).json().results.find((n: { id: number }) => n.id === notice.id).preview_image).toBe(noticeAfter);
    expect(await siteCard()).not.toBe(siteBefore);
    expect((await get(noticeBefore)).headers.location).toBe(pathOf(noticeAfter));
  });
});

describe('the drawn pages name their card', () => {
  const head = async (url: string) => {
    const response = await app().inject({ method: 'GET', url, headers: { ...HOST, accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    return response.body.slice(0, response.body.indexOf('</head>'));
  };

  test("a notice's page: og:image is its card, with its size and alt text, and a large Twitter card", async () => {
    const notice = await addNotice('ভর্তি পরীক্ষার ফলাফল & "মেধাতালিকা"');
    const tags = await head(`/notice/${notice.id}`);
    const card = await cardOf(notice.id);
    const alt = 'ভর্তি পরীক্ষার ফলাফল &amp; &quot;মেধাতালিকা&quot;';
    expect(tags).toContain(`<meta property="og:image" content="${card}" />`);
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta property="og:image:height" content="630" />');
    expect(tags).toContain(`<meta property="og:image:alt" content="${alt}" />`);
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain(`<meta name="twitter:image" content="${card}" />`);
    expect(tags).toContain(`<meta name="twitter:image:alt" content="${alt}" />`);
    expect((await get(card)).statusCode).toBe(200);
  });

  test("the home page and the other pages: the college's card", async () => {
    const college = (await get('/api/institutions/')).json()[0];
    for (const url of ['/', '/notice', '/gallery', '/contact']) {
      const tags = await head(url);
      expect(tags).toContain(`<meta property="og:image" content="${college.preview_image}" />`);
      expect(tags).toContain(`<meta property="og:image:alt" content="${college.name}" />`);
      expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    }
    expect((await get(college.preview_image)).statusCode).toBe(200);
  });
});

test('cards wait behind page drawings in the same turns: previews under way never hold up a page nobody has drawn', async () => {
  const notice = await addNotice('অভিভাবক সমাবেশ');
  // Three drawings nobody waits for are under way (previews): the most the turns run at once.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const busy = Array.from({ length: 3 }, () => app().drawingTurns.run(() => held, false));
  let cardDone = false;
  const card = get(notice.preview_image).then((response) => {
    cardDone = true;
    return response;
  });
  // A page nobody has drawn yet is drawn meanwhile, and answered.
  const page = await app().inject({ method: 'GET', url: `/notice/${notice.id}?from=a-test`, headers: { ...HOST, accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  expect(cardDone).toBe(false);
  expect(await noticeCards(notice.id)).toEqual([]);
  release();
  await Promise.all(busy);
  expect((await card).statusCode).toBe(200);
  expect(await noticeCards(notice.id)).toHaveLength(1);
});

test('the orphan sweep removes versions no longer current, cards of notices gone and old temporary files', async () => {
  const { mediaRoot } = site.t.config;
  const notice = await addNotice('শিক্ষা সফর');
  const kept = path.basename(notice.preview_image);
  expect((await get(notice.preview_image)).statusCode).toBe(200);
  const put = (relative: string, ageSeconds = 0) => {
    const file = path.join(mediaRoot, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'x');
    const when = (site.t.clock.now() - ageSeconds * 1000) / 1000;
    utimesSync(file, when, when);
  };
  put(`.cards/notice/${notice.id}/OldVersion00.png`); // left by a process that wrote it as another wrote the current one
  put('.cards/notice/987654/Whatever0000.png'); // a notice deleted by other means
  put(`.cards/notice/${notice.id}/${kept}.0123456789ab.tmp`, 2 * 3600); // a write a crash cut short
  put(`.cards/notice/${notice.id}/${kept}.ba9876543210.tmp`); // a write under way
  const { removed } = await sweepOrphanFiles(app().db, { storage: testStorage(site.t.config), now: site.t.clock.now, graceSeconds: 3600, columns: fileColumns() });
  expect(removed).toEqual(
    expect.arrayContaining([`.cards/notice/${notice.id}/OldVersion00.png`, '.cards/notice/987654/Whatever0000.png', `.cards/notice/${notice.id}/${kept}.0123456789ab.tmp`]),
  );
  expect(await noticeCards(notice.id)).toEqual([`.cards/notice/${notice.id}/${kept}`, `.cards/notice/${notice.id}/${kept}.ba9876543210.tmp`].sort());
  // What is left is one current card per notice (and the college's): the cards of earlier tests drawn before the
  // college was renamed are gone too.
  const current = new Map((await get('/api/notices/?page_size=100&page=1')).json().results.map((n: { id: number; preview_image: string }) => [n.id, path.basename(n.preview_image)]));
  for (const file of (await mediaFiles(site.t.config)).filter((name) => name.startsWith('.cards/notice/') && name.endsWith('.png'))) {
    const [, , id, name] = file.split('/');
    expect({ file, current: current.get(Number(id)) }).toEqual({ file, current: name });
  }
  expect(existsSync(path.join(mediaRoot, '.cards', 'notice', '987654'))).toBe(false);
  expect((await get(notice.preview_image)).statusCode).toBe(200);
});
