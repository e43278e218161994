// A remote's build previewed in one Admin's browser (site/preview.ts): the link opens a confirmation, its button (a
// CSRF-checked post) sets a cookie signed over the session, and from then on that browser alone gets the bare page
// with a banner, the previewed entry in /release.json and /remotes.json, and a policy that allows the preview's
// origin, all private; everyone else, and the server's page cache, see nothing of it.
import { addUser, cookieValue, login, type SignedIn, type TestContext } from './helpers';
import { startStandInSite, type StandInSite } from './standInSite';
import { parsePreviewOrigins } from '../src/config';
import { previewCookieValue } from '../src/site/preview';

const LISTED = 'http://preview.localhost:9301';
const ENTRY = `${LISTED}/public-next/remoteEntry.js`;
const ASKED = `remote_public@${ENTRY}`;
const ORIGIN = 'http://localhost:80';
const FORM = 'application/x-www-form-urlencoded';

let site: StandInSite;
let t: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  site = await startStandInSite({ previewOrigins: [LISTED] });
  t = site.t;
  await addUser(t, { username: 'boss', role: 'Admin' });
  await addUser(t, { username: 'karim' });
});
afterAll(() => site.close());

beforeEach(async () => {
  admin = await login(t.app, 'boss');
});

const page = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', host: 'localhost:80', ...(cookie ? { cookie } : {}) } });

/** The confirmation's form fields: its CSRF token and what it asks for. */
function formOf(html: string): { csrfmiddlewaretoken: string; preview: string } {
  const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(html)?.[1];
  const preview = /name="preview" value="([^"]+)"/.exec(html)?.[1];
  if (!token || !preview) throw new Error(`no confirmation form in ${html}`);
  return { csrfmiddlewaretoken: token, preview: preview.replace(/&amp;/g, '&') };
}

function post(url: string, fields: Record<string, string>, cookie: string, origin = ORIGIN) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': FORM, host: 'localhost:80', origin, referer: `${ORIGIN}/notice`, accept: 'text/html', cookie },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The Admin's browser after confirming the preview: its cookies, the preview's among them. */
async function startPreview(signedIn = admin): Promise<string> {
  const confirmation = await page(`/?preview=${encodeURIComponent(ASKED)}`, signedIn.cookies);
  expect(confirmation.statusCode).toBe(200);
  const started = await post('/preview', formOf(confirmation.body), signedIn.cookies);
  expect(started.statusCode).toBe(303);
  expect(started.headers.location).toBe('/');
  const value = cookieValue(started, 'college_preview');
  expect(value).toBeTruthy();
  return `${signedIn.cookies}; college_preview=${value}`;
}

function directive(response: { headers: Record<string, unknown> }, name: string): string {
  return (
    String(response.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? ''
  );
}

describe('the confirmation', () => {
  test('shows a signed-in Admin, in Bengali, what will be loaded and from where, and starts nothing by itself', async () => {
    const response = await page(`/?preview=${encodeURIComponent(ASKED)}`, admin.cookies);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('নতুন বিল্ডের প্রিভিউ');
    expect(response.body).toContain('পাবলিক সাইট (remote_public)');
    expect(response.body).toContain(`<code>${ENTRY}</code>`);
    expect(response.body).toContain(`<code>${LISTED}</code>`);
    expect(response.body).toContain('<form method="post" action="/preview"');
    expect(response.body).not.toContain('<script');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(cookieValue(response, 'college_preview')).toBeUndefined();
    // The link alone changed nothing.
    const release = await t.app.inject({ method: 'GET', url: '/release.json', headers: { cookie: admin.cookies } });
    expect(release.json().remote_public.entry).toBe('/remotes/public/remoteEntry.js');
  });

  test('refuses a visitor and a signed-in user who is not an Admin, with a message', async () => {
    const visitor = await page(`/?preview=${encodeURIComponent(ASKED)}`);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.body).toContain('শুধু সাইন-ইন করা অ্যাডমিন প্রিভিউ দেখতে পারেন');
    expect(visitor.body).not.toContain('action="/preview"');
    const user = await login(t.app, 'karim');
    const refused = await page(`/?preview=${encodeURIComponent(ASKED)}`, user.cookies);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('action="/preview"');
    // Nor does a post of theirs, with their own session's token, start one.
    const posted = await post('/preview', { csrfmiddlewaretoken: user.csrf, preview: ASKED }, user.cookies);
    expect(posted.statusCode).toBe(403);
    expect(posted.body).toContain('শুধু সাইন-ইন করা অ্যাডমিন প্রিভিউ দেখতে পারেন');
    expect(cookieValue(posted, 'college_preview')).toBeUndefined();
  });

  test('refuses an origin that is not listed, and a link that names no remote', async () => {
    const unlisted = await page(`/?preview=${encodeURIComponent('remote_public@http://evil.localhost:9302/remoteEntry.js')}`, admin.cookies);
    expect(unlisted.statusCode).toBe(403);
    expect(unlisted.body).toContain('http://evil.localhost:9302 থেকে প্রিভিউ চালানোর অনুমতি নেই');
    expect(unlisted.body).not.toContain('action="/preview"');
    for (const asked of [`remote_other@${ENTRY}`, ENTRY, 'remote_public@javascript:alert(1)', `remote_public@${LISTED.replace('http://', 'http://user:pw@')}/x.js`]) {
      const bad = await page(`/?preview=${encodeURIComponent(asked)}`, admin.cookies);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('প্রিভিউ লিংকটি ঠিক নয়');
    }
  });
});

