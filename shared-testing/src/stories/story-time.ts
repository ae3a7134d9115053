/**
 * The instant every story renders at: Storybook's preview freezes the clock here, so relative
 * times ("3 days ago") and the footer's year read the same in every run and screenshot.
 */
export const STORY_NOW = '2026-06-15T12:00:00.000Z';

/** A fixed date `days` before STORY_NOW (ISO), for fixtures. */
export function storyDate(days: number, hours = 0): string {
  return new Date(Date.parse(STORY_NOW) - (days * 24 + hours) * 3_600_000).toISOString();
}
