import { describe, expect, it } from 'vitest';
import { loggedIn, loggedOut, selectIsLoggedIn, selectSessionEndedAt, selectToken, sessionExpired } from './auth-slice.ts';
import { makeStore, STORE_SLICES } from './make-store.ts';
import { searchCleared, searchSubmitted, selectSearchText } from './search-slice.ts';
import { TOKEN_STORAGE_KEY, type TokenStorage } from './token-storage.ts';

function memoryStorage(initial: Record<string, string> = {}): TokenStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('makeStore', () => {
  it('has exactly the slices a release records (STORE_SLICES)', () => {
    const store = makeStore({ apiBaseUrl: 'http://api.test', storage: memoryStorage() });
    expect(Object.keys(store.getState()).sort()).toEqual([...STORE_SLICES].sort());
  });

  it('starts logged out when no token is stored', () => {
    const store = makeStore({ apiBaseUrl: 'http://api.test', storage: memoryStorage() });
    expect(selectToken(store.getState())).toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('starts with the token found under the "token" key', () => {
    const store = makeStore({ apiBaseUrl: 'http://api.test', storage: memoryStorage({ [TOKEN_STORAGE_KEY]: 'abc' }) });
    expect(selectToken(store.getState())).toBe('abc');
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('persists the token on login and removes it on logout', () => {
    const storage = memoryStorage();
    const store = makeStore({ apiBaseUrl: 'http://api.test', storage });
    store.dispatch(loggedIn('t-1'));
    expect(storage.data.get('token')).toBe('t-1');
    expect(selectToken(store.getState())).toBe('t-1');
    store.dispatch(loggedOut());
    expect(storage.data.has('token')).toBe(false);
    expect(selectToken(store.getState())).toBeNull();
  });

  it('sets and clears the search text', () => {
    const store = makeStore({ apiBaseUrl: 'http://api.test', storage: memoryStorage() });
    expect(selectSearchText(store.getState())).toBe('');
    store.dispatch(searchSubmitted('graphs'));
    expect(selectSearchText(store.getState())).toBe('graphs');
    store.dispatch(searchCleared());
    expect(selectSearchText(store.getState())).toBe('');
  });

  it('falls back to the browser localStorage by default', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'from-browser');
    const store = makeStore({ apiBaseUrl: 'http://api.test' });
    expect(selectToken(store.getState())).toBe('from-browser');
  });
});

describe('session end', () => {
  it('forgets the token and records when the session ended', () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: 'old' });
    const store = makeStore({ apiBaseUrl: 'http://api.test', storage });
    store.dispatch(sessionExpired());
    expect(selectToken(store.getState())).toBeNull();
    expect(selectSessionEndedAt(store.getState())).toEqual(expect.any(Number));
    expect(storage.data.has('token')).toBe(false);
  });
});
