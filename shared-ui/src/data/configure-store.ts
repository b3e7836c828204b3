import { combineReducers, configureStore, type Middleware, type Reducer, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { PlatformApi } from 'shared-ui';
import { mutationErrorToast } from './mutation-toast';

/** What the store needs of a remote's api (any `createRemoteApi` result, enhanced or not). */
export interface RemoteApiLike {
  reducerPath: string;
  reducer: (...args: never[]) => unknown;
  middleware: Middleware;
}

/**
 * A remote's store (`src/app/store.ts`: `createStore(platform)`): the remote's api (reducer
 * and middleware), the failed-mutation toast, and the platform as the thunk extra argument, from which the base
 * query takes the supabase client. `reducers` adds the remote's own slices.
 */
export function configureRemoteStore(platform: PlatformApi, api: RemoteApiLike, reducers: Record<string, Reducer> = {}) {
  return configureStore({
    reducer: combineReducers({ [api.reducerPath]: api.reducer as Reducer, ...reducers }),
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: platform } }).concat(api.middleware, mutationErrorToast(platform)),
  });
}

export type RemoteStore = ReturnType<typeof configureRemoteStore>;

/** A remote store's dispatch, thunks included (an api's `util.updateQueryData`, whatever the api's state type). */
export type RemoteDispatch = ThunkDispatch<never, unknown, UnknownAction>;
/** The remote's dispatch, typed for thunks: to apply a row from Realtime to a cached query (`updateQueryData`). */
export const useRemoteDispatch = () => useDispatch<RemoteDispatch>();
