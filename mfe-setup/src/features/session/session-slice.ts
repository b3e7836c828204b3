import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from 'shared-ui';

export interface SessionSliceState {
  userId: string | null;
  email: string | null;
  role: Role | null;
}

const initialState: SessionSliceState = { userId: null, email: null, role: null };

/** The signed-in user as this remote's features see it, mirrored from the platform API. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionChanged: (_state, action: PayloadAction<SessionSliceState>) => action.payload,
  },
});

export const { sessionChanged } = sessionSlice.actions;
