// Test helpers of the dashboard's screens: a fake API with empty lists for every resource, and a screen rendered
// inside the dashboard's layout, the store, a router and the toast container, as the host renders it.
import { configure, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ToastHost } from '../../remote-shared/src/notify/notify';
import { makeStore } from '../../remote-shared/src/store/store';
import { installFakeApi, resetBrowserState, uninstallFakeApi, type FakeApi, type Handler } from '../../remote-shared/src/testing/fakeApi';
import { renderApp, type RenderAppOptions } from '../../remote-shared/src/testing/render';
import { ADMIN, rememberSession } from '../../remote-shared/src/testing/users';
import DashboardApp from '../src/DashboardApp';

// Other jobs share this machine's two cores: give waits more than the default second.
configure({ asyncUtilTimeout: 5000 });

const LISTS = ['institutions', 'principal-vice-principal', 'committee-members', 'notices', 'gallery', 'teachers', 'staff', 'students', 'classes', 'sections', 'subjects', 'class-routine', 'contacts', 'users'];

/** A fake server answering every list with `[]`, plus the given routes. */
export function fakeServer(routes: Record<string, Handler> = {}): FakeApi {
  resetBrowserState();
  rememberSession(ADMIN);
  return installFakeApi({ ...Object.fromEntries(LISTS.map((path) => [`GET ${path}/`, { data: [] }])), ...routes });
}

export { uninstallFakeApi };

export function renderScreen(path: string, options: Omit<RenderAppOptions, 'route'> = {}) {
  const result = renderApp(
    <>
      <Routes>
        <Route path="/dashboard/*" element={<DashboardApp />} />
      </Routes>
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
