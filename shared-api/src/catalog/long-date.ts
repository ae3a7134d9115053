// English names, written out: these formats are fixed by docs/product.md#date-formats, not by the reader's locale.
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** moment's `YYYY`: at least four digits, and a plus sign past 9999. */
export function fullYear(year: number): string {
  if (year > 9999) return `+${year}`;
  const digits = String(Math.abs(year)).padStart(4, '0');
  return year < 0 ? `-${digits}` : digits;
}

/** moment's English ordinal: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/**
 * The blog header's date (`MMMM Do YYYY`, docs/product.md#date-formats), e.g. "January 5th 2026",
 * of a calendar day: the browser passes its local day, the shell's host the UTC one.
 */
export function longDateText(year: number, monthIndex: number, day: number): string {
  return `${MONTHS[monthIndex]} ${ordinal(day)} ${fullYear(year)}`;
}
