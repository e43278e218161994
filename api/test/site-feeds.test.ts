// /feed.xml, /sitemap.xml and /robots.txt (site/feeds.ts): valid XML, absolute URLs only on the site's own origin
// (PUBLIC_URL or an allowed Host, never a forged one), escaping, and the version-keyed cache with its ETag.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { bumpVersions } from '../src/resources/versions';
import { escapeXml, rfc822Date } from '../src/site/feeds';
import { parsePages, type PublicPageData } from '../src/site/pages';
import { multipart, startTestApp, type TestContext, adminAuth } from './helpers';
import { writeFile } from './standInSite';
import { pdf } from './images';

const HOST = '127.0.0.1:8080';
const ORIGIN = `http://${HOST}`;
const COLLEGE = 'চন্দনপুর সরকারি কলেজ';
const TRICKY_TITLE = '<b>& ভর্তি "বিজ্ঞপ্তি"';

let context: TestContext;
let auth: Record<string, string>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => ['item', 'url', 'atom:link', 'category'].includes(name),
});

interface FeedItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  description?: string;
  category?: string[];
  enclosure?: { '@_url': string; '@_length': string; '@_type': string };
}

/** The body, parsed after checking it is well-formed XML. */
function xml(response: LightMyRequestResponse) {
  const valid = XMLValidator.validate(response.body);
  if (valid !== true) throw new Error(`not XML: ${JSON.stringify(valid.err)}\n${response.body.slice(0, 500)}`);
  return parser.parse(response.body);
}

const get = (url: string, headers: Record<string, string> = {}, app: FastifyInstance = context.app) =>
  app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

async function feed(headers: Record<string, string> = {}, app?: FastifyInstance) {
  const response = await get('/feed.xml', headers, app);
  expect(response.statusCode).toBe(200);
  const channel = xml(response).rss.channel;
  return { response, channel, items: (channel.item ?? []) as FeedItem[] };
}

async function sitemapLocs(app?: FastifyInstance): Promise<{ loc: string; lastmod?: string }[]> {
  const response = await get('/sitemap.xml', {}, app);
  expect(response.statusCode).toBe(200);
  return xml(response).urlset.url;
}

const ts = (day: number) => new Date(Date.UTC(2025, 0, 1, 8, 0, day)).toISOString();
const day = (n: number) => `2025-01-${String(n).padStart(2, '0')}`;

/** The pages of the public site, as its build writes them (remote-public/dist/pages.json, from its table of pages). */
const PAGES: PublicPageData[] = [
  ...['/', '/academic', '/facnstaff', '/admission', '/gallery', '/notice'].map((path) => ({ path, chunk: `page${path.replace('/', '-')}`, title: path, sitemap: true })),
  { path: '/notice/:id', chunk: 'page-notice-detail', title: 'নোটিশ', sitemap: false },
  ...['/contact', '/about', '/result', '/routine', '/acknowledgment'].map((path) => ({ path, chunk: `page${path.replace('/', '-')}`, title: path, sitemap: true })),
  { path: '/login', chunk: 'page-login', title: 'Login', sitemap: false },
  { path: '*', chunk: 'page-not-found', title: '404 - Page not found', sitemap: false },
];
const SITEMAP_PAGES = ['/', '/academic', '/facnstaff', '/admission', '/gallery', '/notice', '/contact', '/about', '/result', '/routine', '/acknowledgment'];

/** Writes the public remote's table of pages where the server reads it, as a new build would. */
const writePages = (context: TestContext, text: string) => writeFile(`${context.config.staticRoots.public}/pages.json`, text);

beforeAll(async () => {
  context = await startTestApp();
  auth = await adminAuth(context);
  writePages(context, JSON.stringify({ pages: PAGES }));
});
afterAll(() => context.close());

