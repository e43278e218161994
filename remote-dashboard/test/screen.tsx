// Test helpers of the dashboard's screens: a fake API with empty lists for every resource, each list answered as
// the server answers it (pages, `?search=`, its filters, `?fields=`, `?distinct=`), and a screen rendered inside
// the dashboard's layout, the store, a router and the toast container, as the host renders it. The lists, their
// searches and their filters come from the registry, as the server's do: a rule added there is one these tests meet.
import { waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ToastHost } from '../../remote-shared/src/notify/notify';
import { entryOf, type FilterParameter, filterParameters, keyOfPath, REGISTRY, RESOURCE_KEYS } from '../../remote-shared/src/registry';
import { booleanValue, toBengaliDigits, toLatinDigits } from '../../remote-shared/src/schemas';
import { makeStore } from '../../remote-shared/src/store/store';
import { drfAnswer, installFakeApi, resetBrowserState, uninstallFakeApi, type FakeApi, type Handler, type SentRequest } from '../../remote-shared/src/testing/fakeApi';
import { renderApp, UrlProbe, type RenderAppOptions } from '../../remote-shared/src/testing/render';
import { ADMIN, rememberSession } from '../../remote-shared/src/testing/users';
import DashboardApp from '../src/DashboardApp';

/** The list paths the fake server answers: every resource of the registry. */
const LISTS: readonly string[] = RESOURCE_KEYS.map((key) => REGISTRY[key].path);

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
/** A whole number as the server reads one from a query (Bengali digits too), or null for any other text. */
const wholeNumber = (value: string) => (/^\d{1,10}$/.test(toLatinDigits(value)) ? Number(toLatinDigits(value)) : null);
/** A record's value of an id field: the id, or the id of the object the answer nests there. */
const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value);

/** A filter's query parameter, and whether its field is a whole number (compared as one). */
type ListFilter = FilterParameter & { integer: boolean };

/**
 * Whether a record passes one filter parameter, compared as the server compares (api/src/resources/crud/filters.ts):
 * `equals` the whole text (a number field as a number), `contains` a part without regard to case, Bengali and Latin
 * digits alike, `id` an id, `boolean` yes or no, `after`/`before` a day, that day included. A value the server
 * cannot read as its kind matches nothing.
 */
function passes({ kind, integer }: ListFilter, value: unknown, wanted: string): boolean {
  switch (kind) {
    case 'equals':
      return integer ? wholeNumber(wanted) !== null && value === wholeNumber(wanted) : text(value) === wanted;
    case 'contains':
      return [toLatinDigits(wanted), toBengaliDigits(wanted)].some((form) => text(value).toLocaleLowerCase().includes(form.toLocaleLowerCase()));
    case 'id':
      return /^\d{1,10}$/.test(wanted) && Number(idOf(value)) === Number(wanted);
    case 'boolean':
      return booleanValue(wanted) !== null && Boolean(value) === booleanValue(wanted);
    case 'after':
    case 'before': {
      const day = toLatinDigits(wanted);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
      const own = text(value).slice(0, 10);
      return kind === 'after' ? own >= day : own <= day;
    }
  }
}

/** The answer of list `path`, holding `items` (in the server's order), to a request's query: the registry's search and filters applied. */
export function listAnswer(path: string, items: readonly object[], query: Record<string, string>): { status: number; data: unknown } {
  const key = keyOfPath(path);
  const entry = key ? entryOf(key) : undefined;
  const filters: ListFilter[] = entry ? filterParameters(entry).map((p) => ({ ...p, integer: entry.schema[p.field]?.kind === 'integer' })) : [];
  let found = [...items] as Record<string, unknown>[];
  for (const filter of filters) {
    const wanted = (query[filter.name] ?? '').trim();
    if (!wanted) continue;
    found = found.filter((item) => passes(filter, item[filter.field], wanted));
  }
  if (query.distinct) {
    // The server answers every value as text (a year's too).
    const values = new Set(found.map((item) => item[query.distinct]).map((v) => (typeof v === 'number' ? String(v) : v)).filter((v): v is string => typeof v === 'string' && v.trim() !== ''));
    return { status: 200, data: [...values].sort() };
  }
  return drfAnswer(found, query, { searchFields: [...(entry?.search ?? [])] });
}

/** A list route's answer, whatever its handler, as the server would give it: the handler's array is the whole list. */
function asList(path: string, handler: Handler): Handler {
  return async (request: SentRequest) => {
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    if ('networkError' in reply || (reply.status ?? 200) >= 400 || !Array.isArray(reply.data)) return reply;
    return listAnswer(path, reply.data, request.query);
  };
}

/**
 * A fake server answering every list with `[]`, plus the given routes. A list's route (`GET students/`) answers
 * with the whole list, and the server's paging, search, filters, `?fields=` and `?distinct=` are applied to it.
 */
export function fakeServer(routes: Record<string, Handler> = {}): FakeApi {
  resetBrowserState();
  rememberSession(ADMIN);
  const listed = (route: string, handler: Handler) => {
    const path = /^GET ([^?]+)\/(\?.*)?$/.exec(route)?.[1];
    return path && LISTS.includes(path) ? asList(path, handler) : handler;
  };
  const all: Record<string, Handler> = { ...Object.fromEntries(LISTS.map((path) => [`GET ${path}/`, { data: [] }])), ...routes };
  const api = installFakeApi(Object.fromEntries(Object.entries(all).map(([route, handler]) => [route, listed(route, handler)])));
  const on = api.on.bind(api);
  api.on = (route, handler) => on(route, listed(route, handler));
  return api;
}

export { uninstallFakeApi };

/** Renders /dashboard/{path} (a query may follow: `student-info-form?page=3`); the URL shows in a probe. */
export function renderScreen(path: string, options: Omit<RenderAppOptions, 'route'> = {}) {
  const result = renderApp(
    <>
      <Routes>
        <Route path="/dashboard/*" element={<DashboardApp />} />
      </Routes>
      <UrlProbe />
      <ToastHost />
    </>,
    { route: `/dashboard/${path}`, store: makeStore(), ...options },
  );
  return { ...result, main: within(result.getByRole('main')) };
}

/** Waits for a toast with exactly this text (and for the toasts' container, which may mount with the first toast). */
export async function findToast(text: string) {
  const container = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.Toastify');
    if (!found) throw new Error('no toast container yet');
    return found;
  });
  return within(container).findByText(text);
}

/** The toasts on screen now. */
export function toasts(): string[] {
  return Array.from(document.querySelectorAll('.Toastify__toast')).map((t) => t.textContent ?? '');
}

/** Rows of the table's body, each as its cells' texts. */
export function bodyRows(): string[][] {
  const table = document.querySelector<HTMLElement>('.dash-table')!;
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

/** `n` records made by `make(i)` (1-based). */
export function many<T>(n: number, make: (i: number) => T): T[] {
  return Array.from({ length: n }, (_, i) => make(i + 1));
}

export const stamp = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

/** The URL the screen shows now (path and query, Bengali decoded), and how the router got there (PUSH, REPLACE or POP). */
export function currentUrl(): { url: string; navigation: string | null } {
  const probe = document.querySelector<HTMLElement>('output[aria-label="current url"]')!;
  return { url: decodeURI(probe.textContent ?? ''), navigation: probe.dataset.navigation ?? null };
}
