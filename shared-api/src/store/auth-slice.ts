import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the user is told when the API refuses a held token (by the shell, or a standalone remote). */
export const SESSION_ENDED_MESSAGE = 'Your admin session has ended. Please log in again.';

export interface AuthState {
  token: string | null;
  /** When the API last refused a held token; the shell tells the user once per change. */
  sessionEndedAt: number | null;
}

const initialState: AuthState = { token: null, sessionEndedAt: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    loggedOut: (state) => {
      state.token = null;
    },
    sessionExpired: {
      reducer: (state, action: PayloadAction<number>) => {
        state.token = null;
        state.sessionEndedAt = action.payload;
      },
      prepare: () => ({ payload: Date.now() }),
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.token !== null,
    selectSessionEndedAt: (state) => state.sessionEndedAt,
  },
});

export const { loggedIn, loggedOut, sessionExpired } = authSlice.actions;
export const { selectToken, selectIsLoggedIn, selectSessionEndedAt } = authSlice.selectors;
