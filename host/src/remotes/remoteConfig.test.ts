import { applyRemoteUrls, NAMED_RELEASE_ID, parseRelease, parseRemoteUrls, pinChunks, REMOTE_NAMES } from './remoteConfig';

const GOOD = {
  remote_shared: 'https://cdn.example.com/shared/remoteEntry.js',
  remote_public: ' /remotes/public/remoteEntry.js ',
  remote_dashboard: '/remotes/dashboard/remoteEntry.js',
};

let warn: jest.SpyInstance;
beforeEach(() => {
  delete window.__COLLEGE_REMOTES__;
  delete window.__COLLEGE_INTEGRITY__;
  delete window.__COLLEGE_PINS__;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('parseRemoteUrls', () => {
  it('keeps the known remotes with a string URL, trimmed', () => {
    expect(parseRemoteUrls(GOOD)).toEqual({
      remote_shared: 'https://cdn.example.com/shared/remoteEntry.js',
      remote_public: '/remotes/public/remoteEntry.js',
      remote_dashboard: '/remotes/dashboard/remoteEntry.js',
    });
    expect(REMOTE_NAMES).toEqual(['remote_shared', 'remote_public', 'remote_dashboard']);
  });

  it('drops unknown names, URLs that are not strings and blank URLs', () => {
    expect(parseRemoteUrls({ remote_public: 42, remote_dashboard: '  ', remote_evil: 'https://evil.example/remoteEntry.js', remote_shared: '/s.js' })).toEqual({ remote_shared: '/s.js' });
  });

  it('answers nothing for a body that is not an object', () => {
    for (const body of [null, undefined, 'remote_public', 7, ['remote_public'], true]) expect(parseRemoteUrls(body)).toEqual({});
  });
});

/** A fetch that answers `/release.json` and `/remotes.json` each as given (404 when not given). */
function server(release: unknown, remotes: unknown, contentType = 'application/json') {
  return jest.fn(async (url: string) => {
    const body = url === '/release.json' ? release : url === '/remotes.json' ? remotes : undefined;
    return {
      ok: body !== undefined,
      status: body === undefined ? 404 : 200,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
      json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
    };
  }) as unknown as jest.MockedFunction<typeof fetch>;
}

const PIN = `sha384-${'B'.repeat(64)}`;

describe('applyRemoteUrls', () => {
  it("reads /release.json: each remote's URL, and the pins by absolute URL", async () => {
    const fetchImpl = server({ remote_shared: { entry: '/remotes/shared/remoteEntry.js' }, remote_public: { entry: 'https://cdn.example.com/public/v2/remoteEntry.js', integrity: PIN, version: 'v2' }, remote_evil: { entry: '/x.js' } }, GOOD);
    await applyRemoteUrls(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(window.__COLLEGE_REMOTES__).toEqual({ remote_shared: '/remotes/shared/remoteEntry.js', remote_public: 'https://cdn.example.com/public/v2/remoteEntry.js' });
    expect(window.__COLLEGE_INTEGRITY__).toEqual({ 'https://cdn.example.com/public/v2/remoteEntry.js': PIN });
  });

  it("pins the chunks of a remote on another origin from its files.json, fetched with the release's pin; not a remote on this origin", async () => {
    const listing = { files: { 'remoteEntry.js': PIN, '123.abcdef0123.js': `sha384-${'C'.repeat(64)}`, 'main.abcdef0123.css': `sha384-${'D'.repeat(64)}`, 'server/remoteEntry.js': `sha384-${'E'.repeat(64)}` } };
    const FILES_PIN = `sha384-${'F'.repeat(64)}`;
    const fetchImpl = jest.fn(async (url: string, init?: RequestInit) => {
      if (url === '/release.json') return { ok: true, headers: { get: () => 'application/json' }, json: async () => release };
      // The browser checks the bytes against `integrity`; here, a listing asked for without the pin is refused.
      if (url === 'https://cdn.example.com/public/v2/files.json' && init?.integrity === FILES_PIN) return { ok: true, json: async () => listing };
      throw new TypeError(`refused: ${url}`);
    }) as unknown as jest.MockedFunction<typeof fetch>;
    const release = {
      remote_public: { entry: 'https://cdn.example.com/public/v2/remoteEntry.js', integrity: PIN, files: 'https://cdn.example.com/public/v2/files.json', files_integrity: FILES_PIN, version: 'v2' },
      remote_shared: { entry: '/remotes/shared/v2/remoteEntry.js', integrity: PIN, files: '/remotes/shared/v2/files.json', files_integrity: FILES_PIN, version: 'v2' },
    };
    await applyRemoteUrls(fetchImpl);
    expect(Object.keys(window.__COLLEGE_PINS__!)).toEqual(['remote_public']);
    expect(await window.__COLLEGE_PINS__!.remote_public).toBe(true);
    expect(window.__COLLEGE_INTEGRITY__).toEqual({
      'https://cdn.example.com/public/v2/remoteEntry.js': PIN,
      [new URL('/remotes/shared/v2/remoteEntry.js', window.location.href).href]: PIN,
      // Every script of the build, at its absolute URL; stylesheets are not loaded through webpack's script loader.
      'https://cdn.example.com/public/v2/123.abcdef0123.js': `sha384-${'C'.repeat(64)}`,
      'https://cdn.example.com/public/v2/server/remoteEntry.js': `sha384-${'E'.repeat(64)}`,
    });
  });

  it('answers false for a files.json the browser refuses (its bytes are not the pinned ones), so the remote is not loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const refused = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const integrity: Record<string, string> = {};
    expect(await pinChunks(refused, { url: 'https://cdn.example.com/public/v2/files.json', integrity: PIN }, integrity)).toBe(false);
    expect(integrity).toEqual({});
    expect(error).toHaveBeenCalledWith(expect.stringContaining('files.json'), expect.any(TypeError));
    error.mockRestore();
  });

  it('takes the release a drawn page names over /release.json (a swap between drawing and starting changes nothing)', async () => {
    const fetchImpl = server({ remote_public: { entry: 'https://cdn.example.com/public/v3/remoteEntry.js', integrity: PIN, version: 'v3' } }, GOOD);
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${NAMED_RELEASE_ID}">${JSON.stringify({ remote_public: { entry: 'https://cdn.example.com/public/v2/remoteEntry.js', integrity: PIN, version: 'v2' } })}</script>`);
    try {
      await applyRemoteUrls(fetchImpl);
      expect(fetchImpl).not.toHaveBeenCalled();
      expect(window.__COLLEGE_REMOTES__).toEqual({ remote_public: 'https://cdn.example.com/public/v2/remoteEntry.js' });
      expect(window.__COLLEGE_INTEGRITY__).toEqual({ 'https://cdn.example.com/public/v2/remoteEntry.js': PIN });
    } finally {
      document.getElementById(NAMED_RELEASE_ID)?.remove();
    }
  });

  it('reads /release.json when the named release does not parse', async () => {
    const fetchImpl = server({ remote_public: { entry: '/remotes/public/remoteEntry.js' } }, GOOD);
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${NAMED_RELEASE_ID}">{broken</script>`);
    try {
      await applyRemoteUrls(fetchImpl);
      expect(window.__COLLEGE_REMOTES__).toEqual({ remote_public: '/remotes/public/remoteEntry.js' });
    } finally {
      document.getElementById(NAMED_RELEASE_ID)?.remove();
    }
  });

  it('drops a pin that is not a sha384 integrity', () => {
    expect(parseRelease({ remote_public: { entry: '/p.js', integrity: 'md5-abc' } }, 'https://college.example/').integrity).toEqual({});
  });

  it('asks /remotes.json of a server without /release.json', async () => {
    const fetchImpl = server(undefined, { ...GOOD, extra: 'x' });
    await applyRemoteUrls(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ headers: { Accept: 'application/json' } }));
    expect(window.__COLLEGE_REMOTES__).toEqual(parseRemoteUrls(GOOD));
    expect(window.__COLLEGE_INTEGRITY__).toBeUndefined();
  });

  it('keeps the built-in URLs when neither file is there (404)', async () => {
    await applyRemoteUrls(server(undefined, undefined));
    expect(window.__COLLEGE_REMOTES__).toBeUndefined();
  });

  it('keeps the built-in URLs when the answer is not JSON (an HTML fallback page)', async () => {
    await applyRemoteUrls(server({ remote_public: { entry: '/x.js' } }, { remote_public: '/x.js' }, 'text/html; charset=utf-8'));
    expect(window.__COLLEGE_REMOTES__).toBeUndefined();
  });

  it('keeps the built-in URLs when the JSON cannot be parsed or the fetch fails', async () => {
    await expect(applyRemoteUrls(server('{broken', '{broken'))).resolves.toBeUndefined();
    expect(window.__COLLEGE_REMOTES__).toBeUndefined();
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(applyRemoteUrls(offline)).resolves.toBeUndefined();
    expect(window.__COLLEGE_REMOTES__).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});
