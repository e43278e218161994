// Test helper (not part of any bundle): a fake server behind the real API client. It replaces only the
// client's transport (its axios adapter), the last step of a request, so the client's base URL, default headers and interceptors run
// exactly as in the browser, and every request that reached "the network" is recorded for the test to read.
import { AxiosError, AxiosHeaders, type AxiosProgressEvent, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { requestUri, setTransport } from '../api/client';
import { drfAnswer, type DrfListOptions } from './drfList';

export { drfAnswer, splitQuery, type DrfListOptions } from './drfList';

export interface SentRequest {
  /** Upper-case method, e.g. 'POST'. */
  method: string;
  /** The path relative to the API base, without its query, e.g. 'notices/'. */
  url: string;
  /** The query parameters sent (the URL's own and axios's `params`), as text: `{ page_size: '6', page: '2' }`. */
  query: Record<string, string>;
  /** What the browser would request, e.g. '/api/user/'. */
  fullUrl: string;
  headers: AxiosHeaders;
  /** The body as the adapter received it (a FormData stays a FormData, an object is JSON text). */
  data: unknown;
  params: unknown;
  /** Reports the body's upload as the browser would (`onUploadProgress`), to show a progress bar mid-way. */
  uploadProgress: (loaded: number, total: number) => void;
}

/** A reply of the fake server: a status (200 by default) and a body, or a network failure. */
export type Reply = { status?: number; data?: unknown } | { networkError: true };
export type Handler = Reply | ((request: SentRequest) => Reply | Promise<Reply>);

export interface FakeApi {
  /** Every request the client sent, in order. */
  requests: SentRequest[];
  /**
   * The requests sent to one route, e.g. `sent('POST token/')` (whatever their query), or
   * `sent('GET notices/?page=2')` (those whose query has at least these parameters, with these values).
   */
  sent(route: string): SentRequest[];
  /** Adds or replaces a route. */
  on(route: string, handler: Handler): void;
}

interface Route {
  method: string;
  url: string;
  query: Record<string, string>;
}

/** 'GET notices/?page=2' -> method, path and the query parameters it asks for. */
function parseRoute(route: string): Route {
  const space = route.indexOf(' ');
  const [url, search = ''] = route.slice(space + 1).split('?');
  return { method: route.slice(0, space), url, query: Object.fromEntries(new URLSearchParams(search)) };
}

/** Whether `request` goes to `route`: same method and path, and every parameter the route names, with its value. */
function matches(route: Route, request: Pick<SentRequest, 'method' | 'url' | 'query'>): boolean {
  return route.method === request.method && route.url === request.url && Object.entries(route.query).every(([name, value]) => request.query[name] === value);
}

/** The query of a request as text values: the URL's own parameters, then axios's `params` (null and undefined left out, as axios does). */
function queryOf(url: string, params: unknown): Record<string, string> {
  const query = Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
  if (params instanceof URLSearchParams) return { ...query, ...Object.fromEntries(params) };
  // The client's params are flat: text, numbers and flags.
  for (const [name, value] of Object.entries((params ?? {}) as Record<string, string | number | boolean | null | undefined>)) {
    if (value !== undefined && value !== null) query[name] = String(value);
  }
  return query;
}

/**
 * Installs the fake server. `routes` keys are 'METHOD path' (path relative to the API base), answering whatever
 * the query, or 'METHOD path?name=value&…', answering the requests whose query has these parameters; the route
 * naming the most parameters wins. An unknown route answers 404 `{"detail": "Not found."}`, as the real server
 * does.
 */
export function installFakeApi(routes: Record<string, Handler> = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const requests: SentRequest[] = [];

  const handlerFor = (request: SentRequest): Handler | undefined => {
    let best: { handler: Handler; specificity: number } | undefined;
    for (const [key, handler] of table) {
      const route = parseRoute(key);
      const specificity = Object.keys(route.query).length;
      if (matches(route, request) && (!best || specificity > best.specificity)) best = { handler, specificity };
    }
    return best?.handler;
  };

  setTransport(async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').split('?')[0];
    const request: SentRequest = {
      method,
      url,
      query: queryOf(config.url ?? '', config.params),
      fullUrl: await requestUri(config),
      headers: AxiosHeaders.from(config.headers),
      data: config.data,
      params: config.params,
      uploadProgress: (loaded, total) => {
        const event: AxiosProgressEvent = { loaded, total, progress: loaded / total, bytes: loaded, lengthComputable: true, upload: true };
        config.onUploadProgress?.(event);
      },
    };
    requests.push(request);
    const handler = handlerFor(request) ?? { status: 404, data: { detail: 'Not found.' } };
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
    sent: (route) => requests.filter((r) => matches(parseRoute(route), r)),
    on: (route, handler) => void table.set(route, handler),
  };
}

/** Puts the client's own adapter back. */
export function uninstallFakeApi(): void {
  setTransport(undefined);
}

/**
 * A list route answered as the API answers it (testing/drfList.ts): the whole list, or with `?page=`/`?page_size=`
 * one page `{count, next, previous, results}` (404 'Invalid page.' past the last), `?search=` over
 * `searchFields`, `?fields=`. `items` may be a function, to change the list during a test.
 */
export function drfList<T extends object>(items: readonly T[] | (() => readonly T[]), options?: DrfListOptions<T>): Handler {
  return (request) => drfAnswer(typeof items === 'function' ? items() : items, request.query, options);
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
