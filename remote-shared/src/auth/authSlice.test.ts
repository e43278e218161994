import { fieldErrors } from '../api/errors';
import { makeStore } from '../store/store';
import { deferred, formEntries, installFakeApi, jsonBody, resetBrowserState, uninstallFakeApi, type Reply } from '../testing/fakeApi';
import { ADMIN, GENERAL, rememberSession } from '../testing/users';
import { adoptSession, clearAuth, fetchUser, login, logout, pageDrawnSignedIn, register } from './authSlice';

beforeEach(() => resetBrowserState());
afterEach(() => {
  uninstallFakeApi();
  delete document.documentElement.dataset.auth;
});

const stored = () => ({ token: localStorage.getItem('access_token'), user: localStorage.getItem('user') });

describe('initial state', () => {
  it('is signed out with nothing stored', () => {
    expect(makeStore().getState().auth).toEqual({ access_token: null, user: null, loading: false, error: null, adopting: false });
  });

  it('restores the token and the cached user of a previous visit', () => {
    rememberSession(ADMIN, 'tok-1');
    expect(makeStore().getState().auth).toEqual({ access_token: 'tok-1', user: ADMIN, loading: false, error: null, adopting: false });
  });

  it('is loading when a token is stored without a user (the user is fetched before anything renders)', () => {
    rememberSession(null, 'tok-1');
    const { auth } = makeStore().getState();
    expect(auth.access_token).toBe('tok-1');
    expect(auth.user).toBeNull();
    expect(auth.loading).toBe(true);
  });

  it('does not crash on junk in the user key, and treats it as no user', () => {
    localStorage.setItem('access_token', 'tok-1');
    localStorage.setItem('user', '{not json');
    const { auth } = makeStore().getState();
    expect(auth.user).toBeNull();
    expect(auth.loading).toBe(true);

    localStorage.setItem('user', '"a string"');
    expect(makeStore().getState().auth.user).toBeNull();
  });

  it('ignores a cached user without a token', () => {
    localStorage.setItem('user', JSON.stringify(ADMIN));
    expect(makeStore().getState().auth).toMatchObject({ access_token: null, user: null, loading: false });
  });
});

describe('a session signed in without JavaScript (the server drew the page for it: <html data-auth>)', () => {
  it.each([
    ['user', true],
    ['admin', true],
    ['visitor', false],
    ['', false],
  ])('data-auth="%s" is a page drawn signed in: %s', (kind, signedIn) => {
    document.documentElement.dataset.auth = kind;
    expect(pageDrawnSignedIn()).toBe(signedIn);
  });

  it('starts adopting the session when the page was drawn signed in and no token is stored, without the full-page loading', () => {
    document.documentElement.dataset.auth = 'user';
    expect(makeStore().getState().auth).toEqual({ access_token: null, user: null, loading: false, error: null, adopting: true });
    // A token of this browser wins: nothing to adopt.
    rememberSession(GENERAL, 'tok-1');
    expect(makeStore().getState().auth.adopting).toBe(false);
  });

  it('adoptSession takes a new access token through the session cookie, then the user, and stores both', async () => {
    document.documentElement.dataset.auth = 'admin';
    const api = installFakeApi({ 'POST token/refresh/': { data: { access: 'acc-5' } }, 'GET user/': { data: ADMIN } });
    const store = makeStore();
    const user = await store.dispatch(adoptSession()).unwrap();
    expect(user).toEqual(ADMIN);
    expect(api.sent('POST token/refresh/')).toHaveLength(1);
    expect(api.sent('GET user/')[0].headers.get('Authorization')).toBe('Bearer acc-5');
    expect(store.getState().auth).toEqual({ access_token: 'acc-5', user: ADMIN, loading: false, error: null, adopting: false });
    expect(stored()).toEqual({ token: 'acc-5', user: JSON.stringify(ADMIN) });
  });

  it('never shows the full-page loading while adopting', async () => {
    document.documentElement.dataset.auth = 'user';
    const reply = deferred<Reply>();
    installFakeApi({ 'POST token/refresh/': { data: { access: 'acc-6' } }, 'GET user/': () => reply.promise });
    const store = makeStore();
    const adopting = store.dispatch(adoptSession());
    await new Promise((r) => setTimeout(r, 10));
    expect(store.getState().auth).toMatchObject({ loading: false, adopting: true });
    reply.resolve({ data: GENERAL });
    await adopting;
    expect(store.getState().auth).toMatchObject({ user: GENERAL, loading: false, adopting: false });
  });

  it('ends as a visitor when the session has ended (the refresh is refused), storing nothing', async () => {
    document.documentElement.dataset.auth = 'user';
    const api = installFakeApi({ 'POST token/refresh/': { status: 401, data: { detail: 'No session' } } });
    const store = makeStore();
    expect(await store.dispatch(adoptSession()).unwrap()).toBeNull();
    expect(api.sent('GET user/')).toHaveLength(0);
    expect(store.getState().auth).toEqual({ access_token: null, user: null, loading: false, error: null, adopting: false });
    expect(stored()).toEqual({ token: null, user: null });
  });

  it('stops adopting when the user cannot be fetched', async () => {
    document.documentElement.dataset.auth = 'user';
    installFakeApi({ 'POST token/refresh/': { data: { access: 'acc-6' } }, 'GET user/': { status: 500, data: {} } });
    const store = makeStore();
    await store.dispatch(adoptSession());
    expect(store.getState().auth).toMatchObject({ user: null, adopting: false, error: 'Failed to fetch user data.' });
  });
});

