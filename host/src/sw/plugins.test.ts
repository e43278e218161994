/** @jest-environment node */
import { inlineStylesheet, mayKeep, mayKeepRead, OFFLINE_NOTE_CLASS, OFFLINE_NOTE_TEXT, offlineNotePlugin, offlineShell, onlyMarkedPublic, onlyPublicAnswers, withOfflineNote } from './plugins';

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length), ...headers } });

describe('the offline note', () => {
  it('goes right after <body>, outside the React root, styled inline', async () => {
    const page = '<!doctype html><html lang="bn"><head><title>নোটিশ</title></head><body class="x"><div id="root" data-server-rendered>নোটিশ</div></body></html>';
    const marked = await (await withOfflineNote(html(page, { 'cache-control': 'no-cache' }))).text();
    expect(marked).toMatch(new RegExp(`<body class="x"><div class="${OFFLINE_NOTE_CLASS}" role="status" style="[^"]+">${OFFLINE_NOTE_TEXT}</div><div id="root"`));
    expect(marked.match(new RegExp(OFFLINE_NOTE_CLASS, 'g'))).toHaveLength(1);
  });

  it('keeps the status and headers but the length, which has changed', async () => {
    const marked = await withOfflineNote(html('<body></body>', { etag: '"v3"' }));
    expect(marked.status).toBe(200);
    expect(marked.headers.get('etag')).toBe('"v3"');
    expect(marked.headers.get('content-length')).toBeNull();
  });

  it('leaves anything but HTML alone', async () => {
    const json = new Response('{"body": "<body>"}', { headers: { 'content-type': 'application/json' } });
    expect(await withOfflineNote(json)).toBe(json);
  });

  it('is what the plugin does to a page read from the cache', async () => {
    const used = await offlineNotePlugin.cachedResponseWillBeUsed!({ cachedResponse: html('<body><p>x</p></body>') } as never);
    expect(await (used as Response).text()).toContain(OFFLINE_NOTE_TEXT);
    expect(await offlineNotePlugin.cachedResponseWillBeUsed!({ cachedResponse: undefined } as never)).toBeUndefined();
  });
});

describe('the offline answer for a page never kept', () => {
  const SHELL = '<!doctype html><html lang="bn"><head><title>কলেজ</title></head><body><div id="root"><div class="host-boot">Loading...</div></div></body></html>';
  const DRAWN =
    '<!doctype html><html><head><style data-href="837.707c5f4798.css">.a{color:red}</style><style data-href="963.d82dc36c04.css">.b::after{content:"<\\/style"}</style></head>' +
    '<body><div id="root" data-server-rendered><h1>নোটিশ</h1></div><style>.not-built{}</style></body></html>';

  it('is the host page with the note and the built stylesheets of a kept drawn page, and not its markup', async () => {
    const answer = await offlineShell(html(SHELL, { 'x-test': '1' }), html(DRAWN));
    const page = await answer.text();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page).toContain('<style data-href="837.707c5f4798.css">.a{color:red}</style><style data-href="963.d82dc36c04.css">.b::after{content:"<\\/style"}</style></head>');
    expect(page).not.toContain('not-built');
    expect(page).not.toContain('data-server-rendered');
    expect(page).toContain(`<body><div class="${OFFLINE_NOTE_CLASS}"`);
    expect(page).toContain('<div id="root"><div class="host-boot">Loading...</div></div>');
  });

  it('is the host page with the note alone when no page is kept', async () => {
    const page = await (await offlineShell(html(SHELL))).text();
    expect(page).toContain('<head><title>কলেজ</title></head>');
    expect(page).toContain(OFFLINE_NOTE_TEXT);
  });
});

