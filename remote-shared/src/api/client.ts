// The one HTTP client of the product: every call goes to the API base path on the site's own origin, asks for
// JSON and carries the CSRF token from the `csrftoken` cookie. A FormData body goes out as multipart (the
// browser sets the boundary). The bearer token is added by the one call that needs it (GET user/).
import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';

export const API_BASE = '/api/';

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export const apiClient = axios.create({
  baseURL: API_BASE,
  headers: { Accept: 'application/json' },
  withCredentials: true,
});

export function withCsrf(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const csrf = readCookie('csrftoken');
  if (csrf) config.headers.set('X-CSRFToken', csrf);
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
    // Let the browser write `multipart/form-data; boundary=...` itself.
    config.headers.delete('Content-Type');
  }
  return config;
}

apiClient.interceptors.request.use(withCsrf);

export type ApiError = AxiosError<unknown>;
