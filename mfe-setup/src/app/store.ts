import { configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from '../features/session/session-slice';

/** One store per mounted remote; features add their slices here. */
export function createStore() {
  return configureStore({ reducer: { session: sessionSlice.reducer } });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
