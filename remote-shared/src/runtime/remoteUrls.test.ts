import remoteUrls from './remoteUrls';

type BeforeRequest = NonNullable<ReturnType<typeof remoteUrls>['beforeRequest']>;
type Args = Parameters<BeforeRequest>[0];

function requestArgs() {
  const remotes = [
    { name: 'remote_shared', entry: '/remotes/shared/remoteEntry.js' },
    { name: 'remote_public', entry: '/remotes/public/remoteEntry.js' },
    { name: 'remote_dashboard', entry: '/remotes/dashboard/remoteEntry.js' },
  ];
  return { id: 'remote_public/PublicApp', options: { remotes }, origin: {} } as unknown as Args;
}

afterEach(() => {
  delete window.__COLLEGE_REMOTES__;
  delete window.__COLLEGE_INTEGRITY__;
  delete window.__COLLEGE_PINS__;
  jest.restoreAllMocks();
});

describe('federation runtime plugin', () => {
  it('points each remote at the URL the host read at run time', async () => {
    window.__COLLEGE_REMOTES__ = { remote_public: 'https://cdn.example.com/public/remoteEntry.js', remote_shared: '' };
    const args = requestArgs();
    const result = (await remoteUrls().beforeRequest!(args)) as Args;
    const entries = Object.fromEntries(result.options.remotes.map((r) => [r.name, 'entry' in r ? r.entry : undefined]));
    expect(entries).toEqual({
      remote_shared: '/remotes/shared/remoteEntry.js',
      remote_public: 'https://cdn.example.com/public/remoteEntry.js',
      remote_dashboard: '/remotes/dashboard/remoteEntry.js',
    });
  });

  it('keeps the built-in URLs when none were read', async () => {
    const args = requestArgs();
    const result = (await remoteUrls().beforeRequest!(args)) as Args;
    expect(result.options.remotes.map((r) => ('entry' in r ? r.entry : ''))).toEqual([
      '/remotes/shared/remoteEntry.js',
      '/remotes/public/remoteEntry.js',
      '/remotes/dashboard/remoteEntry.js',
    ]);
  });

  it('says which remote failed to load and lets the error reach the page', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const plugin = remoteUrls();
    const answer = plugin.errorLoadRemote!({ id: 'remote_dashboard/DashboardApp', error: new Error('offline') } as never);
    expect(answer).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('remote_dashboard/DashboardApp'), expect.any(Error));
  });

  it('loads a pinned entry with its integrity and CORS; an entry without a pin as the runtime does', () => {
    const pin = `sha384-${'A'.repeat(64)}`;
    window.__COLLEGE_INTEGRITY__ = { 'https://cdn.example.com/public/v2/remoteEntry.js': pin, [new URL('/remotes/shared/remoteEntry.js', window.location.href).href]: pin };
    const createScript = remoteUrls().createScript!;
    const pinned = createScript({ url: 'https://cdn.example.com/public/v2/remoteEntry.js' }) as HTMLScriptElement;
    expect(pinned.src).toBe('https://cdn.example.com/public/v2/remoteEntry.js');
    expect(pinned.integrity).toBe(pin);
    expect(pinned.crossOrigin).toBe('anonymous');
    // Named relative to the page, pinned by its absolute URL.
    expect((createScript({ url: '/remotes/shared/remoteEntry.js' }) as HTMLScriptElement).integrity).toBe(pin);
    expect(createScript({ url: '/remotes/dashboard/remoteEntry.js' })).toBeUndefined();
  });

  it("waits for a remote's chunk pins before its entry loads, and refuses it when its files.json did not check out", async () => {
    const loadEntry = remoteUrls().loadEntry!;
    const args = (name: string) => ({ remoteInfo: { name, entry: `https://cdn.example.com/${name}/remoteEntry.js` } }) as never;
    let listed!: (ok: boolean) => void;
    window.__COLLEGE_PINS__ = { remote_public: new Promise<boolean>((resolve) => (listed = resolve)), remote_shared: Promise.resolve(false) };
    let settled = false;
    const waiting = Promise.resolve(loadEntry(args('remote_public'))).then((answer) => {
      settled = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    listed(true);
    // Then the runtime loads the entry as usual.
    expect(await waiting).toBeUndefined();
    await expect(Promise.resolve(loadEntry(args('remote_shared')))).rejects.toThrow(/remote_shared: its files.json does not match/);
    // A remote without pinned chunks loads at once.
    expect(await loadEntry(args('remote_dashboard'))).toBeUndefined();
  });
});
