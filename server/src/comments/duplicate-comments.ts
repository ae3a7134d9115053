import { createHash } from 'node:crypto';
import { createExpiringCounters } from '../auth/expiring-counters.ts';
import { MAX_TRACKED_KEYS } from '../auth/login-counters.ts';

/**
 * Texts posted within the window, held as keys that expire by themselves. A comment takes its keys
 * just before it is stored; a key already held means the same text was posted: to the same blog by
 * anyone, or anywhere by the same sender (docs/decisions/0068).
 */
export interface TextClaims {
  /** Takes all the keys, or none of them if any is already held; true when taken. */
  claim(keys: readonly string[]): Promise<boolean>;
  /** Gives keys back: the comment they were taken for was not stored after all. */
  release(keys: readonly string[]): Promise<void>;
}

/** The text as the check compares it: letter case, compatibility forms and runs of spaces do not count. */
function normaliseText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** The keys one comment takes: its text on its blog, and its text from its sender. */
export function duplicateKeys({ blogId, sender, content }: { blogId: string; sender: string; content: string }): string[] {
  const text = createHash('sha256').update(normaliseText(content)).digest('base64url');
  return [`post:${blogId}:${text}`, `sender:${sender}:${text}`];
}

/** In this process's memory (REDIS_URL unset): one instance only, bounded like the login counts. */
export function memoryTextClaims(windowMs: number): TextClaims {
  const held = createExpiringCounters(windowMs, MAX_TRACKED_KEYS);
  return {
    async claim(keys) {
      if (keys.some((key) => held.get(key).count > 0)) return false;
      for (const key of keys) held.increment(key);
      return true;
    },
    async release(keys) {
      for (const key of keys) held.delete(key);
    },
  };
}
