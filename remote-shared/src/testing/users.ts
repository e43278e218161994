// Test fixtures: users as `GET user/` answers them.
import type { User } from '../schemas';

export const ADMIN: User = { id: 1, username: 'admin', full_name: 'Admin User', email: 'admin@example.com', phone: '01711111111', role: 'Admin', profile_picture: null };
export const GENERAL: User = { id: 2, username: 'rahim', full_name: 'Rahim Uddin', email: null, phone: '01822222222', role: 'General', profile_picture: null };

/** Stores a session the way a previous visit left it (token and cached user); call before creating the store. */
export function rememberSession(user: User | null, token = 'stored-token'): void {
  window.localStorage.setItem('access_token', token);
  if (user) window.localStorage.setItem('user', JSON.stringify(user));
}
