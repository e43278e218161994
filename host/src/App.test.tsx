import { screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useLocation } from 'react-router-dom';
import { makeStore } from '../../remote-shared/src/store/store';
import { renderApp } from '../../remote-shared/src/testing/render';
import { deferred, installFakeApi, resetBrowserState, uninstallFakeApi, type Reply } from '../../remote-shared/src/testing/fakeApi';
import { ADMIN, GENERAL, rememberSession } from '../../remote-shared/src/testing/users';
import { App } from './App';

// The federation runtime is the one piece that needs a real browser and real remotes: here it hands back
// small stand-ins for the public site and the dashboard.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

function PublicStandIn() {
  return <h1>Public site at {useLocation().pathname}</h1>;
}
function DashboardStandIn() {
  return <h1>Dashboard area</h1>;
}

beforeEach(() => {
  resetBrowserState();
  jest.mocked(loadRemote).mockReset();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: id === 'remote_dashboard/DashboardApp' ? DashboardStandIn : PublicStandIn }));
});
afterEach(() => {
  uninstallFakeApi();
  delete document.documentElement.dataset.auth;
  document.getElementById('root')?.remove();
});

describe('App', () => {
  it("shows 'Loading...' while the user of a stored token is fetched, then the site", async () => {
    rememberSession(null, 'tok-7');
    const reply = deferred<Reply>();
    const api = installFakeApi({ 'GET user/': () => reply.promise });
    renderApp(<App />, { route: '/', store: makeStore() });

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET user/')).toHaveLength(1));
    expect(api.sent('GET user/')[0].headers.get('Authorization')).toBe('Bearer tok-7');

    reply.resolve({ data: GENERAL });
    expect(await screen.findByRole('heading', { name: 'Public site at /' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(GENERAL);
  });

  it('leaves the loading screen when the user fetch fails', async () => {
    rememberSession(null, 'tok-7');
    installFakeApi({ 'GET user/': { status: 401, data: { detail: 'Token expired' } }, 'POST token/refresh/': { status: 401, data: {} } });
    renderApp(<App />, { route: '/notice', store: makeStore() });
    expect(await screen.findByRole('heading', { name: 'Public site at /notice' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('refreshes a cached user quietly, without the loading screen', async () => {
    rememberSession(GENERAL, 'tok-7');
    const api = installFakeApi({ 'GET user/': { data: { ...GENERAL, full_name: 'New Name' } } });
    const { store } = renderApp(<App />, { route: '/', store: makeStore() });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Public site at /' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.user?.full_name).toBe('New Name'));
    expect(api.sent('GET user/')).toHaveLength(1);
  });

  it('makes no user call for a visitor', async () => {
    const api = installFakeApi();
    renderApp(<App />, { route: '/', store: makeStore() });
    expect(await screen.findByRole('heading', { name: 'Public site at /' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    expect(loadRemote).toHaveBeenCalledWith('remote_public/PublicApp');
  });

  it('shows the dashboard remote to an Admin', async () => {
    rememberSession(ADMIN, 'tok-7');
    installFakeApi({ 'GET user/': { data: ADMIN } });
    renderApp(<App />, { route: '/dashboard/notices', store: makeStore() });
    expect(await screen.findByRole('heading', { name: 'Dashboard area' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('remote_dashboard/DashboardApp');
  });

  it('sends a General user and a visitor from /dashboard to /login, without loading the dashboard', async () => {
    rememberSession(GENERAL, 'tok-7');
    installFakeApi({ 'GET user/': { data: GENERAL } });
    const first = renderApp(<App />, { route: '/dashboard', store: makeStore() });
    expect(await screen.findByRole('heading', { name: 'Public site at /login' })).toBeInTheDocument();
    first.unmount();

    resetBrowserState();
    renderApp(<App />, { route: '/dashboard/college-info', store: makeStore() });
    expect(await screen.findByRole('heading', { name: 'Public site at /login' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalledWith('remote_dashboard/DashboardApp');
  });

  it('never covers a page the server drew with the loading screen: the user of a stored token is fetched quietly', async () => {
    rememberSession(null, 'tok-7');
    const reply = deferred<Reply>();
    const api = installFakeApi({ 'GET user/': () => reply.promise });
    const { store } = renderApp(<App drawnByServer />, { route: '/notice', store: makeStore() });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Public site at /notice' })).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET user/')).toHaveLength(1));
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    reply.resolve({ data: GENERAL });
    await waitFor(() => expect(store.getState().auth.user).toEqual(GENERAL));
    expect(screen.getByRole('heading', { name: 'Public site at /notice' })).toBeInTheDocument();
  });

  it('knows a page the server drew by its root element (data-server-rendered)', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-server-rendered', '');
    document.body.append(root);
    document.documentElement.dataset.auth = 'user';
    rememberSession(null, 'tok-7');
    installFakeApi({ 'GET user/': () => new Promise<Reply>(() => {}) });
    renderApp(<App />, { route: '/', store: makeStore() });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Public site at /' })).toBeInTheDocument();
  });

  it('takes the server at its word on a page it drew for a visitor: a stored session is forgotten, offline copies too', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-server-rendered', '');
    document.body.append(root);
    rememberSession(GENERAL, 'tok-8');
    const deleted: string[] = [];
    const names = ['college-pages', 'workbox-precache-v2'];
    Object.assign(globalThis, { caches: { keys: async () => names, delete: async (name: string) => deleted.push(name) } });
    const api = installFakeApi({ 'POST logout/': { data: {} }, 'GET user/': { data: GENERAL } });
    const { store } = renderApp(<App />, { route: '/', store: makeStore() });
    expect(await screen.findByRole('heading', { name: 'Public site at /' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth).toMatchObject({ user: null, access_token: null }));
    expect([localStorage.getItem('access_token'), localStorage.getItem('user')]).toEqual([null, null]);
    expect(deleted).toEqual(['college-pages']);
    expect(api.sent('GET user/')).toHaveLength(0);
    delete (globalThis as { caches?: unknown }).caches;
  });

  it('keeps a stored session on a kept copy the service worker shows offline (drawn for anyone)', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-server-rendered', '');
    document.body.append(root);
    const note = document.createElement('div');
    note.className = 'offline-note';
    document.body.prepend(note);
    rememberSession(GENERAL, 'tok-9');
    installFakeApi({ 'GET user/': { data: GENERAL } });
    const { store } = renderApp(<App />, { route: '/', store: makeStore() });
    expect(await screen.findByRole('heading', { name: 'Public site at /' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth).toMatchObject({ user: GENERAL, access_token: 'tok-9' }));
    note.remove();
  });

  it('takes over a session the server signed in without JavaScript (<html data-auth>), without the loading screen', async () => {
    document.documentElement.dataset.auth = 'admin';
    const api = installFakeApi({ 'POST token/refresh/': { data: { access: 'acc-3' } }, 'GET user/': { data: ADMIN } });
    const { store } = renderApp(<App drawnByServer />, { route: '/', store: makeStore() });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Public site at /' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth).toMatchObject({ user: ADMIN, access_token: 'acc-3', adopting: false }));
    expect(api.sent('POST token/refresh/')).toHaveLength(1);
    expect(api.sent('GET user/')[0].headers.get('Authorization')).toBe('Bearer acc-3');
    expect(localStorage.getItem('access_token')).toBe('acc-3');
  });

  it("opens the dashboard for an Admin whose session the server names on the dashboard's host page (signed in on a light page)", async () => {
    document.documentElement.dataset.auth = 'admin';
    const refresh = deferred<Reply>();
    installFakeApi({ 'POST token/refresh/': () => refresh.promise, 'GET user/': { data: ADMIN } });
    renderApp(<App drawnByServer={false} />, { route: '/dashboard', store: makeStore() });
    // Not sent to the login page while the session is taken over.
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    refresh.resolve({ data: { access: 'acc-4' } });
    expect(await screen.findByRole('heading', { name: 'Dashboard area' })).toBeInTheDocument();
  });
});
