import { configureStore } from '@reduxjs/toolkit';
import { sessionReducer } from 'shared-ui';

/** One store per mounted remote; features add their slices here (`session` is shared-ui's mirror). */
export function createStore() {
  return configureStore({ reducer: { session: sessionReducer } });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
