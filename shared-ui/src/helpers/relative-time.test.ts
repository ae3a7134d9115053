import moment from 'moment';
import { describe, expect, it } from 'vitest';
import { inTimeZone, TIME_ZONES } from './moment-oracle.ts';
import { seededRandom } from './seeded-random.ts';
import { fromNow } from './relative-time.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A description of the disagreement with moment, or null when both say the same. */
function mismatch(date: number, now: number, zone: string): string | null {
  const expected = moment(date).from(moment(now));
  const actual = fromNow(date, now);
  return actual === expected ? null : `${new Date(date).toISOString()} from ${new Date(now).toISOString()} in ${zone}: "${actual}", moment "${expected}"`;
}

describe('fromNow', () => {
  const now = new Date(2026, 5, 15, 12, 0, 0).getTime();

  it.each([
    [0, 'a few seconds ago'],
    [44 * SECOND, 'a few seconds ago'],
    [45 * SECOND, 'a minute ago'],
    [89 * SECOND, 'a minute ago'],
    [90 * SECOND, '2 minutes ago'],
    [44 * MINUTE, '44 minutes ago'],
    [45 * MINUTE, 'an hour ago'],
    [90 * MINUTE, '2 hours ago'],
    [21 * HOUR, '21 hours ago'],
    [22 * HOUR, 'a day ago'],
    [36 * HOUR, '2 days ago'],
    [25 * DAY, '25 days ago'],
    [26 * DAY, 'a month ago'],
    [60 * DAY, '2 months ago'],
    [300 * DAY, '10 months ago'],
    [345 * DAY, 'a year ago'],
    [548 * DAY, '2 years ago'],
  ])('%i ms before now reads "%s" (thresholds of docs/product.md#date-formats)', (gap, text) => {
    expect(fromNow(now - gap, now)).toBe(text);
  });

  it('uses the future form for later dates', () => {
    expect(fromNow(now + 10 * SECOND, now)).toBe('in a few seconds');
    expect(fromNow(now + 3 * DAY, now)).toBe('in 3 days');
  });

  it('is empty for an invalid date', () => {
    expect(fromNow('soon', now)).toBe('');
  });

  it('matches moment().from() for generated gaps, past and future, in several time zones', () => {
    const random = seededRandom(45_45_22);
    // Gaps spread evenly on a log scale from 1 ms to ~30 years, so every unit gets many cases.
    const gaps = Array.from({ length: 800 }, () => Math.round(Math.exp(random() * Math.log(30 * 365 * DAY))));
    // And every threshold edge, to the millisecond.
    for (const edge of [44.5 * SECOND, 45 * SECOND, 89.5 * SECOND, 44.5 * MINUTE, 89.5 * MINUTE, 21.5 * HOUR, 22 * HOUR, 35.5 * HOUR, 25.5 * DAY, 26 * DAY, 45 * DAY, 319 * DAY, 345 * DAY, 547 * DAY]) {
      gaps.push(edge - 1, edge, edge + 1);
    }
    const nows = [
      now,
      new Date(2024, 1, 29, 23, 59, 59, 999).getTime(), // leap day
      new Date(2025, 0, 31, 0, 0).getTime(), // month end: adding months clamps the day
      new Date(2026, 2, 29, 2, 30).getTime(), // around European DST
      Date.UTC(2026, 10, 1, 6, 30),
    ];
    let compared = 0;
    const mismatches: string[] = [];
    for (const zone of TIME_ZONES) {
      inTimeZone(zone, () => {
        for (const reference of nows) {
          for (const gap of gaps) {
            for (const date of [reference - gap, reference + gap]) {
              const problem = mismatch(date, reference, zone);
              if (problem) mismatches.push(problem);
              compared += 1;
            }
          }
        }
      });
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(compared).toBeGreaterThan(50_000);
  }, 30_000);
});
