// The one Redux store of the page. Remotes add state by injecting into `rootReducer`
// (`rootReducer.inject(slice)`) or endpoints into `baseApi`, never by creating a second store.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi, type StoreExtra } from '../api/baseApi';
import { authSlice } from '../auth/authSlice';
import { authPersistence } from './authPersistence';
import { hydrate, takeServerState } from './serverState';

/** Slices that remotes inject later; declare them here by module augmentation for typed selectors. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty until a remote augments it: only an interface merges declarations
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

/** A store; `extra.transport` sends its API reads elsewhere than the network (each page the server draws has its own). */
export function makeStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>, extra: StoreExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The auth listener (prepended, as RTK advises for listeners) writes local storage after the reducers ran.
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).prepend(authPersistence()).concat(baseApi.middleware),
  });
}

export const store = makeStore();
const serverState = takeServerState();
if (serverState) store.dispatch(hydrate(serverState));

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