describe('REMOTE_PREVIEW_ORIGINS', () => {
  test('takes origins alone, and refuses a path or a scheme that is not http(s), saying which', () => {
    expect(parsePreviewOrigins(' https://a.example , http://b.example:8080/ ')).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(parsePreviewOrigins(undefined)).toEqual([]);
    expect(() => parsePreviewOrigins('https://a.example/builds')).toThrow(/"https:\/\/a.example\/builds" is not an origin/);
    expect(() => parsePreviewOrigins('ftp://a.example')).toThrow(/REMOTE_PREVIEW_ORIGINS/);
  });
});

describe('starting a preview', () => {
  test('refuses a post without the session\'s CSRF token, or from another site', async () => {
    const confirmation = await page(`/?preview=${encodeURIComponent(ASKED)}`, admin.cookies);
    const { preview } = formOf(confirmation.body);
    const forged = await post('/preview', { preview, csrfmiddlewaretoken: 'x'.repeat(43) }, admin.cookies);
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('ফর্মটির মেয়াদ শেষ হয়ে গেছে');
    expect(cookieValue(forged, 'college_preview')).toBeUndefined();
    // The visitor's own cookie token, equal to the form's, is not the session's.
    const planted = 'A'.repeat(43);
    const swapped = await post('/preview', { preview, csrfmiddlewaretoken: planted }, `sessionid=${admin.sessionCookie}; csrftoken=${planted}`);
    expect(swapped.statusCode).toBe(403);
    const foreign = await post('/preview', formOf(confirmation.body), admin.cookies, 'http://evil.localhost');
    expect(foreign.statusCode).toBe(403);
    expect(cookieValue(foreign, 'college_preview')).toBeUndefined();
  });

  test('refuses the post of an unlisted origin even with a good token', async () => {
    const confirmation = await page(`/?preview=${encodeURIComponent(ASKED)}`, admin.cookies);
    const { csrfmiddlewaretoken } = formOf(confirmation.body);
    const response = await post('/preview', { csrfmiddlewaretoken, preview: 'remote_public@http://evil.localhost:9302/remoteEntry.js' }, admin.cookies);
    expect(response.statusCode).toBe(403);
    expect(cookieValue(response, 'college_preview')).toBeUndefined();
  });
});

