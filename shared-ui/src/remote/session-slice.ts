import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '../platform/platform-api';

export interface SessionSliceState {
  userId: string | null;
  email: string | null;
  role: Role | null;
}

const initialState: SessionSliceState = { userId: null, email: null, role: null };

/**
 * The signed-in user as a remote's features see it, mirrored from the platform API by `SessionSync`.
 * Every remote's store mounts it under `session`: `configureStore({ reducer: { session: sessionReducer } })`.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionChanged: (_state, action: PayloadAction<SessionSliceState>) => action.payload,
  },
});

export const sessionReducer = sessionSlice.reducer;
export const { sessionChanged } = sessionSlice.actions;
