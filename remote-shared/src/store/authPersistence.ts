// The side effect of the auth slice: after an action has changed the session, the token and the user are written
// to local storage (the two keys of spec section 4), so the next visit starts signed in. The reducers stay pure;
// each store has its own listener (`makeStore`), and on the server, without storage, the writes do nothing.
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { clearAuth, fetchUser, logout, tokenReceived } from '../auth/authSlice';
import { saveToken, saveUser } from '../auth/storage';

export function authPersistence() {
  const listener = createListenerMiddleware();

  // A new access token (a sign-in, or a session taken over) is kept before the user is fetched with it.
  listener.startListening({ actionCreator: tokenReceived, effect: ({ payload }) => saveToken(payload) });

  listener.startListening({
    actionCreator: fetchUser.fulfilled,
    effect: ({ payload }) => {
      saveUser(payload.user);
      saveToken(payload.access_token);
    },
  });

  // The user could not be fetched: the cached user goes; the token too when the session has ended (a 401).
  listener.startListening({
    actionCreator: fetchUser.rejected,
    effect: ({ payload }) => {
      saveUser(null);
      if (payload?.signedOut) saveToken(null);
    },
  });

  listener.startListening({
    matcher: isAnyOf(clearAuth, logout.fulfilled),
    effect: () => {
      saveToken(null);
      saveUser(null);
    },
  });

  return listener.middleware;
}
