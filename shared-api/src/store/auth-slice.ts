import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AuthState {
  token: string | null;
}

const initialState: AuthState = { token: null };

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
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.token !== null,
  },
});

export const { loggedIn, loggedOut } = authSlice.actions;
export const { selectToken, selectIsLoggedIn } = authSlice.selectors;
