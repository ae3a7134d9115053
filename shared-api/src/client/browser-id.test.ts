import { describe, expect, it } from 'vitest';
import { BROWSER_ID_PATTERN } from '../contract/comment-rules.ts';
import type { TokenStorage } from '../store/token-storage.ts';
import { BROWSER_ID_STORAGE_KEY, browserId } from './browser-id.ts';

function memoryStorage(initial: Record<string, string> = {}): TokenStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

describe('browserId (docs/decisions/0068)', () => {
  it('makes a random id the API accepts once, then keeps sending it', () => {
    const storage = memoryStorage();
    const id = browserId(storage);
    expect(id).toMatch(new RegExp(BROWSER_ID_PATTERN));
    expect(storage.items.get(BROWSER_ID_STORAGE_KEY)).toBe(id);
    expect(browserId(storage)).toBe(id);
    expect(browserId(memoryStorage())).not.toBe(id);
  });

  it('replaces a kept value the API would refuse', () => {
    const storage = memoryStorage({ [BROWSER_ID_STORAGE_KEY]: 'not an id' });
    expect(browserId(storage)).toMatch(new RegExp(BROWSER_ID_PATTERN));
  });

  it('keeps it in localStorage by default', () => {
    const id = browserId();
    expect(localStorage.getItem(BROWSER_ID_STORAGE_KEY)).toBe(id);
    expect(browserId()).toBe(id);
  });
});