describe('while a preview is on', () => {
  test('that browser gets the previewed entry, unpinned, in private answers that vary by cookie', async () => {
    const cookies = await startPreview();
    for (const url of ['/release.json', '/remotes.json']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies } });
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(String(response.headers.vary)).toMatch(/cookie/i);
      expect(response.json().preview).toEqual({ remote: 'remote_public', entry: ENTRY });
    }
    const release = await t.app.inject({ method: 'GET', url: '/release.json', headers: { cookie: cookies } });
    expect(release.json().remote_public).toEqual({ entry: ENTRY, version: 'preview' });
    expect(release.json().remote_shared.entry).toBe('/remotes/shared/remoteEntry.js');
    const urls = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: cookies } });
    expect(urls.json().remote_public).toBe(ENTRY);
  });

  test('pages are the bare host page with the banner, private, never drawn nor kept, and allow the preview origin', async () => {
    const cookies = await startPreview();
    const drawnBefore = site.drawings();
    for (const url of ['/notice', '/', '/dashboard/notices']) {
      const response = await page(url, cookies);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('class="college-preview"');
      expect(response.body).toContain(`<code>${ENTRY}</code>`);
      expect(response.body).toContain('action="/preview/end"');
      expect(response.body).toContain('data-auth="admin"');
      // The bare page: nothing of a server drawing in it.
      expect(response.body).toContain('<div id=root><div class=host-boot role=status>Loading...</div></div>');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(String(response.headers.vary)).toMatch(/cookie/i);
      for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) expect(directive(response, name)).toContain(LISTED);
    }
    expect(site.drawings()).toBe(drawnBefore);
  });

  test('nobody else\'s answers change: a visitor gets the drawn page, the release and a policy without the preview origin', async () => {
    await startPreview();
    const visitor = await page('/notice');
    expect(visitor.body).not.toContain('college-preview');
    expect(visitor.body).toContain('<h1>');
    expect(visitor.headers['content-security-policy']).not.toContain(LISTED);
    const release = await t.app.inject({ method: 'GET', url: '/release.json' });
    expect(release.headers['cache-control']).toBe('no-cache');
    expect(release.json().preview).toBeUndefined();
    expect(release.json().remote_public.entry).toBe('/remotes/public/remoteEntry.js');
    // Nor the Admin's other browser, signed in with a session of its own.
    const other = await login(t.app, 'boss');
    const otherPage = await page('/notice', other.cookies);
    expect(otherPage.body).not.toContain('college-preview');
    expect(otherPage.headers['content-security-policy']).not.toContain(LISTED);
  });

  test('a tampered cookie, or one signed for another session, is no preview', async () => {
    const cookies = await startPreview();
    const value = /college_preview=([^;]+)/.exec(cookies)![1];
    const [payload, signature] = value.split('.');
    const otherEntry = Buffer.from(`remote_public@${LISTED}/evil/remoteEntry.js`).toString('base64url');
    const tampered = `${admin.cookies}; college_preview=${otherEntry}.${signature}`;
    expect((await t.app.inject({ method: 'GET', url: '/release.json', headers: { cookie: tampered } })).json().preview).toBeUndefined();
    expect((await page('/notice', tampered)).body).not.toContain('college-preview');
    const flipped = `${admin.cookies}; college_preview=${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.app.inject({ method: 'GET', url: '/release.json', headers: { cookie: flipped } })).json().preview).toBeUndefined();
    // The same cookie in another session's browser (the Admin's own other sign-in).
    const other = await login(t.app, 'boss');
    const carried = `${other.cookies}; college_preview=${value}`;
    expect((await t.app.inject({ method: 'GET', url: '/release.json', headers: { cookie: carried } })).json().preview).toBeUndefined();
    // A cookie signed for a session of a user who is not an Admin is none either.
    const user = await login(t.app, 'karim');
    const userSession = await t.app.db.selectFrom('sessions').select('id').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const signedForUser = `${user.cookies}; college_preview=${previewCookieValue(t.config.secretKey, userSession.id, { remote: 'remote_public', entry: ENTRY })}`;
    expect((await t.app.inject({ method: 'GET', url: '/release.json', headers: { cookie: signedForUser } })).json().preview).toBeUndefined();
  });

  test('the banner\'s button ends it and goes back to the page it was pressed on', async () => {
    const cookies = await startPreview();
    const shown = await page('/notice', cookies);
    const token = /action="\/preview\/end"><input type="hidden" name="csrfmiddlewaretoken" value="([^"]+)"/.exec(shown.body)![1];
    const forged = await post('/preview/end', { csrfmiddlewaretoken: 'x'.repeat(43) }, cookies);
    expect(forged.statusCode).toBe(403);
    const ended = await post('/preview/end', { csrfmiddlewaretoken: token }, cookies);
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe('/notice');
    expect(cookieValue(ended, 'college_preview')).toBe('');
    const after = await page('/notice', admin.cookies);
    expect(after.body).not.toContain('college-preview');
  });

  test('signing out ends it: the cookie goes, and the one kept means nothing without its session', async () => {
    const cookies = await startPreview();
    const out = await t.app.inject({ method: 'POST', url: '/api/logout/', headers: { cookie: cookies, 'x-csrftoken': admin.csrf, origin: ORIGIN, host: 'localhost:80' } });
    expect(out.statusCode).toBe(204);
    expect(cookieValue(out, 'college_preview')).toBe('');
    const release = await t.app.inject({ method: 'GET', url: '/release.json', headers: { cookie: cookies } });
    expect(release.json().preview).toBeUndefined();
    expect((await page('/notice', cookies)).body).not.toContain('college-preview');
  });

  test('an origin taken off the list ends the previews from it', async () => {
    const cookies = await startPreview();
    const listed = t.config.previewOrigins;
    t.config.previewOrigins = [];
    try {
      expect((await t.app.inject({ method: 'GET', url: '/release.json', headers: { cookie: cookies } })).json().preview).toBeUndefined();
    } finally {
      t.config.previewOrigins = listed;
    }
  });
});
