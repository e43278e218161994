// The header's three auth states (spec section 2): an Admin gets the dashboard link, another signed-in user a
// sign-out icon (removes the stored user and reloads), a visitor the login link.
import { LayoutDashboard, LogIn, LogOut } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from 'remote_shared/auth';
import { useHydrated } from '../components/useHydrated';
import { T } from '../texts';
import { page } from './page';

export function AuthControl() {
  const auth = useAuth();
  // The server draws every page for a visitor; a signed-in user's control appears once the page is hydrated.
  const hydrated = useHydrated();
  const { logout } = auth;
  const user = hydrated ? auth.user : null;
  const isAdmin = hydrated && auth.isAdmin;
  if (isAdmin) {
    return (
      <Link to="/dashboard" className="pub-auth-link">
        <LayoutDashboard size={18} aria-hidden="true" /> {T.dashboard}
      </Link>
    );
  }
  if (user) {
    const signOut = async () => {
      await logout();
      page.reload();
    };
    return (
      <button type="button" className="pub-auth-icon" onClick={signOut} aria-label={T.signOut} title={T.signOut}>
        <LogOut size={20} aria-hidden="true" />
      </button>
    );
  }
  return (
    <Link to="/login" className="pub-auth-link">
      <LogIn size={18} aria-hidden="true" /> {T.login}
    </Link>
  );
}
