// Test helpers of the dashboard's screens: a fake API with empty lists for every resource, each list answered as
// the server answers it (pages, `?search=`, its filters, `?fields=`, `?distinct=`), and a screen rendered inside
// the dashboard's layout, the store, a router and the toast container, as the host renders it.
import { configure, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ToastHost } from '../../remote-shared/src/notify/notify';
import { makeStore } from '../../remote-shared/src/store/store';
import { drfAnswer, installFakeApi, resetBrowserState, uninstallFakeApi, type FakeApi, type Handler, type SentRequest } from '../../remote-shared/src/testing/fakeApi';
import { renderApp, UrlProbe, type RenderAppOptions } from '../../remote-shared/src/testing/render';
import { ADMIN, rememberSession } from '../../remote-shared/src/testing/users';
import DashboardApp from '../src/DashboardApp';

// Other jobs share this machine's two cores: give waits more than the default second.
configure({ asyncUtilTimeout: 5000 });

const LISTS = ['institutions', 'principal-vice-principal', 'committee-members', 'notices', 'gallery', 'teachers', 'staff', 'students', 'classes', 'sections', 'subjects', 'class-routine', 'results', 'routines', 'acknowledgment', 'contacts', 'users'];

/** What each list takes beside its pages (api/src/resources): the fields `?search=` looks in, and its filters. */
const LIST_RULES: Record<string, { search?: string[]; filters?: Record<string, 'equals' | 'contains'> }> = {
  'principal-vice-principal': { filters: { designation: 'equals' } },
  'committee-members': { search: ['full_name', 'role'], filters: { full_name: 'contains', role: 'contains' } },
  notices: { search: ['title', 'category'], filters: { category: 'equals' } },
  teachers: { search: ['full_name', 'subject', 'designation'], filters: { designation: 'equals' } },
  staff: { search: ['full_name', 'designation'], filters: { designation: 'equals' } },
  students: { search: ['full_name', 'digital_id_code'], filters: { class_name: 'equals', section: 'equals' } },
  classes: { search: ['name'] },
  sections: { search: ['name'] },
  subjects: { search: ['name'], filters: { class_name: 'equals' } },
  'class-routine': { filters: { classId: 'equals', sectionId: 'equals', teacherId: 'equals', day: 'equals' } },
  results: { filters: { category: 'equals', year: 'equals', class_name: 'equals' } },
  routines: { filters: { category: 'equals', class_name: 'equals' } },
  contacts: { search: ['name', 'email', 'phone', 'message'] },
  users: { search: ['username', 'full_name', 'email'], filters: { role: 'equals' } },
};

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '').toLocaleLowerCase();

/** The answer of list `path`, holding `items` (in the server's order), to a request's query. */
export function listAnswer(path: string, items: readonly object[], query: Record<string, string>): { status: number; data: unknown } {
  const rules = LIST_RULES[path] ?? {};
  let found = [...items] as Record<string, unknown>[];
  for (const [name, how] of Object.entries(rules.filters ?? {})) {
    const wanted = (query[name] ?? '').trim();
    if (!wanted) continue;
    found = found.filter((item) => (how === 'equals' ? text(item[name]) === wanted.toLocaleLowerCase() : text(item[name]).includes(wanted.toLocaleLowerCase())));
  }
  if (query.distinct) {
    // The server answers every value as text (a year's too).
    const values = new Set(found.map((item) => item[query.distinct]).map((v) => (typeof v === 'number' ? String(v) : v)).filter((v): v is string => typeof v === 'string' && v.trim() !== ''));
    return { status: 200, data: [...values].sort() };
  }
  return drfAnswer(found, query, { searchFields: rules.search ?? [] });
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
