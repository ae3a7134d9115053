import moment from 'moment';
import { describe, expect, it } from 'vitest';
import { ordinal } from '@studyhub/shared-api/catalog';
import { formatCardDate, formatLongDate, formatShortDate } from './date-format.ts';
import { inTimeZone, TIME_ZONES } from './moment-oracle.ts';
import { seededRandom } from './seeded-random.ts';

describe('date formats of docs/product.md#date-formats', () => {
  it('formats the documented examples', () => {
    const date = new Date(2026, 0, 5, 10, 30);
    expect(formatCardDate(date)).toBe('Jan 5, 2026');
    expect(formatLongDate(date)).toBe('January 5th 2026');
    expect(formatShortDate(date)).toBe('Jan 5, 2026');
  });

  it('writes English ordinals like moment', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31, 101, 111, 112].map(ordinal)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st', '101st', '111th', '112th',
    ]);
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatCardDate('not a date')).toBe('');
    expect(formatLongDate(Number.NaN)).toBe('');
    expect(formatShortDate(new Date('x'))).toBe('');
  });

  it('matches moment for 2,000 generated instants in each of several time zones', () => {
    const random = seededRandom(20260105);
    const instants = Array.from({ length: 2000 }, () => Math.floor(Date.UTC(1970, 0, 1) + random() * (Date.UTC(2100, 0, 1) - Date.UTC(1970, 0, 1))));
    // Month and year edges, where a time zone moves the local day.
    instants.push(Date.UTC(2024, 1, 29, 23, 59, 59), Date.UTC(2025, 11, 31, 23, 30), Date.UTC(2026, 0, 1, 0, 0), Date.UTC(2000, 0, 1, 12));
    const mismatches: string[] = [];
    const check = (label: string, actual: string, expected: string) => {
      if (actual !== expected) mismatches.push(`${label}: "${actual}", moment "${expected}"`);
    };
    for (const zone of TIME_ZONES) {
      inTimeZone(zone, () => {
        for (const instant of instants) {
          const reference = moment(instant);
          const label = `${new Date(instant).toISOString()} in ${zone}`;
          check(`long ${label}`, formatLongDate(new Date(instant).toISOString()), reference.format('MMMM Do YYYY'));
          check(`short ${label}`, formatShortDate(instant), reference.format('MMM D, YYYY'));
          check(`card ${label}`, formatCardDate(new Date(instant)), reference.format('MMM D, YYYY'));
        }
      });
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  }, 30_000);
});
