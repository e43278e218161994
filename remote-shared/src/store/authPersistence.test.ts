import { authSlice, clearAuth, fetchUser, login, logout, tokenReceived, type AuthState } from '../auth/authSlice';
import { resetBrowserState } from '../testing/fakeApi';
import { ADMIN, GENERAL, rememberSession } from '../testing/users';
import { makeStore } from './store';

beforeEach(() => resetBrowserState());
afterEach(() => jest.restoreAllMocks());

const stored = () => ({ token: localStorage.getItem('access_token'), user: localStorage.getItem('user') });
const SIGNED_IN: AuthState = { access_token: 'tok-1', user: GENERAL, loading: false, error: null, adopting: false };
const SIGNED_OUT: AuthState = { access_token: null, user: null, loading: false, error: null, adopting: false };

const fetched = (user = ADMIN, access_token = 'tok-2') => fetchUser.fulfilled({ user, access_token }, 'req', undefined);
const fetchFailed = (signedOut: boolean) => fetchUser.rejected(null, 'req', undefined, { message: 'Failed to fetch user data.', signedOut });

describe('the auth reducer', () => {
  it('is pure: it computes the next state and touches no storage', () => {
    const storage = ['getItem', 'setItem', 'removeItem', 'clear'].map((method) => jest.spyOn(Storage.prototype, method as 'getItem'));
    const cases: [AuthState, Parameters<typeof authSlice.reducer>[1], Partial<AuthState>][] = [
      [SIGNED_OUT, tokenReceived('tok-9'), { access_token: 'tok-9' }],
      [SIGNED_OUT, fetched(), { access_token: 'tok-2', user: ADMIN }],
      [SIGNED_IN, fetchFailed(false), { access_token: 'tok-1', user: null, error: 'Failed to fetch user data.' }],
      [SIGNED_IN, fetchFailed(true), { access_token: null, user: null }],
      [SIGNED_IN, clearAuth(), SIGNED_OUT],
      [SIGNED_IN, logout.fulfilled(undefined, 'req'), { access_token: null, user: null }],
      [SIGNED_OUT, login.rejected(new Error('refused'), 'req', { username: 'x', password: 'y' }), { error: 'refused' }],
    ];
    for (const [before, action, expected] of cases) {
      const frozen = Object.freeze({ ...before });
      const after = authSlice.reducer(frozen, action);
      expect(after).toMatchObject(expected);
      expect(authSlice.reducer(frozen, action)).toEqual(after); // same input, same output
    }
    for (const spy of storage) expect(spy).not.toHaveBeenCalled();
    expect(localStorage).toHaveLength(0);
  });
});

describe("the store's auth listener", () => {
  it('keeps a new token, then the fetched user with its token', () => {
    const store = makeStore();
    store.dispatch(tokenReceived('tok-1'));
    expect(stored()).toEqual({ token: 'tok-1', user: null });
    store.dispatch(fetched(ADMIN, 'tok-2'));
    expect(stored()).toEqual({ token: 'tok-2', user: JSON.stringify(ADMIN) });
  });

  it('forgets the cached user when it cannot be fetched, and the token too when the session has ended', () => {
    rememberSession(GENERAL, 'tok-1');
    const store = makeStore();
    store.dispatch(fetchFailed(false));
    expect(stored()).toEqual({ token: 'tok-1', user: null });
    store.dispatch(fetchFailed(true));
    expect(stored()).toEqual({ token: null, user: null });
  });

  it.each([
    ['clearAuth', clearAuth()],
    ['logout', logout.fulfilled(undefined, 'req')],
  ])('clears both keys on %s', (_name, action) => {
    rememberSession(GENERAL, 'tok-1');
    const store = makeStore();
    store.dispatch(action);
    expect(stored()).toEqual({ token: null, user: null });
    expect(store.getState().auth).toMatchObject({ access_token: null, user: null });
  });

  it('writes nothing for actions that do not change the session', () => {
    rememberSession(GENERAL, 'tok-1');
    const store = makeStore();
    const write = jest.spyOn(Storage.prototype, 'setItem');
    const remove = jest.spyOn(Storage.prototype, 'removeItem');
    store.dispatch(login.rejected(new Error('refused'), 'req', { username: 'x', password: 'y' }));
    store.dispatch({ type: 'something/else' });
    expect(write).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
    expect(stored()).toEqual({ token: 'tok-1', user: JSON.stringify(GENERAL) });
  });

  it('belongs to each store: a store writes what its own session does', () => {
    const first = makeStore();
    const second = makeStore();
    first.dispatch(tokenReceived('tok-a'));
    second.dispatch(tokenReceived('tok-b'));
    expect(stored().token).toBe('tok-b');
    first.dispatch(clearAuth());
    expect(stored().token).toBeNull();
  });
});
