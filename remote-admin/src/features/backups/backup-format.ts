const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** "812 bytes", "4.2 MB": a backup's size in the largest unit under 1024 of it (1 KB = 1024 bytes). */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${UNITS[unit]}`;
}

/** When a backup was made, in the reader's time zone, as the audit log shows times. */
export const madeText = (at: string) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The schedule as a sentence: the page says it under the heading. */
export function scheduleText(everyHours: number | null, keep: number): string {
  const kept = `The newest ${keep} ${keep === 1 ? 'backup is' : 'backups are'} kept; older ones are deleted after each new one.`;
  if (everyHours === null) return `Scheduled backups are off. ${kept}`;
  const period = everyHours === 1 ? 'every hour' : everyHours === 24 ? 'every day (every 24 hours)' : `every ${everyHours} hours`;
  return `A backup is made ${period}. ${kept}`;
}
