import { applyRemoteUrls, parseRemoteUrls, REMOTE_NAMES } from './remoteConfig';

function answer(status: number, body: unknown, contentType = 'application/json') {
  return jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
  })) as unknown as jest.MockedFunction<typeof fetch>;
}

const GOOD = {
  remote_shared: 'https://cdn.example.com/shared/remoteEntry.js',
  remote_public: ' /remotes/public/remoteEntry.js ',
  remote_dashboard: '/remotes/dashboard/remoteEntry.js',
};

let warn: jest.SpyInstance;
beforeEach(() => {
  delete window.__COLLEGE_REMOTES__;
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

describe('applyRemoteUrls', () => {
  it('reads /remotes.json as JSON and puts the URLs on window.__COLLEGE_REMOTES__', async () => {
    const fetchImpl = answer(200, { ...GOOD, extra: 'x' });
    await applyRemoteUrls(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ headers: { Accept: 'application/json' } }));
    expect(window.__COLLEGE_REMOTES__).toEqual(parseRemoteUrls(GOOD));
  });

  it('keeps the built-in URLs when the file is missing (404)', async () => {
    await applyRemoteUrls(answer(404, { remote_public: '/x.js' }));
    expect(window.__COLLEGE_REMOTES__).toBeUndefined();
  });

  it('keeps the built-in URLs when the answer is not JSON (an HTML fallback page)', async () => {
    await applyRemoteUrls(answer(200, { remote_public: '/x.js' }, 'text/html; charset=utf-8'));
    expect(window.__COLLEGE_REMOTES__).toBeUndefined();
  });

  it('keeps the built-in URLs when the JSON cannot be parsed or the fetch fails', async () => {
    await expect(applyRemoteUrls(answer(200, '{broken'))).resolves.toBeUndefined();
    expect(window.__COLLEGE_REMOTES__).toBeUndefined();
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(applyRemoteUrls(offline)).resolves.toBeUndefined();
    expect(window.__COLLEGE_REMOTES__).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});
