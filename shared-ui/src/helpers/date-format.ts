import { type DateInput, toValidDate } from './date-input.ts';

// English names, written out: these formats are fixed by docs/product.md#date-formats, not by the reader's locale.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const CARD_OPTIONS: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** moment's `YYYY`: at least four digits, and a plus sign past 9999. */
function fullYear(year: number): string {
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

/** Home resource cards (docs/product.md#date-formats): en-US short month, day, year, e.g. "Jan 5, 2026". Empty for an invalid date. */
export function formatCardDate(value: DateInput): string {
  const date = toValidDate(value);
  // toLocaleDateString, not a kept Intl.DateTimeFormat: that would pin the time zone it was made in.
  return date ? date.toLocaleDateString('en-US', CARD_OPTIONS) : '';
}

/** Blog header (`MMMM Do YYYY`, docs/product.md#date-formats), e.g. "January 5th 2026", in local time. Empty for an invalid date. */
export function formatLongDate(value: DateInput): string {
  const date = toValidDate(value);
  if (!date) return '';
  return `${MONTHS[date.getMonth()]} ${ordinal(date.getDate())} ${fullYear(date.getFullYear())}`;
}

/** Related resources (`MMM D, YYYY`, docs/product.md#date-formats), e.g. "Jan 5, 2026", in local time. Empty for an invalid date. */
export function formatShortDate(value: DateInput): string {
  const date = toValidDate(value);
  if (!date) return '';
  return `${MONTHS[date.getMonth()]?.slice(0, 3)} ${date.getDate()}, ${fullYear(date.getFullYear())}`;
}
