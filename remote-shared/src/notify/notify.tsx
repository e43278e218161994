// Toasts of the whole page: the host renders one <ToastHost/>, every remote calls `notify`. The defaults are
// the spec's: errors stay 4 s, successes 2 s, at most 20 on screen.
//
// react-toastify is fetched with the first toast, not with the page: most visits of the public site never
// show one, and a phone on a slow line should not pay for it before it can read a notice. Until then the host
// renders nothing; the first `notify` call loads the library, mounts the container and then shows the toast.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify';

export const TOAST_LIMIT = 20;
export const ERROR_MS = 4000;
export const SUCCESS_MS = 2000;

type Toastify = typeof import('react-toastify');

let library: Promise<Toastify> | null = null;
const loadToastify = () => (library ??= import('react-toastify'));

// Whether a toast has been asked for: the host's container mounts from then on.
let wanted = false;
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the library and mounts the container now, for an area whose work ends in toasts (the dashboard), so
 * its first toast does not wait for a download.
 */
export function prepareToasts(): Promise<unknown> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return loadToastify();
}

/**
 * Shows a toast once the library is there: nothing waits for it (`await prepareToasts()` does, in tests), and a
 * library that cannot be loaded costs the toast, logged, not an unhandled rejection at every caller.
 */
function show(kind: 'success' | 'error' | 'info', message: string, options: ToastOptions): void {
  void prepareToasts(); // the same load as below, which handles its failure
  // react-toastify keeps a toast sent before its container mounts and shows it on mount.
  loadToastify().then(
    ({ toast }) => {
      toast[kind](message, options);
    },
    (error: unknown) => console.error('[notify] the toasts could not be loaded', error),
  );
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, { autoClose: SUCCESS_MS, ...options }),
  error: (message: string, options?: ToastOptions) => show('error', message, { autoClose: ERROR_MS, ...options }),
  info: (message: string, options?: ToastOptions) => show('info', message, { autoClose: SUCCESS_MS, ...options }),
};

const Container = lazy(async () => {
  const { ToastContainer } = await loadToastify();
  function LoadedContainer() {
    return <ToastContainer limit={TOAST_LIMIT} position="top-right" newestOnTop closeOnClick pauseOnFocusLoss={false} />;
  }
  return { default: LoadedContainer };
});

/** Mounted once by the host; draws the toasts' container from the first toast on. */
export function ToastHost() {
  const active = useSyncExternalStore(subscribe, () => wanted, () => false);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  );
}
