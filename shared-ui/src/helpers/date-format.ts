import { fullYear, longDateText, MONTHS } from '@studyhub/shared-api/catalog';
import { type DateInput, toValidDate } from './date-input.ts';

const CARD_OPTIONS: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

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
  return longDateText(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Related resources (`MMM D, YYYY`, docs/product.md#date-formats), e.g. "Jan 5, 2026", in local time. Empty for an invalid date. */
export function formatShortDate(value: DateInput): string {
  const date = toValidDate(value);
  if (!date) return '';
  return `${MONTHS[date.getMonth()]?.slice(0, 3)} ${date.getDate()}, ${fullYear(date.getFullYear())}`;
}
