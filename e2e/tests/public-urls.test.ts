// Every public view at its own URL, drawn by the server from the built renderer, as a crawler, a link preview or a
// phone without JavaScript reads it: the page of notices asked for, one notice with its preview tags, 404 for
// what does not exist, and a page that stays small however many notices a college has.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { baseUrl } from '../support/browser';
import { startServer } from '../support/server';
import { apiAsAdmin, apiGet, type ApiNotice } from '../support/site';

const html = async (url: string, base = baseUrl()) => {
  const response = await fetch(`${base}${url}`, { headers: { Accept: 'text/html' } });
  return { status: response.status, body: await response.text() };
};
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** The notice titles drawn in the page's list, in order. */
const drawnTitles = (body: string) => [...body.matchAll(/<h2 id="notice-\d+" class="pub-notice__title"><a href="\/notice\/\d+"[^>]*>([^<]*)<\/a><\/h2>/g)].map((m) => m[1]);

test('/notice?page=2 is drawn with notices 7 to 12 and links to the other pages', async () => {
  const notices = await apiGet<ApiNotice[]>('notices/');
  const { status, body } = await html('/notice?page=2');
  expect(status).toBe(200);
  expect(drawnTitles(body)).toEqual(notices.slice(6, 12).map((n) => escaped(n.title)));
  expect(body).toContain('aria-label="পাতা 2" aria-current="page" href="/notice?page=2"');
  expect(body).toContain('href="/notice?page=3"');
  expect(body).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/notice\?page=2" \/>/);
});

test('/notice?search= is drawn with what the search finds, Bengali and Latin digits alike', async () => {
  const added = await apiAsAdmin<ApiNotice>('POST', 'notices/', { title: 'HSC ফরম পূরণ ২০২৭ (urls)', category: 'Exam' });
  try {
    const { status, body } = await html(`/notice?search=${encodeURIComponent('hsc ফরম পূরণ 2027')}`);
    expect(status).toBe(200);
    expect(drawnTitles(body)).toEqual([escaped(added.title)]);
    expect(body).toContain(`value="hsc ফরম পূরণ 2027"`);
    const none = await html('/notice?search=no-such-notice-anywhere');
    expect(drawnTitles(none.body)).toEqual([]);
    expect(none.body).toContain('No results found.');
  } finally {
    await apiAsAdmin('DELETE', `notices/${added.id}/`);
  }
});