describe('before any content', () => {
  test('an empty feed is still a valid RSS 2.0 channel named "কলেজ"', async () => {
    const { response, channel, items } = await feed();
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const root = xml(response).rss;
    expect(root['@_version']).toBe('2.0');
    expect(root['@_xmlns:atom']).toBe('http://www.w3.org/2005/Atom');
    expect(channel.title).toBe('কলেজ');
    expect(channel.link).toBe(`${ORIGIN}/notice`);
    expect(channel.language).toBe('bn');
    expect(channel.description).toBeTruthy();
    expect(channel.lastBuildDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(channel['atom:link'][0]).toMatchObject({ '@_href': `${ORIGIN}/feed.xml`, '@_rel': 'self', '@_type': 'application/rss+xml' });
    expect(items).toEqual([]);
  });
});

describe('with notices', () => {
  let pdfNotice: { id: number; pdf_file: string };
  const pdfBytes = pdf({ padTo: 5000 });

  beforeAll(async () => {
    const { db } = context.app;
    await db
      .insertInto('institutions')
      .values({ name: COLLEGE, created_at: ts(0), updated_at: ts(0) })
      .execute();
    // 60 notices over January (two on each of days 1..30), the last one's title needing escapes.
    const rows = Array.from({ length: 60 }, (_, i) => ({
      title: i === 59 ? TRICKY_TITLE : `নোটিশ ${i + 1}`,
      description: i % 2 ? `বিস্তারিত ${i + 1} & <আরও>` : null,
      category: i % 3 ? null : 'ভর্তি',
      date: day(Math.floor(i / 2) + 1),
      created_at: ts(i),
      updated_at: ts(i),
    }));
    await db.insertInto('notices').values(rows).execute();
    await bumpVersions(db, ['notices', 'institutions']); // what every write through the API does
    // The newest: dated today by the server (the test clock's 1 March), with a PDF.
    const form = await multipart({ title: 'পরীক্ষার সময়সূচি', category: 'পরীক্ষা' }, { pdf_file: { data: pdfBytes, filename: 'সময়সূচি.pdf', type: 'application/pdf' } });
    const created = await context.app.inject({ method: 'POST', url: '/api/notices/', headers: { ...auth, ...form.headers }, payload: form.payload });
    expect(created.statusCode).toBe(201);
    const stored = await db.selectFrom('notices').select(['id', 'pdf_file']).where('id', '=', created.json().id).executeTakeFirstOrThrow();
    pdfNotice = { id: stored.id, pdf_file: stored.pdf_file! };
  });

  test('the feed holds the latest 50 notices, newest first (date, then id), with absolute links on the request host', async () => {
    const { channel, items } = await feed();
    expect(channel.title).toBe(COLLEGE);
    expect(items).toHaveLength(50);
    const all = await context.app.db.selectFrom('notices').select(['id', 'date']).orderBy('date', 'desc').orderBy('id', 'desc').execute();
    expect(all).toHaveLength(61);
    expect(items.map((item) => item.link)).toEqual(all.slice(0, 50).map((n) => `${ORIGIN}/notice/${n.id}`));
    expect(items[0].link).toBe(`${ORIGIN}/notice/${pdfNotice.id}`);
    // Two notices share each January day: the later id comes first.
    expect(items[1].title).toBe(TRICKY_TITLE);
    expect(items[2].title).toBe('নোটিশ 59');
    for (const item of items) {
      expect(item.guid).toEqual({ '#text': item.link, '@_isPermaLink': 'true' });
      expect(item.link.startsWith(`${ORIGIN}/notice/`)).toBe(true);
    }
    expect(items[0].pubDate).toBe('Sat, 01 Mar 2025 00:00:00 +0600');
    expect(items[1].pubDate).toBe('Thu, 30 Jan 2025 00:00:00 +0600');
    expect(channel.lastBuildDate).toBe(new Date(context.clock.now()).toUTCString());
  });

  test('descriptions are plain escaped text; categories only when set', async () => {
    const { response, items } = await feed();
    const byTitle = new Map(items.map((item) => [item.title, item]));
    expect(byTitle.get('নোটিশ 58')!.description).toBe('বিস্তারিত 58 & <আরও>');
    expect(response.body).toContain('<description>বিস্তারিত 58 &amp; &lt;আরও&gt;</description>');
    expect(byTitle.get('নোটিশ 57')!.description).toBeUndefined();
    expect(byTitle.get('নোটিশ 58')!.category).toEqual(['ভর্তি']); // i = 57
    expect(byTitle.get('নোটিশ 59')!.category).toBeUndefined();
    expect(items[0].category).toEqual(['পরীক্ষা']);
  });

  test('a title with <b>& is escaped, and reads back unchanged', async () => {
    const { response, items } = await feed();
    expect(response.body).toContain('<title>&lt;b&gt;&amp; ভর্তি &quot;বিজ্ঞপ্তি&quot;</title>');
    expect(response.body).not.toContain('<b>');
    expect(items[1].title).toBe(TRICKY_TITLE);
  });

  test('the PDF is an enclosure: absolute URL, its size in bytes, application/pdf', async () => {
    const { items } = await feed();
    const enclosure = items[0].enclosure!;
    expect(enclosure['@_type']).toBe('application/pdf');
    expect(enclosure['@_url']).toBe(`${ORIGIN}/media/${pdfNotice.pdf_file}`);
    expect(Number(enclosure['@_length'])).toBe(pdfBytes.length);
    const served = await get(new URL(enclosure['@_url']).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(pdfBytes.length);
    expect(items.filter((item) => item.enclosure)).toHaveLength(1);
  });

  test('PUBLIC_URL overrides the request host, on another process of the same database', async () => {
    const other = await buildApp({ ...context.config, publicUrl: 'https://college.example.edu' });
    await other.ready();
    try {
      const { channel, items } = await feed({ host: 'localhost:8080' }, other);
      expect(channel.link).toBe('https://college.example.edu/notice');
      expect(items[0].link).toBe(`https://college.example.edu/notice/${pdfNotice.id}`);
      expect(items[0].enclosure!['@_url']).toBe(`https://college.example.edu/media/${pdfNotice.pdf_file}`);
      const evil = await get('/feed.xml', { host: 'evil.example' }, other);
      expect(evil.statusCode).toBe(200);
      expect(evil.body).not.toContain('evil.example');
      const locs = await sitemapLocs(other);
      expect(locs.every((u) => u.loc.startsWith('https://college.example.edu/'))).toBe(true);
      expect((await get('/robots.txt', {}, other)).body).toContain('Sitemap: https://college.example.edu/sitemap.xml');
    } finally {
      await other.close();
    }
  });

  test('each allowed host gets its own links: the answers are cached per origin', async () => {
    const local = await feed({ host: 'localhost:8080' });
    expect(local.items[0].link).toBe(`http://localhost:8080/notice/${pdfNotice.id}`);
    const again = await feed();
    expect(again.items[0].link).toBe(`${ORIGIN}/notice/${pdfNotice.id}`);
    expect(local.response.headers.etag).not.toBe(again.response.headers.etag);
  });

  test('a Host that is not allowed gets 400 and its name nowhere; X-Forwarded-Host is not believed without TRUST_PROXY', async () => {
    for (const url of ['/feed.xml', '/sitemap.xml']) {
      for (const host of ['evil.example', 'evil.example:8080', '127.0.0.1.evil.example']) {
        const response = await get(url, { host });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ detail: 'Invalid HTTP_HOST header.' });
        expect(response.body + JSON.stringify(response.headers)).not.toContain('evil');
      }
    }
    const forwarded = await feed({ 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(forwarded.response.body).not.toContain('evil.example');
    expect(forwarded.channel.link).toBe(`${ORIGIN}/notice`);
    const robots = await get('/robots.txt', { host: 'evil.example' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).not.toContain('evil.example');
    expect(robots.body).not.toContain('Sitemap');
    expect(robots.body).toContain('Disallow: /dashboard');
  });

  test("the sitemap lists the spec's seven public pages, the college's public record and every notice page, with lastmod", async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml(response).urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = await sitemapLocs();
    // The pages the public remote's table lists in the sitemap (never the notice's own page, the login or the 404).
    expect(urls.slice(0, 11).map((u) => u.loc)).toEqual(SITEMAP_PAGES.map((p) => `${ORIGIN}${p}`));
    const notices = await context.app.db.selectFrom('notices').select(['id', 'updated_at']).execute();
    expect(urls).toHaveLength(11 + notices.length);
    expect(urls.slice(11).map((u) => u.loc).sort()).toEqual(notices.map((n) => `${ORIGIN}/notice/${n.id}`).sort());
    const first = notices.find((n) => n.id === 1)!;
    expect(urls.find((u) => u.loc === `${ORIGIN}/notice/1`)!.lastmod).toBe(first.updated_at);
  });

  test('a build of the public remote that adds a page has it in the sitemap at once, with no new API', async () => {
    const before = (await get('/sitemap.xml')).headers.etag;
    const added = [...PAGES.slice(0, -1), { path: '/scholarship', chunk: 'page-scholarship', title: 'বৃত্তি', sitemap: true }, PAGES[PAGES.length - 1]];
    const later = Date.now() + 5000;
    try {
      writePages(context, JSON.stringify({ pages: added }));
      // The server looks at a build's files again at most once a second (builtFiles.ts).
      jest.spyOn(Date, 'now').mockReturnValue(later);
      const locs = (await sitemapLocs()).map((u) => u.loc);
      expect(locs.slice(0, 12)).toEqual([...SITEMAP_PAGES, '/scholarship'].map((p) => `${ORIGIN}${p}`));
      expect((await get('/sitemap.xml')).headers.etag).not.toBe(before);
    } finally {
      writePages(context, JSON.stringify({ pages: PAGES }));
      jest.spyOn(Date, 'now').mockReturnValue(later + 5000);
      expect((await sitemapLocs()).slice(0, 12).map((u) => u.loc)).not.toContain(`${ORIGIN}/scholarship`);
      jest.restoreAllMocks();
    }
  });

  test("without the public remote's table (no build, or a file that is none) the sitemap lists the home page and every notice", async () => {
    const notices = await context.app.db.selectFrom('notices').select('id').execute();
    for (const table of [null, 'not json', JSON.stringify({ pages: [{ path: '/x' }] }), JSON.stringify([PAGES])]) {
      const folder = mkdtempSync(path.join(tmpdir(), 'college-public-'));
      if (table !== null) writeFile(path.join(folder, 'pages.json'), table);
      const other = await buildApp({ ...context.config, staticRoots: { ...context.config.staticRoots, public: folder } });
      await other.ready();
      try {
        const locs = (await sitemapLocs(other)).map((u) => u.loc);
        expect(locs[0]).toBe(`${ORIGIN}/`);
        expect(locs).toHaveLength(1 + notices.length);
      } finally {
        await other.close();
        rmSync(folder, { recursive: true, force: true });
      }
    }
  });

  test('robots.txt keeps crawlers out of the dashboard and the API and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /dashboard', 'Disallow: /api/', `Sitemap: ${ORIGIN}/sitemap.xml`]));
  });

  test('ETag and 304; a write to notices shows at once (no stale cache); compressed when accepted', async () => {
    const first = await feed();
    const etag = first.response.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.response.headers['cache-control']).toBe('no-cache');
    const same = await get('/feed.xml', { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');

    const sitemapEtag = (await get('/sitemap.xml')).headers.etag as string;
    const created = await context.app.inject({ method: 'POST', url: '/api/notices/', headers: auth, payload: { title: 'নতুন নোটিশ', date: '2025-03-02' } });
    expect(created.statusCode).toBe(201);
    const changed = await get('/feed.xml', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const items = xml(changed).rss.channel.item as FeedItem[];
    expect(items[0].title).toBe('নতুন নোটিশ');
    expect(items).toHaveLength(50);
    expect((await get('/sitemap.xml', { 'if-none-match': sitemapEtag })).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain(`${ORIGIN}/notice/${created.json().id}<`);

    await context.app.inject({ method: 'PATCH', url: `/api/notices/${created.json().id}/`, headers: auth, payload: { title: 'সংশোধিত নোটিশ' } });
    expect((await feed()).items[0].title).toBe('সংশোধিত নোটিশ');
    await context.app.inject({ method: 'DELETE', url: `/api/notices/${created.json().id}/`, headers: auth });
    expect((await feed()).items[0].link).toBe(`${ORIGIN}/notice/${pdfNotice.id}`);

    const br = await get('/feed.xml', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(XMLValidator.validate(text)).toBe(true);
    expect(text).toBe((await get('/feed.xml')).body);
  });

  test('a renamed institution renames the channel', async () => {
    const institution = await context.app.db.selectFrom('institutions').select('id').executeTakeFirstOrThrow();
    const renamed = await context.app.inject({ method: 'PATCH', url: `/api/institutions/${institution.id}/`, headers: auth, payload: { name: 'নতুন নাম & কলেজ' } });
    expect(renamed.statusCode).toBe(200);
    expect((await feed()).channel.title).toBe('নতুন নাম & কলেজ');
  });

  test('a sitemap of 5,000+ notices', async () => {
    const { db } = context.app;
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      title: `পুরোনো নোটিশ ${i}`,
      date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      created_at: ts(0),
      updated_at: ts(0),
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insertInto('notices').values(rows.slice(i, i + 500)).execute();
    await bumpVersions(db, ['notices']);
    const total = (await db.selectFrom('notices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const started = Date.now();
    const urls = await sitemapLocs();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(urls).toHaveLength(SITEMAP_PAGES.length + Number(total));
    expect(Number(total)).toBeGreaterThan(5000);
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
    expect((await feed()).items).toHaveLength(50);
  });
});

describe('pieces', () => {
  test("parsePages takes the public remote's table, and nothing that is not one", () => {
    expect(parsePages(JSON.stringify({ pages: PAGES }))).toEqual(PAGES);
    // Fields the server does not use are left out; a page missing one it does use voids the table.
    expect(parsePages(JSON.stringify({ pages: [{ ...PAGES[0], menu: 'header' }] }))).toEqual([PAGES[0]]);
    expect(parsePages(JSON.stringify({ pages: [{ ...PAGES[0], sitemap: 'yes' }] }))).toBeNull();
    expect(parsePages(JSON.stringify({ pages: [null] }))).toBeNull();
    expect(parsePages(JSON.stringify({ chunks: {} }))).toBeNull();
    expect(parsePages('null')).toBeNull();
    expect(() => parsePages('{')).toThrow(SyntaxError); // a half-written file: read again on the next look
  });

  test('escapeXml escapes markup and quotes and drops what XML cannot hold', () => {
    expect(escapeXml(`<b>&"'`)).toBe('&lt;b&gt;&amp;&quot;&apos;');
    expect(escapeXml('ক\u0000খ\u0008গ\tঘ\n')).toBe('কখগ\tঘ\n');
    expect(escapeXml('😀')).toBe('😀');
  });

  test('rfc822Date: midnight of the day in the college time zone', () => {
    expect(rfc822Date('2025-03-10', 'Asia/Dhaka')).toBe('Mon, 10 Mar 2025 00:00:00 +0600');
    expect(rfc822Date('2025-07-04', 'America/New_York')).toBe('Fri, 04 Jul 2025 00:00:00 -0400');
    expect(rfc822Date('2025-01-04', 'America/New_York')).toBe('Sat, 04 Jan 2025 00:00:00 -0500');
    expect(rfc822Date('2025-01-04', 'Asia/Kolkata')).toBe('Sat, 04 Jan 2025 00:00:00 +0530');
    expect(rfc822Date('not a date', 'Asia/Dhaka')).toBeNull();
  });
});
