import { BROWSER_ID_PATTERN } from '../contract/comment-rules.ts';
import { defaultTokenStorage, type TokenStorage } from '../store/token-storage.ts';

/** Where this browser keeps the id it sends with each comment (docs/decisions/0068). */
export const BROWSER_ID_STORAGE_KEY = 'studyhub.browserId';

const VALID = new RegExp(BROWSER_ID_PATTERN);
let pageStorage: TokenStorage | undefined;

/**
 * This browser's own random id, made on its first comment and kept in localStorage (or for the
 * page's life where storage is refused). Not a secret and not a login: it only lets the API count
 * the people behind one address apart. getRandomValues, unlike randomUUID, also works on plain http.
 */
export function browserId(storage: TokenStorage = (pageStorage ??= defaultTokenStorage())): string {
  const kept = storage.getItem(BROWSER_ID_STORAGE_KEY);
  if (kept && VALID.test(kept)) return kept;
  const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  storage.setItem(BROWSER_ID_STORAGE_KEY, made);
  return made;
}
