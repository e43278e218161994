// The two local storage keys of the spec: `access_token` and `user`. Storage may be unavailable (private
// mode, a full quota) or hold junk; reading never throws.
import type { User } from '../schemas';

export const TOKEN_KEY = 'access_token';
export const USER_KEY = 'user';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function readUser(): User | null {
  const raw = storage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as User;
    return user && typeof user === 'object' && typeof user.username === 'string' ? user : null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // A full or blocked storage only costs the cache; the state in memory stays right.
  }
}

export const saveToken = (token: string | null) => write(TOKEN_KEY, token);
export const saveUser = (user: User | null) => write(USER_KEY, user ? JSON.stringify(user) : null);
