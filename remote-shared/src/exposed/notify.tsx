// Federated module `remote_shared/notify`: toast helpers and the one toast container.
export { notify, prepareToasts, ToastHost, TOAST_LIMIT, ERROR_MS, SUCCESS_MS } from '../notify/notify';
