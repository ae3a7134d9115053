export type DateInput = Date | string | number;

/** A Date from what the API or a caller hands over; null when it is not a real date. */
export function toValidDate(value: DateInput): Date | null {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
