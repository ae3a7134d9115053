import { VISITOR_ID_STORAGE_KEY } from '@studyhub/shared-api';

let id: string | undefined;

// randomUUID exists only in secure contexts; a plain-http test host still gets a usable id.
const randomId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * This browser's random id for canary buckets (decision 0087): kept in localStorage, never a
 * cookie; when storage is unavailable, one for this tab alone.
 */
export function visitorId(): string {
  if (id) return id;
  try {
    id = localStorage.getItem(VISITOR_ID_STORAGE_KEY) ?? randomId();
    localStorage.setItem(VISITOR_ID_STORAGE_KEY, id);
  } catch {
    id ??= randomId();
  }
  return id;
}
