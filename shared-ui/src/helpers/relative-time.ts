import { type DateInput, toValidDate } from './date-input.ts';

/** The thresholds of docs/product.md#date-formats (moment's defaults): below each, the unit stays the smaller one. */
export const RELATIVE_TIME_THRESHOLDS = { seconds: 45, minutes: 45, hours: 22, days: 26, months: 11 } as const;

const DAY_MS = 864e5;
// moment's calendar conversions: 400 years have 146097 days and 4800 months.
const daysToMonths = (days: number) => (days * 4800) / 146097;
const monthsToDays = (months: number) => (months * 146097) / 4800;

function daysInMonth(year: number, month: number): number {
  return new Date(year, month + 1, 0).getDate();
}

/** `date` plus whole calendar months, keeping the day unless the target month is shorter (as moment does). */
function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  // Re-setting the same month would move a time in the repeated DST hour; moment skips it too.
  if (months === 0) return result;
  const target = date.getMonth() + months;
  const targetYear = date.getFullYear() + Math.floor(target / 12);
  const day = date.getDate() < 29 ? date.getDate() : Math.min(date.getDate(), daysInMonth(targetYear, ((target % 12) + 12) % 12));
  result.setMonth(target, day);
  return result;
}

/** The gap between two instants as moment measures it: whole calendar months, then milliseconds. */
function calendarGap(earlier: Date, later: Date): { months: number; milliseconds: number } {
  let months = later.getMonth() - earlier.getMonth() + (later.getFullYear() - earlier.getFullYear()) * 12;
  if (addMonths(earlier, months).getTime() > later.getTime()) months -= 1;
  return { months, milliseconds: later.getTime() - addMonths(earlier, months).getTime() };
}

function phrase(earlier: Date, later: Date): string {
  const { months, milliseconds } = calendarGap(earlier, later);
  // The same arithmetic, in the same order, as moment's Duration#as, so rounding agrees at the edges.
  const wholeDays = Math.round(monthsToDays(months));
  const seconds = Math.round(wholeDays * 86400 + milliseconds / 1000);
  const minutes = Math.round(wholeDays * 1440 + milliseconds / 6e4);
  const hours = Math.round(wholeDays * 24 + milliseconds / 36e5);
  const days = Math.round(wholeDays + milliseconds / DAY_MS);
  const exactMonths = months + daysToMonths(milliseconds / DAY_MS);
  const monthCount = Math.round(exactMonths);
  const years = Math.round(exactMonths / 12);
  const t = RELATIVE_TIME_THRESHOLDS;

  if (seconds < t.seconds) return 'a few seconds';
  if (minutes <= 1) return 'a minute';
  if (minutes < t.minutes) return `${minutes} minutes`;
  if (hours <= 1) return 'an hour';
  if (hours < t.hours) return `${hours} hours`;
  if (days <= 1) return 'a day';
  if (days < t.days) return `${days} days`;
  if (monthCount <= 1) return 'a month';
  if (monthCount < t.months) return `${monthCount} months`;
  if (years <= 1) return 'a year';
  return `${years} years`;
}

/**
 * Comment timestamps (docs/product.md#date-formats): moment's `fromNow()` wording and thresholds without shipping
 * moment, e.g. "a few seconds ago", "5 minutes ago", "in 2 days". Empty for an invalid date.
 */
export function fromNow(value: DateInput, now: DateInput = new Date()): string {
  const date = toValidDate(value);
  const reference = toValidDate(now);
  if (!date || !reference) return '';
  return date.getTime() > reference.getTime() ? `in ${phrase(reference, date)}` : `${phrase(date, reference)} ago`;
}
