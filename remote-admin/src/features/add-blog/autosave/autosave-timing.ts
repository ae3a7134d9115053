/** After the last keystroke: a pause in typing sends what was typed. */
export const AUTOSAVE_PAUSE_MS = 2_000;
/** While typing on without a pause, what was typed is still sent this long after the first unsaved change (issue 34: within 10 s). */
export const AUTOSAVE_MAX_WAIT_MS = 8_000;
const RETRY_FIRST_MS = 2_000;
const RETRY_LONGEST_MS = 30_000;

/** 2 s, 4 s, 8 s, 16 s, then every 30 s: a server back from an outage is not flooded by every open editor. */
export const retryDelay = (attempt: number): number => Math.min(RETRY_FIRST_MS * 2 ** attempt, RETRY_LONGEST_MS);

/** How long to wait before sending, given when the oldest unsent change was typed. */
export const sendDelay = (now: number, unsentSince: number): number => Math.max(0, Math.min(AUTOSAVE_PAUSE_MS, unsentSince + AUTOSAVE_MAX_WAIT_MS - now));

/** A failure that may pass (no connection, the server or a proxy failing, a rate limit); the others need the admin. */
export const isRetryable = (status: number | string | undefined): boolean =>
  status === undefined || typeof status === 'string' || status >= 500 || status === 408 || status === 429;

export type AutosaveStatus = { state: 'idle' | 'saving' | 'saved' | 'retrying' } | { state: 'refused'; message: string };

export const AUTOSAVE_STATUS_TEXT = {
  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Not saved — retrying',
} as const;

export function statusText(status: AutosaveStatus): string {
  if (status.state === 'refused') return `Not saved — ${status.message}`;
  return status.state === 'idle' ? '' : AUTOSAVE_STATUS_TEXT[status.state];
}
