/**
 * Scheduled publishing (docs/decisions/0077, docs/product.md#edit-blog): the words the API answers
 * and the admin's panel shows as they are, and the bounds of a schedule. Free of TypeBox, so clients
 * import it without the schema builder.
 */
export const SCHEDULE_MESSAGES = {
  /** 200: a schedule was set or changed. */
  scheduled: 'Post scheduled',
  /** 200: a schedule was cancelled; the post stays a draft. */
  cancelled: 'Schedule cancelled',
  /** 400: the time is in the past, or too close to now to be kept. */
  past: 'Choose a time in the future',
  /** 400: the time is further ahead than SCHEDULE_BOUNDS.maxAheadDays. */
  tooFar: 'Choose a time within the next 5 years',
  /** 409: a published post has nothing to schedule. */
  published: 'This post is already published',
  /** 409: a cancel of a post that has no schedule, which changes nothing (no new version). */
  notScheduled: 'This post has no schedule to cancel',
} as const;

export const SCHEDULE_BOUNDS = {
  /**
   * A time must be at least this far ahead when it is set: the request travels and the scheduler
   * ticks, and a time that is already past on arrival would publish a post its admin meant to wait.
   */
  minLeadMs: 5_000,
  maxAheadDays: 5 * 366,
} as const;
