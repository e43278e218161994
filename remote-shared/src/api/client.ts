// The one HTTP client of the product: every call goes to the API base path on the site's own origin, asks for
// JSON and carries the CSRF token from the `csrftoken` cookie. A FormData body goes out as multipart (the
// browser sets the boundary). The bearer token is added by the one call that needs it (GET user/).
//
// axios itself is fetched with the first call, not with the page: a public page drawn on the server arrives
// with its data, so a visitor who only reads never needs it (20 KB of JavaScript on a slow line).
import type { AxiosAdapter, AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

export const API_BASE = '/api/';

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function withCsrf(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const csrf = readCookie('csrftoken');
  if (csrf) config.headers.set('X-CSRFToken', csrf);
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
    // Let the browser write `multipart/form-data; boundary=...` itself.
    config.headers.delete('Content-Type');
  }
  return config;
}

let instance: Promise<AxiosInstance> | null = null;
// Where requests go instead of the network: the server's renderer (in-process reads) and the tests' fake API.
let transport: AxiosAdapter | undefined;

/** The axios instance behind the client, created (and axios fetched) on first use. */
export function axiosClient(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) => {
    const created = axios.create({ baseURL: API_BASE, headers: { Accept: 'application/json' }, withCredentials: true });
    created.interceptors.request.use(withCsrf);
    const network = axios.getAdapter(axios.defaults.adapter);
    created.defaults.adapter = (config) => (transport ?? network)(config);
    return created;
  });
  return instance;
}

/** Sends the client's requests to `adapter` instead of the network; `undefined` sends them to the network again. */
export function setTransport(adapter: AxiosAdapter | undefined): void {
  transport = adapter;
}

/** The URL a request goes to, as the browser would write it: `/api/user/`. */
export const requestUri = async (config: AxiosRequestConfig): Promise<string> => (await axiosClient()).getUri(config);

type Body = unknown;

export const apiClient = {
  request: async <T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> => (await axiosClient()).request<T>(config),
  get: async <T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> => (await axiosClient()).get<T>(url, config),
  post: async <T = unknown>(url: string, data?: Body, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> => (await axiosClient()).post<T>(url, data, config),
};

export type ApiError = AxiosError<unknown>;

/** Whether `error` is a failed call of the client (axios's own test, without loading axios for it). */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