describe("a page's stylesheet that came inline", () => {
  const DRAWN =
    '<!doctype html><html><head><style data-href="837.707c5f4798.css">.a{color:red}</style>' +
    '<style data-href="page-result.29b2ed2ec0.css">.r::after{content:"<\\/style"}.r{background:url(/remotes/public/assets/x.1234567890.png)}</style></head>' +
    '<body><style>.not-built{}</style></body></html>';

  it('is answered as the file of its name, as the page carried it', async () => {
    const copy = inlineStylesheet(DRAWN, 'page-result.29b2ed2ec0.css');
    expect(copy?.status).toBe(200);
    expect(copy?.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await copy?.text()).toBe('.r::after{content:"</style"}.r{background:url(/remotes/public/assets/x.1234567890.png)}');
    expect(await inlineStylesheet(DRAWN, '837.707c5f4798.css')?.text()).toBe('.a{color:red}');
  });

  it('is nothing for a name the page does not carry', () => {
    expect(inlineStylesheet(DRAWN, 'page-result.0000000000.css')).toBeNull();
    expect(inlineStylesheet(DRAWN, '707c5f4798.css')).toBeNull();
    expect(inlineStylesheet('<p>no styles</p>', 'page-result.29b2ed2ec0.css')).toBeNull();
  });
});

describe('what may be kept', () => {
  const get = (headers: Record<string, string> = {}) => new Request('https://college.example/api/notices/', { headers });
  const answer = (status: number, cacheControl?: string) => new Response('[]', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} });

  it('keeps a public 200', () => {
    expect(mayKeep(get(), answer(200, 'no-cache'))).toBe(true);
    expect(mayKeep(get(), answer(200, 'public, max-age=31536000, immutable'))).toBe(true);
    expect(mayKeep(get(), answer(200))).toBe(true);
  });

  it('refuses a request with credentials, a private or no-store answer, and any other status', () => {
    expect(mayKeep(get({ Authorization: 'Bearer abc' }), answer(200, 'no-cache'))).toBe(false);
    expect(mayKeep(get(), answer(200, 'private, no-cache'))).toBe(false);
    expect(mayKeep(get(), answer(200, 'Private'))).toBe(false);
    expect(mayKeep(get(), answer(200, 'no-store'))).toBe(false);
    expect(mayKeep(get(), answer(200, 'max-age=0,no-store'))).toBe(false);
    expect(mayKeep(get(), answer(206))).toBe(false);
    expect(mayKeep(get(), answer(404))).toBe(false);
    expect(mayKeep(get(), answer(500))).toBe(false);
  });

  it('is the rule of the plugin', async () => {
    const ok = answer(200, 'no-cache');
    expect(await onlyPublicAnswers.cacheWillUpdate!({ request: get(), response: ok } as never)).toBe(ok);
    expect(await onlyPublicAnswers.cacheWillUpdate!({ request: get(), response: answer(200, 'private') } as never)).toBeNull();
  });

  it("keeps an API read only when the server marked it public: the API's own rule, whatever the resource", async () => {
    expect(mayKeepRead(get(), answer(200, 'public, no-cache'))).toBe(true);
    expect(mayKeepRead(get(), answer(200, 'no-cache, Public'))).toBe(true);
    expect(mayKeepRead(get(), answer(200, 'public,max-age=60'))).toBe(true);
    // Says nothing, or only how long: not said to be anyone's.
    expect(mayKeepRead(get(), answer(200))).toBe(false);
    expect(mayKeepRead(get(), answer(200, 'no-cache'))).toBe(false);
    expect(mayKeepRead(get(), answer(200, 'max-age=60'))).toBe(false);
    // Public in words, but for one caller or never to be stored.
    expect(mayKeepRead(get(), answer(200, 'public, private'))).toBe(false);
    expect(mayKeepRead(get(), answer(200, 'public, no-store'))).toBe(false);
    expect(mayKeepRead(get({ Authorization: 'Bearer abc' }), answer(200, 'public, no-cache'))).toBe(false);
    expect(mayKeepRead(get(), answer(404, 'public, no-cache'))).toBe(false);
    // A directive whose name only contains the word.
    expect(mayKeepRead(get(), answer(200, 'x-public-ish, no-cache'))).toBe(false);

    const ok = answer(200, 'public, no-cache');
    expect(await onlyMarkedPublic.cacheWillUpdate!({ request: get(), response: ok } as never)).toBe(ok);
    expect(await onlyMarkedPublic.cacheWillUpdate!({ request: get(), response: answer(200, 'no-cache') } as never)).toBeNull();
  });
});
