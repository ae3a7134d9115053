import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SearchState {
  text: string;
}

const initialState: SearchState = { text: '' };

/** The site-wide search text (docs/product.md#entities, client state), set by the home search form. */
export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchSubmitted: (state, action: PayloadAction<string>) => {
      state.text = action.payload;
    },
    searchCleared: (state) => {
      state.text = '';
    },
  },
  selectors: {
    selectSearchText: (state) => state.text,
  },
});

export const { searchSubmitted, searchCleared } = searchSlice.actions;
export const { selectSearchText } = searchSlice.selectors;