describe('login', () => {
  it('stores the access token, fetches the user with the bearer header and caches it', async () => {
    const api = installFakeApi({ 'POST token/': { data: { access: 'acc-9', refresh: 'r' } }, 'GET user/': { data: ADMIN } });
    const store = makeStore();
    const user = await store.dispatch(login({ username: 'admin', password: 'pass-word' })).unwrap();

    expect(user).toEqual(ADMIN);
    expect(jsonBody(api.sent('POST token/')[0].data)).toEqual({ username: 'admin', password: 'pass-word' });
    expect(api.sent('GET user/')[0].headers.get('Authorization')).toBe('Bearer acc-9');
    expect(store.getState().auth).toEqual({ access_token: 'acc-9', user: ADMIN, loading: false, error: null, adopting: false });
    expect(stored()).toEqual({ token: 'acc-9', user: JSON.stringify(ADMIN) });
  });

  it('rejects and stores nothing when the credentials are refused', async () => {
    installFakeApi({ 'POST token/': { status: 401, data: { detail: 'No active account found with the given credentials' } } });
    const store = makeStore();
    await expect(store.dispatch(login({ username: 'x', password: 'y' })).unwrap()).rejects.toBeDefined();
    expect(store.getState().auth).toMatchObject({ access_token: null, user: null, loading: false });
    expect(stored()).toEqual({ token: null, user: null });
  });

  it('rejects when the token answer has no access field', async () => {
    const api = installFakeApi({ 'POST token/': { data: {} } });
    const store = makeStore();
    await expect(store.dispatch(login({ username: 'x', password: 'y' })).unwrap()).rejects.toMatchObject({ message: 'The server answered without a token.' });
    expect(api.sent('GET user/')).toHaveLength(0);
    expect(stored().token).toBeNull();
  });
});