test("a notice's own page carries its preview tags and canonical URL, and 404 once the notice is deleted", async () => {
  const added = await apiAsAdmin<ApiNotice>('POST', 'notices/', {
    title: 'বৃত্তি পরীক্ষার ফলাফল & "তালিকা"',
    category: 'ফলাফল',
    description: 'একাদশ শ্রেণির বৃত্তি পরীক্ষার ফলাফল প্রকাশিত হয়েছে। বিস্তারিত নোটিশে দেখুন।',
  });
  const { status, body } = await html(`/notice/${added.id}`);
  expect(status).toBe(200);
  const head = body.slice(0, body.indexOf('</head>'));
  const title = 'বৃত্তি পরীক্ষার ফলাফল &amp; &quot;তালিকা&quot;';
  expect(head).toContain(`<title>${title}</title>`);
  expect(head).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+/notice/${added.id}" />`));
  expect(head).toContain(`<meta property="og:title" content="${title}" />`);
  expect(head).toContain('<meta property="og:type" content="article" />');
  expect(head).toContain('<meta property="og:description" content="একাদশ শ্রেণির বৃত্তি পরীক্ষার ফলাফল প্রকাশিত হয়েছে। বিস্তারিত নোটিশে দেখুন।" />');
  // Its preview picture is its own card: a 1200x630 PNG the server draws.
  expect(added.preview_image).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/media/_card/notice/${added.id}/[\\w-]{12}\\.png$`));
  expect(head).toContain(`<meta property="og:image" content="${added.preview_image}" />`);
  expect(head).toContain('<meta property="og:image:width" content="1200" />');
  expect(head).toContain('<meta property="og:image:height" content="630" />');
  expect(head).toContain(`<meta property="og:image:alt" content="${title}" />`);
  expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const card = await fetch(added.preview_image);
  expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/png']);
  const png = Buffer.from(await card.arrayBuffer());
  // The PNG's own header (IHDR) gives its size.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(png.length).toBeLessThan(300 * 1024);
  expect(head).toContain('<link rel="alternate" type="application/rss+xml"');
  expect(body).toContain(`<h1 class="pub-page-title">${title}</h1>`);
  expect(body).toContain('https://www.facebook.com/sharer/sharer.php?u=');

  await apiAsAdmin('DELETE', `notices/${added.id}/`);
  const gone = await html(`/notice/${added.id}`);
  expect(gone.status).toBe(404);
  expect(gone.body).toContain('404 - Page not found');
  expect((await fetch(added.preview_image)).status).toBe(404);
});

test("the home page and the other pages carry the college's card", async () => {
  const [college] = await apiGet<{ name: string; preview_image: string }[]>('institutions/');
  for (const url of ['/', '/notice', '/gallery']) {
    const { body } = await html(url);
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(`<meta property="og:image" content="${college.preview_image}" />`);
    expect(head).toContain(`<meta property="og:image:alt" content="${escaped(college.name)}" />`);
  }
  const card = await fetch(college.preview_image);
  expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/png']);
});

test('an unknown path and a page past the last answer 404 with the 404 page', async () => {
  for (const url of ['/no-such-page', '/notice?page=999', '/notice/not-a-number']) {
    const { status, body } = await html(url);
    expect({ url, status }).toEqual({ url, status: 404 });
    expect(body).toContain('404 - Page not found');
  }
});

test('a drawn page names every script it will load, so they arrive together', async () => {
  const { body } = await html('/notice');
  const announced = [...body.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => m[1]);
  expect(announced).toEqual(expect.arrayContaining(['/remotes/shared/remoteEntry.js', '/remotes/public/remoteEntry.js']));
  expect(announced.some((url) => /^\/remotes\/public\/page-notice\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  expect(announced.some((url) => url.includes('page-home'))).toBe(false);
  for (const url of announced) expect((await fetch(`${baseUrl()}${url}`, { method: 'HEAD' })).status).toBe(200);
});

test("every file a drawn page's inline styles name is served: its fonts and the icons painted on each row", async () => {
  const { body } = await html('/notice');
  const named = [...new Set([...body.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1].replace(/^["']|["']$/g, '')))];
  expect(named).toEqual(expect.arrayContaining([expect.stringMatching(/calendar-days\.[0-9a-f]+\.svg$/), expect.stringMatching(/\.woff2$/)]));
  for (const url of named) {
    const answer = await fetch(new URL(url, baseUrl()));
    expect({ url, status: answer.status }).toEqual({ url, status: 200 });
  }
});

describe('a college with 5,000 notices', () => {
  let server: { url: string; process: ChildProcess; dataDir: string };

  beforeAll(async () => {
    server = await startServer();
    // Straight into the database, as years of notices would have piled up; the version counter tells every
    // cache that the notices changed.
    const db = new Database(join(server.dataDir, 'college.db'));
    const insert = db.prepare('insert into notices (title, description, pdf_file, date, category, created_at, updated_at) values (?, ?, null, ?, ?, ?, ?)');
    const now = new Date().toISOString();
    db.transaction(() => {
      for (let i = 1; i <= 5000; i++) {
        const date = new Date(Date.UTC(2010, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
        insert.run(`বিজ্ঞপ্তি নম্বর ${i}: পরীক্ষা, ভর্তি ও ফলাফল সংক্রান্ত দীর্ঘ শিরোনাম`, 'বিস্তারিত বিবরণ। '.repeat(60), date, i % 2 ? 'পরীক্ষা' : 'ভর্তি', now, now);
      }
      db.prepare("update resource_versions set version = version + 1 where name = 'notices'").run();
    })();
    db.close();
  }, 60000);
  afterAll(() => {
    server.process.kill();
    rmSync(server.dataDir, { recursive: true, force: true });
  });

  test('/notice stays under 60 KB of HTML, on any page and for any search', async () => {
    for (const url of ['/notice', '/notice?page=400', `/notice?search=${encodeURIComponent('ভর্তি')}`]) {
      const { status, body } = await html(url, server.url);
      expect({ url, status }).toEqual({ url, status: 200 });
      expect(drawnTitles(body)).toHaveLength(6);
      expect({ url, bytes: Buffer.byteLength(body) < 60 * 1024 }).toEqual({ url, bytes: true });
      // The data handed to the app holds what the rows show, not each notice's whole record.
      expect({ url, timestamps: body.includes('"created_at"') }).toEqual({ url, timestamps: false });
    }
  });

  test('the feed keeps to the latest 50 and the sitemap lists every notice page', async () => {
    const feed = await (await fetch(`${server.url}/feed.xml`)).text();
    expect(feed.match(/<item>/g)).toHaveLength(50);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect((sitemap.match(/\/notice\/\d+<\/loc>/g) ?? []).length).toBeGreaterThanOrEqual(5000);
  });
});
