// Federated module `remote_shared/auth`: auth actions, selectors and hooks (spec section 4).
export { adoptSession, authSlice, fetchUser, pageDrawnSignedIn, login, logout, register, clearAuth, tokenReceived, selectAuth, selectUser, selectIsAdmin, NO_TOKEN_MESSAGE, USER_FETCH_FAILED } from '../auth/authSlice';
export type { AuthState } from '../auth/authSlice';
export { useAuth, useAppDispatch, useAppSelector } from '../auth/hooks';
export { TOKEN_KEY, USER_KEY } from '../auth/storage';