describe('fetchUser', () => {
  it('without a token sets the error "No token found. Please log in." and clears the user', async () => {
    const api = installFakeApi();
    const store = makeStore({ auth: { access_token: null, user: ADMIN, loading: false, error: null, adopting: false } });
    localStorage.setItem('user', JSON.stringify(ADMIN));
    await store.dispatch(fetchUser());
    expect(store.getState().auth).toMatchObject({ user: null, error: 'No token found. Please log in.', loading: false });
    expect(stored().user).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it("a failing fetch sets the server's detail and clears the user", async () => {
    rememberSession(GENERAL, 'tok-1');
    installFakeApi({ 'GET user/': { status: 500, data: { detail: 'Database unavailable' } } });
    const store = makeStore();
    await store.dispatch(fetchUser());
    expect(store.getState().auth).toMatchObject({ user: null, error: 'Database unavailable', loading: false });
    expect(stored().user).toBeNull();
  });

  it("a failing fetch without a detail sets 'Failed to fetch user data.'", async () => {
    rememberSession(GENERAL, 'tok-1');
    installFakeApi({ 'GET user/': { status: 502, data: '<html>Bad gateway</html>' } });
    const store = makeStore();
    await store.dispatch(fetchUser());
    expect(store.getState().auth).toMatchObject({ user: null, error: 'Failed to fetch user data.' });

    installFakeApi({ 'GET user/': { networkError: true } });
    const second = makeStore({ auth: { access_token: 'tok-1', user: GENERAL, loading: false, error: null, adopting: false } });
    await second.dispatch(fetchUser());
    expect(second.getState().auth).toMatchObject({ user: null, error: 'Failed to fetch user data.' });
  });

  it('an answer that is not a user is a failure', async () => {
    rememberSession(null, 'tok-1');
    installFakeApi({ 'GET user/': { data: { hello: 'world' } } });
    const store = makeStore();
    await store.dispatch(fetchUser());
    expect(store.getState().auth).toMatchObject({ user: null, error: 'Failed to fetch user data.', loading: false });
  });

  it('shows loading while the user is fetched, but not for a silent refresh', async () => {
    rememberSession(GENERAL, 'tok-1');
    const reply = deferred<Reply>();
    installFakeApi({ 'GET user/': () => reply.promise });
    const store = makeStore();
    const silent = store.dispatch(fetchUser({ silent: true }));
    expect(store.getState().auth.loading).toBe(false);
    const loud = store.dispatch(fetchUser());
    expect(store.getState().auth.loading).toBe(true);
    reply.resolve({ data: { ...GENERAL, full_name: 'Rahim U.' } });
    await Promise.all([silent, loud]);
    expect(store.getState().auth).toMatchObject({ loading: false, user: { full_name: 'Rahim U.' } });
    expect(JSON.parse(stored().user!)).toMatchObject({ full_name: 'Rahim U.' });
  });

  it('on 401 refreshes the token once (POST token/refresh/) and retries with the new token', async () => {
    rememberSession(null, 'old-token');
    const api = installFakeApi({
      'GET user/': (req) => (req.headers.get('Authorization') === 'Bearer new-token' ? { data: ADMIN } : { status: 401, data: { detail: 'Token expired' } }),
      'POST token/refresh/': { data: { access: 'new-token' } },
    });
    const store = makeStore();
    await store.dispatch(fetchUser());

    expect(api.sent('POST token/refresh/')).toHaveLength(1);
    expect(api.sent('GET user/').map((r) => r.headers.get('Authorization'))).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(store.getState().auth).toEqual({ access_token: 'new-token', user: ADMIN, loading: false, error: null, adopting: false });
    expect(stored()).toEqual({ token: 'new-token', user: JSON.stringify(ADMIN) });
  });

  it('on 401 with a refused refresh signs out (token and user removed)', async () => {
    rememberSession(GENERAL, 'old-token');
    const api = installFakeApi({
      'GET user/': { status: 401, data: { detail: 'Token expired' } },
      'POST token/refresh/': { status: 401, data: { detail: 'No session' } },
    });
    const store = makeStore();
    await store.dispatch(fetchUser());
    expect(api.sent('POST token/refresh/')).toHaveLength(1);
    expect(api.sent('GET user/')).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ access_token: null, user: null, error: 'Token expired' });
    expect(stored()).toEqual({ token: null, user: null });
  });

  it('keeps the token when the user call fails for another reason than 401', async () => {
    rememberSession(GENERAL, 'tok-1');
    const api = installFakeApi({ 'GET user/': { status: 500, data: {} } });
    const store = makeStore();
    await store.dispatch(fetchUser());
    expect(api.sent('POST token/refresh/')).toHaveLength(0);
    expect(store.getState().auth.access_token).toBe('tok-1');
    expect(stored().token).toBe('tok-1');
  });
});

