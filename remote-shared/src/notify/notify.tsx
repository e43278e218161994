// Toasts of the whole page: the host renders one <ToastHost/>, every remote calls `notify`. The defaults are
// the spec's: errors stay 4 s, successes 2 s, at most 20 on screen.
import { ToastContainer, toast, type ToastOptions } from 'react-toastify';

export const TOAST_LIMIT = 20;
export const ERROR_MS = 4000;
export const SUCCESS_MS = 2000;

export const notify = {
  success: (message: string, options?: ToastOptions) => toast.success(message, { autoClose: SUCCESS_MS, ...options }),
  error: (message: string, options?: ToastOptions) => toast.error(message, { autoClose: ERROR_MS, ...options }),
  info: (message: string, options?: ToastOptions) => toast.info(message, { autoClose: SUCCESS_MS, ...options }),
};

export function ToastHost() {
  return <ToastContainer limit={TOAST_LIMIT} position="top-right" newestOnTop closeOnClick pauseOnFocusLoss={false} />;
}
