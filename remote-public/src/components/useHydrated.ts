import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates HTML drawn on the server, true from then on (and at once in a page the browser
 * draws itself). What depends on this browser alone (who is signed in) renders as the server drew it until
 * hydration is done, then updates, so hydration never meets markup it did not expect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
