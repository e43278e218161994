// Test helper (not part of any bundle): a fake server behind the real API client. It replaces only the
// client's transport (its axios adapter), the last step of a request, so the client's base URL, default headers and interceptors run
// exactly as in the browser, and every request that reached "the network" is recorded for the test to read.
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { requestUri, setTransport } from '../api/client';

export interface SentRequest {
  /** Upper-case method, e.g. 'POST'. */
  method: string;
  /** The path relative to the API base, e.g. 'user/'. */
  url: string;
  /** What the browser would request, e.g. '/api/user/'. */
  fullUrl: string;
  headers: AxiosHeaders;
  /** The body as the adapter received it (a FormData stays a FormData, an object is JSON text). */
  data: unknown;
  params: unknown;
}

/** A reply of the fake server: a status (200 by default) and a body, or a network failure. */
export type Reply = { status?: number; data?: unknown } | { networkError: true };
export type Handler = Reply | ((request: SentRequest) => Reply | Promise<Reply>);

export interface FakeApi {
  /** Every request the client sent, in order. */
  requests: SentRequest[];
  /** The requests sent to one route, e.g. `sent('POST token/')`. */
  sent(route: string): SentRequest[];
  /** Adds or replaces a route. */
  on(route: string, handler: Handler): void;
}

/**
 * Installs the fake server. `routes` keys are 'METHOD path' (path relative to the API base, query string
 * excluded). An unknown route answers 404 `{"detail": "Not found."}`, as the real server does.
 */
export function installFakeApi(routes: Record<string, Handler> = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const requests: SentRequest[] = [];

  setTransport(async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').split('?')[0];
    const request: SentRequest = {
      method,
      url,
      fullUrl: await requestUri(config),
      headers: AxiosHeaders.from(config.headers),
      data: config.data,
      params: config.params,
    };
    requests.push(request);
    const handler = table.get(`${method} ${url}`) ?? { status: 404, data: { detail: 'Not found.' } };
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    if ('networkError' in reply) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const status = reply.status ?? 200;
    const response: AxiosResponse = { data: reply.data ?? null, status, statusText: status < 400 ? 'OK' : 'Error', headers: {}, config };
    if (status >= 400) {
      const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
    }
    return response;
  });

  return {
    requests,
    sent: (route) => requests.filter((r) => `${r.method} ${r.url}` === route),
    on: (route, handler) => void table.set(route, handler),
  };
}

/** Puts the client's own adapter back. */
export function uninstallFakeApi(): void {
  setTransport(undefined);
}

/** A reply the test releases later, to look at the screen while a request is under way. */
export function deferred<T = Reply>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Forgets everything a previous test left in the browser: local storage and cookies. */
export function resetBrowserState(): void {
  window.localStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** The entries of a multipart body, as `{ field: value }` (a file stays a File). */
export function formEntries(body: unknown): Record<string, FormDataEntryValue> {
  if (!(body instanceof FormData)) throw new Error(`expected a FormData body, got ${typeof body}`);
  return Object.fromEntries(body.entries());
}

/** The JSON body a request carried. */
export function jsonBody(body: unknown): unknown {
  return typeof body === 'string' ? JSON.parse(body) : body;
}
