import { type ReleaseApp } from '@studyhub/shared-api';
import { CANARY_ROLLBACK_RULE } from '@studyhub/shared-api/admin';

/** Each app in the owner's words. */
export const APP_LABELS: Record<ReleaseApp, string> = {
  shell: 'Shell (navigation and routes)',
  'remote-public': 'Public pages',
  'remote-resources': 'Study resources',
  'remote-admin': 'Admin portal',
};

/** CANARY_ROLLBACK_RULE's window in words. */
export const HEALTH_WINDOW = `the last ${CANARY_ROLLBACK_RULE.windowMs / 60_000} minutes`;

export const PERCENT_BOUNDS = { min: 1, max: 99 } as const;
export const PERCENT_ERROR = `Enter a whole number from ${PERCENT_BOUNDS.min} to ${PERCENT_BOUNDS.max}.`;

/** The percent typed, or undefined when it is not a whole number from 1 to 99. */
export function parsePercent(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return undefined;
  const percent = Number(trimmed);
  return percent >= PERCENT_BOUNDS.min && percent <= PERCENT_BOUNDS.max ? percent : undefined;
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "120 loads, 3 failures (2.5 %)": one side of a canary's health. */
export function healthText({ loads, failures }: { loads: number; failures: number }): string {
  const rate = loads > 0 ? ` (${((failures / loads) * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })} %)` : '';
  return `${count(loads, 'load', 'loads')}, ${count(failures, 'failure', 'failures')}${rate}`;
}

/** The empty page's words, with the command in code (docs/product.md#releases). */
export const EMPTY_TEXT = { before: 'No releases yet. Run ', command: 'npm run release -- <app>', after: ' to make one.' } as const;
