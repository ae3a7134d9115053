const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** "812 bytes", "4.2 MB": a file's size in the largest unit under 1024 of it (1 KB = 1024 bytes); backups and releases show sizes so. */
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

/** A moment in the reader's time zone, as the audit log shows times. */
export const momentText = (at: string) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
