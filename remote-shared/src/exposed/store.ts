// Federated module `remote_shared/store`: the one store of the page.
export { store, rootReducer, makeStore } from '../store/store';
export type { AppStore, AppDispatch, RootState, LazyLoadedSlices } from '../store/store';
export { hydrate, serializeState, takeServerState, SERVER_STATE_ID } from '../store/serverState';
