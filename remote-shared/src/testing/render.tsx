// Test helper (not part of any bundle): renders a screen the way the host does, inside the one store and a
// router, with a fresh store per test so no state leaks from one test to the next.
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { makeStore, type AppStore } from '../store/store';

export { ADMIN, GENERAL, rememberSession } from './users';

/** Shows the current path, to check where a screen navigated to. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="current path">{pathname}</output>;
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
