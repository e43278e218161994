import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from '../../../remote-shared/src/store/store';
import { LocationProbe, renderApp } from '../../../remote-shared/src/testing/render';
import { resetBrowserState } from '../../../remote-shared/src/testing/fakeApi';
import { ADMIN, GENERAL, rememberSession } from '../../../remote-shared/src/testing/users';
import { AdminOnly } from './AdminOnly';

beforeEach(() => resetBrowserState());

function renderGuarded(route = '/dashboard/notices') {
  return renderApp(
    <>
      <Routes>
        <Route
          path="/dashboard/*"
          element={
            <AdminOnly>
              <h1>Dashboard content</h1>
            </AdminOnly>
          }
        />
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, store: makeStore() },
  );
}

describe('AdminOnly', () => {
  it('sends a visitor without a user to /login', () => {
    renderGuarded();
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard content')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/login$/);
  });

  it('sends a token holder whose user is unknown to /login', () => {
    rememberSession(null, 'token-only');
    localStorage.setItem('user', 'junk');
    renderGuarded();
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('sends a General user to /login', () => {
    rememberSession(GENERAL);
    renderGuarded('/dashboard');
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard content')).not.toBeInTheDocument();
  });

  it('shows the dashboard to an Admin', () => {
    rememberSession(ADMIN);
    renderGuarded('/dashboard/notices');
    expect(screen.getByRole('heading', { name: 'Dashboard content' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/dashboard/notices');
  });
});