describe('logout', () => {
  it('ends the session on the server and removes both keys', async () => {
    rememberSession(ADMIN, 'tok-1');
    const api = installFakeApi({ 'POST logout/': { status: 204 } });
    const store = makeStore();
    await store.dispatch(logout());
    expect(api.sent('POST logout/')).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ access_token: null, user: null });
    expect(stored()).toEqual({ token: null, user: null });
  });

  it('removes both keys even when the server call fails', async () => {
    rememberSession(ADMIN, 'tok-1');
    installFakeApi({ 'POST logout/': { status: 500, data: { detail: 'boom' } } });
    const store = makeStore();
    await store.dispatch(logout());
    expect(store.getState().auth).toMatchObject({ access_token: null, user: null });
    expect(stored()).toEqual({ token: null, user: null });

    rememberSession(ADMIN, 'tok-2');
    installFakeApi({ 'POST logout/': { networkError: true } });
    const offline = makeStore();
    await offline.dispatch(logout());
    expect(offline.getState().auth).toMatchObject({ access_token: null, user: null });
    expect(stored()).toEqual({ token: null, user: null });
  });

  it('clearAuth signs out locally without a call', () => {
    rememberSession(ADMIN, 'tok-1');
    const api = installFakeApi();
    const store = makeStore();
    store.dispatch(clearAuth());
    expect(store.getState().auth).toEqual({ access_token: null, user: null, loading: false, error: null, adopting: false });
    expect(stored()).toEqual({ token: null, user: null });
    expect(api.requests).toHaveLength(0);
  });
});

describe('register', () => {
  it('sends multipart with only the filled fields, the picture included', async () => {
    const api = installFakeApi({ 'POST register/': { status: 201, data: { id: 5 } } });
    const picture = new File(['png-bytes'], 'me.png', { type: 'image/png' });
    await makeStore()
      .dispatch(register({ username: 'karim', full_name: 'Karim', email: '', phone: '01700000000', password: 'long-pass', confirm_password: 'long-pass', profile_picture: picture, address: '   ', extra: null }))
      .unwrap();

    const [request] = api.sent('POST register/');
    expect(request.data).toBeInstanceOf(FormData);
    const body = formEntries(request.data);
    expect(Object.keys(body).sort()).toEqual(['confirm_password', 'full_name', 'password', 'phone', 'profile_picture', 'username']);
    expect(body.username).toBe('karim');
    expect(body.profile_picture).toBeInstanceOf(File);
    expect((body.profile_picture as File).name).toBe('me.png');
  });

  it("leaves the picture out when none was chosen, and rejects with the server's answer so a form can read the field errors", async () => {
    const api = installFakeApi({ 'POST register/': { status: 400, data: { username: ['A user with that username already exists.'] } } });
    const store = makeStore();
    const result = store.dispatch(register({ username: 'karim', full_name: 'Karim', phone: '01700000000', password: 'p', confirm_password: 'p', profile_picture: null }));
    const error = await result.unwrap().catch((e: unknown) => e);
    expect(error).toEqual({ status: 400, data: { username: ['A user with that username already exists.'] } });
    expect(fieldErrors(error)).toEqual({ username: ['A user with that username already exists.'] });
    expect(Object.keys(formEntries(api.requests[0].data))).not.toContain('profile_picture');
    expect(store.getState().auth.user).toBeNull();
  });

  it('rejects with the error itself when the server cannot be reached', async () => {
    installFakeApi({ 'POST register/': { networkError: true } });
    const error = await makeStore()
      .dispatch(register({ username: 'karim' }))
      .unwrap()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Network Error' });
    expect(fieldErrors(error)).toEqual({});
  });
});
