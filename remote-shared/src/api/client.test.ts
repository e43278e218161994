import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { makeStore } from '../store/store';
import { login, logout, register } from '../auth/authSlice';
import { installFakeApi, jsonBody, resetBrowserState, uninstallFakeApi } from '../testing/fakeApi';
import { ADMIN } from '../testing/users';
import { API_BASE, apiClient, axiosClient, readCookie, withCsrf } from './client';

beforeEach(() => resetBrowserState());
afterEach(() => uninstallFakeApi());

describe('API client', () => {
  it('sends every call to /api/ on the same origin and asks for JSON', async () => {
    const api = installFakeApi({ 'GET institutions/': { data: [] } });
    await apiClient.get('institutions/');
    const [request] = api.requests;
    expect(API_BASE).toBe('/api/');
    expect(request.fullUrl).toBe('/api/institutions/');
    expect(request.headers.get('Accept')).toBe('application/json');
  });

  it('carries the CSRF token of the csrftoken cookie', async () => {
    document.cookie = 'sessionid=abc';
    document.cookie = 'csrftoken=tok%2B123';
    const api = installFakeApi({ 'POST contacts/': { status: 201, data: {} } });
    await apiClient.post('contacts/', { name: 'A' });
    expect(api.requests[0].headers.get('X-CSRFToken')).toBe('tok+123');
  });

  it('sends no CSRF header when there is no csrftoken cookie', async () => {
    const api = installFakeApi({ 'GET notices/': { data: [] } });
    await apiClient.get('notices/');
    expect(api.requests[0].headers.has('X-CSRFToken')).toBe(false);
    expect(readCookie('csrftoken')).toBeNull();
  });

  it('sends an object body as JSON', async () => {
    const api = installFakeApi({ 'POST classes/': { status: 201, data: { id: 1, name: 'Six' } } });
    await apiClient.post('classes/', { name: 'Six' });
    const [request] = api.requests;
    expect(request.headers.getContentType()).toMatch(/application\/json/);
    expect(jsonBody(request.data)).toEqual({ name: 'Six' });
  });

  it('sends a FormData body as it is, without a JSON content type', async () => {
    const api = installFakeApi({ 'POST gallery/': { status: 201, data: {} } });
    const body = new FormData();
    body.append('caption', 'Campus');
    await apiClient.post('gallery/', body, { headers: { 'Content-Type': 'application/json' } });
    const [request] = api.requests;
    expect(request.data).toBe(body);
    expect(String(request.headers.getContentType() ?? '')).not.toMatch(/json/);
  });

  it('removes a content type set on a FormData request, so the browser writes the multipart boundary', () => {
    const headers = new AxiosHeaders({ 'Content-Type': 'application/json' });
    const config = withCsrf({ headers, data: new FormData() } as InternalAxiosRequestConfig);
    expect(config.headers.has('Content-Type')).toBe(false);
    const json = withCsrf({ headers: new AxiosHeaders({ 'Content-Type': 'application/json' }), data: { a: 1 } } as InternalAxiosRequestConfig);
    expect(json.headers.get('Content-Type')).toBe('application/json');
  });
});

describe('bearer token', () => {
  it('is sent on GET user/ only, not on token/, register/ or logout/', async () => {
    const api = installFakeApi({
      'POST token/': { data: { access: 'access-1' } },
      'GET user/': { data: ADMIN },
      'POST register/': { status: 201, data: {} },
      'POST logout/': { status: 204 },
    });
    const store = makeStore();
    await store.dispatch(login({ username: 'admin', password: 'secret-pass' })).unwrap();
    await store.dispatch(register({ username: 'new', full_name: 'New', phone: '01700000000', password: 'p', confirm_password: 'p' })).unwrap();
    await store.dispatch(logout()).unwrap();

    const auth = (route: string) => api.sent(route).map((r) => r.headers.get('Authorization') ?? null);
    expect(auth('GET user/')).toEqual(['Bearer access-1']);
    expect(auth('POST token/')).toEqual([null]);
    expect(auth('POST register/')).toEqual([null]);
    expect(auth('POST logout/')).toEqual([null]);
    expect((await axiosClient()).defaults.headers.common.Authorization).toBeUndefined();
  });
});
