import { combineSlices, configureStore, createListenerMiddleware, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { studyHubApi } from '../client/api.ts';
import type { ThunkExtra } from '../client/base-query.ts';
import { createHttp } from '../client/http.ts';
import { isAnyOf } from '@reduxjs/toolkit';
import { authSlice, loggedIn, loggedOut, sessionExpired } from './auth-slice.ts';
import { searchSlice } from './search-slice.ts';
import { defaultTokenStorage, TOKEN_STORAGE_KEY, type TokenStorage } from './token-storage.ts';

const rootReducer = combineSlices(authSlice, searchSlice, studyHubApi);

/**
 * The store's slices by name: what a remote reads and a shell provides, recorded in each release
 * (shared-api/src/contract/releases.ts). The same three as the reducer above, so a slice added
 * there and not here fails the test beside this file.
 */
export const STORE_SLICES: readonly string[] = [authSlice.name, searchSlice.name, studyHubApi.reducerPath];
export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  apiBaseUrl: string;
  storage?: TokenStorage;
  preloadedState?: Partial<RootState>;
}

/** The one store factory: the shell uses it, and so does each remote when it runs standalone. */
export function makeStore({ apiBaseUrl, storage = defaultTokenStorage(), preloadedState }: MakeStoreOptions) {
  const persistToken = createListenerMiddleware();
  persistToken.startListening({
    actionCreator: loggedIn,
    effect: (action) => storage.setItem(TOKEN_STORAGE_KEY, action.payload),
  });
  persistToken.startListening({
    matcher: isAnyOf(loggedOut, sessionExpired),
    effect: () => storage.removeItem(TOKEN_STORAGE_KEY),
  });

  // A late-bound getter: the axios instance exists before the store it reads from.
  let readToken: () => string | null = () => null;
  const extra: ThunkExtra = { http: createHttp(apiBaseUrl, () => readToken()) };

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      auth: { token: storage.getItem(TOKEN_STORAGE_KEY), sessionEndedAt: null },
      ...preloadedState,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(persistToken.middleware)
        .concat(studyHubApi.middleware),
  });
  readToken = () => store.getState().auth.token;
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
/** A thunk of this store, given the store's HTTP client (Redux Toolkit's template type). */
export type AppThunk<Result = void> = ThunkAction<Result, RootState, ThunkExtra, UnknownAction>;
