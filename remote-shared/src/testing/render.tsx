// Test helper (not part of any bundle): renders a screen the way the host does, inside the one store and a
// router, with a fresh store per test so no state leaks from one test to the next.
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { makeStore, type AppStore } from '../store/store';

export { ADMIN, GENERAL, rememberSession } from './users';

/** Shows the current path, to check where a screen navigated to. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="current path">{pathname}</output>;
}

/**
 * Shows the current path with its query (`/notice?search=x&page=2`), to check which view a screen shows; its
 * `data-navigation` says how the router got there (PUSH, REPLACE or POP: a replaced entry is not in the history).
 */
export function UrlProbe() {
  const { pathname, search } = useLocation();
  const navigation = useNavigationType();
  return (
    <output aria-label="current url" data-navigation={navigation}>
      {pathname}
      {search}
    </output>
  );
}

export interface RenderAppOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  store?: AppStore;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderApp(ui: ReactElement, { route = '/', store = makeStore(), userEventOptions, ...options }: RenderAppOptions = {}) {
  const user = userEvent.setup(userEventOptions);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
    options,
  );
  return { store, user, ...result };
}
