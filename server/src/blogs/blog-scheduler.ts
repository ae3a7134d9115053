import type { FastifyBaseLogger } from 'fastify';
import { type RepeatingTimer, repeatWithJitter } from '../repeating-timer.ts';
import type { FiredSchedule } from './blog-schedule.ts';

export interface SchedulerOptions {
  publishDue: () => Promise<FiredSchedule[]>;
  /** Between two looks for due posts; each wait is this, give or take a fifth. */
  intervalMs: number;
  log: FastifyBaseLogger;
}

/**
 * The timer every API instance runs (docs/decisions/0077): it publishes the posts whose time has
 * come and logs each. Jittered, so instances started together do not all look at the same moment;
 * unref'd, so it never keeps a process alive; `stop` waits for a look in progress.
 */
export function startScheduler({ publishDue, intervalMs, log }: SchedulerOptions): RepeatingTimer {
  const tick = async () => {
    try {
      for (const fired of await publishDue()) {
        log.info({ blogId: fired.id, publishAt: fired.createdAt.toISOString() }, 'scheduled post published');
      }
    } catch (error) {
      // The next tick tries again: a database that is down for a moment must not stop the timer.
      log.error({ err: error }, 'scheduled publishing failed');
    }
  };
  return repeatWithJitter(tick, intervalMs);
}
