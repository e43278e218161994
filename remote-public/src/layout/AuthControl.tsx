// The header's three auth states (spec section 2): an Admin gets the dashboard link, another signed-in user a
// sign-out icon (removes the stored user and reloads), a visitor the login link.
//
// A drawn page is kept for every visitor, so the server draws the visitor's link and puts the signed-in control
// in its place when the request carries a session (api/src/render/, with `<html data-auth>` saying which).
// Hydration starts from what the server drew, and the browser's own state takes over once the app knows the user.
import { LayoutDashboard, LogIn, LogOut } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from 'remote_shared/auth';
import type { AuthKind } from 'remote_shared/schemas';
import { useHydrated } from '../components/useHydrated';
import { CsrfField } from '../page/CsrfField';
import { T } from '../texts';
import { page } from './page';

export type { AuthKind };

/** What the server drew for this request (`<html data-auth>`); a visitor's link on the server and by default. */
export function drawnAuthKind(): AuthKind {
  const kind = typeof document === 'undefined' ? undefined : document.documentElement.dataset.auth;
  return kind === 'user' || kind === 'admin' ? kind : 'visitor';
}

/** The control for `kind`, as the server also draws it (ssr/render.tsx renders each kind once). */
export function AuthControlView({ kind, onSignOut }: { kind: AuthKind; onSignOut?: (event: FormEvent<HTMLFormElement>) => void }) {
  if (kind === 'admin') {
    return (
      <Link to="/dashboard" className="pub-auth-link">
        <LayoutDashboard size={18} aria-hidden="true" /> {T.dashboard}
      </Link>
    );
  }
  if (kind === 'user') {
    // A form, so signing out works without the page's script too (POST /logout, back to this page).
    return (
      <form method="post" action="/logout" className="pub-auth-form" onSubmit={onSignOut}>
        <CsrfField />
        <button type="submit" className="pub-auth-icon" aria-label={T.signOut} title={T.signOut}>
          <LogOut size={20} aria-hidden="true" />
        </button>
      </form>
    );
  }
  return (
    <Link to="/login" className="pub-auth-link">
      <LogIn size={18} aria-hidden="true" /> {T.login}
    </Link>
  );
}

export function AuthControl() {
  const auth = useAuth();
  const hydrated = useHydrated();
  const { logout } = auth;
  const live: AuthKind = auth.user ? (auth.isAdmin ? 'admin' : 'user') : auth.adopting ? drawnAuthKind() : 'visitor';
  const kind = hydrated ? live : drawnAuthKind();
  const signOut = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await logout();
    page.reload();
  };
  return (
    <div className="pub-auth-slot">
      <AuthControlView kind={kind} onSignOut={signOut} />
    </div>
  );
}
