/** docs/product.md#session-and-token: the token lives in browser storage under this key. */
export const TOKEN_STORAGE_KEY = 'token';

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage when the browser allows it; a throw-away map otherwise (private modes, tests). */
export function defaultTokenStorage(): TokenStorage {
  try {
    const probe = '__studyhub_probe__';
    globalThis.localStorage.setItem(probe, probe);
    globalThis.localStorage.removeItem(probe);
    return globalThis.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}
