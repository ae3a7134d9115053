import { VISITOR_ID_STORAGE_KEY } from '@studyhub/shared-api';
import { afterEach, expect, it, vi } from 'vitest';

// Each import is a fresh tab: the module keeps its id for the tab's life.
async function tabVisitorId(): Promise<() => string> {
  vi.resetModules();
  return (await import('./visitor-id.ts')).visitorId;
}

afterEach(() => {
  vi.restoreAllMocks();
});

it('makes a random id once and keeps it in localStorage for the next tabs', async () => {
  const first = await tabVisitorId();
  const id = first();
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(first()).toBe(id);
  expect(localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(id);
  expect((await tabVisitorId())()).toBe(id);
});

it('keeps one id for the tab when storage is unavailable', async () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  const visitorId = await tabVisitorId();
  const id = visitorId();
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(visitorId()).toBe(id);
  expect(localStorage.length).toBe(0);
});
