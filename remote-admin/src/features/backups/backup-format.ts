/** The schedule as a sentence: the page says it under the heading. */
export function scheduleText(everyHours: number | null, keep: number): string {
  const kept = `The newest ${keep} ${keep === 1 ? 'backup is' : 'backups are'} kept; older ones are deleted after each new one.`;
  if (everyHours === null) return `Scheduled backups are off. ${kept}`;
  const period = everyHours === 1 ? 'every hour' : everyHours === 24 ? 'every day (every 24 hours)' : `every ${everyHours} hours`;
  return `A backup is made ${period}. ${kept}`;
}
