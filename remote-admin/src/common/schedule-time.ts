// Scheduled times as the admin reads and types them (docs/product.md#edit-blog, docs/decisions/0077):
// in the browser's time zone, which the page names; the API gets and gives instants in UTC.

/** The admin's time zone as the browser knows it, e.g. "Europe/Berlin". */
export const adminTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value in the admin's zone: "2026-12-01T09:00". */
export function toLocalInput(value: string | Date): string {
  const date = new Date(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value, read in the admin's zone, as an ISO instant in UTC; undefined when it is
 * not a date and time. A date-time without an offset is local time by the language's rules.
 */
export function fromLocalInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** "Tuesday, December 1, 2026 at 9:00 AM GMT+1": the edit page's line, weekday and zone included. */
export const formatScheduleLong = (value: string): string =>
  new Date(value).toLocaleString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** "Dec 1, 2026, 9:00 AM": the blog list's status. */
export const formatScheduleShort = (value: string): string =>
  new Date(value).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
