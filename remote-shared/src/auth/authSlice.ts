// Auth state of spec section 4: logged out → token stored → user fetched and cached → signed in; sign-out
// removes both. The state lives in the one store of the page, so host, public site and dashboard agree.
// The reducers only compute the state: the store's listener (store/authPersistence.ts) writes the token and
// the user to local storage after the actions below, and the initial state reads them back.
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiQueryError } from '../api/baseApi';
import { apiClient, isApiError } from '../api/client';
import { errorMessage, errorStatus } from '../api/errors';
import { clearOfflineCopies } from '../offline/clearOfflineCopies';
import type { User } from '../schemas';
import { readToken, readUser } from './storage';

export interface AuthState {
  access_token: string | null;
  user: User | null;
  loading: boolean;
  error: string | null;
  /**
   * The page was drawn by the server for a signed-in session (a sign-in without JavaScript: `<html data-auth>`)
   * and the app is taking that session over (`adoptSession`): the header keeps what the server drew meanwhile.
   */
  adopting: boolean;
}

/** Whether the server drew this page for a signed-in session (api/src/render/ sets `<html data-auth>`). */
export function pageDrawnSignedIn(): boolean {
  if (typeof document === 'undefined') return false;
  const kind = document.documentElement.dataset.auth;
  return kind === 'user' || kind === 'admin';
}

export const NO_TOKEN_MESSAGE = 'No token found. Please log in.';
export const USER_FETCH_FAILED = 'Failed to fetch user data.';

function initialAuthState(): AuthState {
  const access_token = readToken();
  const user = access_token ? readUser() : null;
  // A token without a cached user means the user is fetched before anything renders ('Loading...').
  return { access_token, user, loading: Boolean(access_token && !user), error: null, adopting: !access_token && pageDrawnSignedIn() };
}

interface ThunkState {
  auth: AuthState;
}

async function getUser(token: string): Promise<User> {
  const { data } = await apiClient.get<User>('user/', { headers: { Authorization: `Bearer ${token}` } });
  if (!data || typeof data !== 'object' || typeof data.username !== 'string') throw new Error(USER_FETCH_FAILED);
  return data;
}

/** A new access token through the session cookie, when the stored one has expired. */
async function refreshAccess(): Promise<string | null> {
  try {
    const { data } = await apiClient.post<{ access?: string }>('token/refresh/', {});
    return typeof data?.access === 'string' ? data.access : null;
  } catch {
    return null;
  }
}

export interface FetchUserResult {
  user: User;
  access_token: string;
}

/** Fetches the signed-in user. `silent` refreshes a cached user without the full-page 'Loading...'. */
export const fetchUser = createAsyncThunk<FetchUserResult, { silent?: boolean } | undefined, { state: ThunkState; rejectValue: { message: string; signedOut: boolean } }>(
  'auth/fetchUser',
  async (_arg, { getState, rejectWithValue }) => {
    const token = getState().auth.access_token ?? readToken();
    if (!token) return rejectWithValue({ message: NO_TOKEN_MESSAGE, signedOut: true });
    try {
      return { user: await getUser(token), access_token: token };
    } catch (error) {
      if (errorStatus(error) === 401) {
        const fresh = await refreshAccess();
        if (fresh) {
          try {
            return { user: await getUser(fresh), access_token: fresh };
          } catch (retryError) {
            return rejectWithValue({ message: errorMessage(retryError, USER_FETCH_FAILED), signedOut: errorStatus(retryError) === 401 });
          }
        }
        return rejectWithValue({ message: errorMessage(error, USER_FETCH_FAILED), signedOut: true });
      }
      return rejectWithValue({ message: errorMessage(error, USER_FETCH_FAILED), signedOut: false });
    }
  },
);

/** POST token/ with the credentials, store the access token, then fetch the user. */
export const login = createAsyncThunk<User, { username: string; password: string }, { state: ThunkState }>(
  'auth/login',
  async (credentials, { dispatch }) => {
    const { data } = await apiClient.post<{ access?: string }>('token/', credentials);
    if (!data || typeof data.access !== 'string') throw new Error('The server answered without a token.');
    dispatch(authSlice.actions.tokenReceived(data.access));
    const result = await dispatch(fetchUser()).unwrap();
    return result.user;
  },
);

/**
 * Takes over the session of a sign-in made without JavaScript: a new access token through the session cookie,
 * then the user, both stored as after a sign-in through the form (spec section 4), without the 'Loading...'.
 */
export const adoptSession = createAsyncThunk<User | null, void, { state: ThunkState }>('auth/adoptSession', async (_arg, { dispatch }) => {
  const access = await refreshAccess();
  if (!access) return null;
  dispatch(authSlice.actions.tokenReceived(access));
  const result = await dispatch(fetchUser({ silent: true })).unwrap();
  return result.user;
});

/** Ends the session on the server (best effort) and forgets the token, the user and the offline copies here. */
export const logout = createAsyncThunk('auth/logout', async () => {
  try {
    await apiClient.post('logout/');
  } catch {
    // Signed out locally whatever the server says: the user asked to leave.
  }
  await clearOfflineCopies();
});

/**
 * POST register/ as multipart with only the fields that have a value. A refusal rejects with the server's
 * answer `{ status, data }`, so the form can show the field errors (`fieldErrors` reads it).
 */
export const register = createAsyncThunk<User, Record<string, string | Blob | null | undefined>, { rejectValue: ApiQueryError }>(
  'auth/register',
  async (fields, { rejectWithValue }) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value instanceof Blob) body.append(key, value);
      else if (typeof value === 'string' && value.trim() !== '') body.append(key, value);
    }
    try {
      const { data } = await apiClient.post('register/', body);
      return data as User;
    } catch (error) {
      const response = isApiError(error) ? error.response : undefined;
      if (response) return rejectWithValue({ status: response.status, data: response.data });
      throw error;
    }
  },
);

function signedOut(state: AuthState) {
  state.access_token = null;
  state.user = null;
  state.loading = false;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.access_token = action.payload;
      state.error = null;
    },
    /** Local sign-out without a server call (the server session is ended by `logout`). */
    clearAuth(state) {
      signedOut(state);
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchUser.pending, (state, action) => {
        if (!action.meta.arg?.silent) state.loading = true;
        state.error = null;
      })
      .addCase(fetchUser.fulfilled, (state, action) => {
        state.loading = false;
        state.user = action.payload.user;
        state.access_token = action.payload.access_token;
      })
      .addCase(fetchUser.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload?.message ?? action.error.message ?? USER_FETCH_FAILED;
        state.user = null;
        if (action.payload?.signedOut) state.access_token = null;
      })
      .addCase(login.rejected, (state, action) => {
        state.error = action.error.message ?? null;
      })
      .addCase(adoptSession.fulfilled, (state) => {
        state.adopting = false;
      })
      .addCase(adoptSession.rejected, (state) => {
        state.adopting = false;
      })
      .addCase(logout.fulfilled, (state) => signedOut(state));
  },
  selectors: {
    selectAuth: (state) => state,
    selectUser: (state) => state.user,
    selectIsAdmin: (state) => state.user?.role === 'Admin',
  },
});

export const { tokenReceived, clearAuth } = authSlice.actions;
export const { selectAuth, selectUser, selectIsAdmin } = authSlice.selectors;
