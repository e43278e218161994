import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '../store/store';
import { installFakeApi, resetBrowserState, uninstallFakeApi } from '../testing/fakeApi';
import { ADMIN, GENERAL, rememberSession } from '../testing/users';
import { useAuth } from './hooks';

beforeEach(() => resetBrowserState());
afterEach(() => uninstallFakeApi());

function renderAuth(store: AppStore) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useAuth(), { wrapper });
}

describe('useAuth', () => {
  it('tells an Admin from another user', () => {
    rememberSession(ADMIN);
    expect(renderAuth(makeStore()).result.current).toMatchObject({ user: ADMIN, isAdmin: true });
    resetBrowserState();
    rememberSession(GENERAL);
    expect(renderAuth(makeStore()).result.current).toMatchObject({ user: GENERAL, isAdmin: false });
    resetBrowserState();
    expect(renderAuth(makeStore()).result.current).toMatchObject({ user: null, isAdmin: false, access_token: null });
  });

  it('login resolves with the user and updates every reader of the store', async () => {
    installFakeApi({ 'POST token/': { data: { access: 'a1' } }, 'GET user/': { data: ADMIN } });
    const { result } = renderAuth(makeStore());
    let user: unknown;
    await act(async () => {
      user = await result.current.login('admin', 'password1');
    });
    expect(user).toEqual(ADMIN);
    expect(result.current).toMatchObject({ user: ADMIN, isAdmin: true, access_token: 'a1' });
  });

  it('login rejects on refused credentials, so a form can say so', async () => {
    installFakeApi({ 'POST token/': { status: 401, data: { detail: 'No active account' } } });
    const { result } = renderAuth(makeStore());
    await act(async () => {
      await expect(result.current.login('admin', 'wrong')).rejects.toBeDefined();
    });
    expect(result.current.user).toBeNull();
  });

  it('logout signs out; refreshUser(true) refreshes without the loading flag', async () => {
    rememberSession(GENERAL, 't');
    const api = installFakeApi({ 'GET user/': { data: { ...GENERAL, full_name: 'Renamed' } }, 'POST logout/': { status: 204 } });
    const { result } = renderAuth(makeStore());
    act(() => {
      void result.current.refreshUser(true);
    });
    expect(result.current.loading).toBe(false);
    await waitFor(() => expect(result.current.user?.full_name).toBe('Renamed'));
    expect(api.sent('GET user/')).toHaveLength(1);

    await act(async () => {
      await result.current.logout();
    });
    expect(result.current).toMatchObject({ user: null, access_token: null, isAdmin: false });
    expect(localStorage.getItem('user')).toBeNull();
  });
});
