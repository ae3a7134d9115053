import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  BLOG_EDIT_MESSAGES,
  BlogScheduleCancel,
  BlogScheduleRequest,
  BlogSourceResponse,
  ErrorResponse,
  IdParams,
  SCHEDULE_BOUNDS,
  SCHEDULE_MESSAGES,
} from '@studyhub/shared-api/contract';
import { HttpError, notFound } from '../http/http-error.ts';
import type { BlogSchedule, ScheduleOutcome } from './blog-schedule.ts';

export interface BlogScheduleRoutesOptions {
  schedule: BlogSchedule;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant asked for, or a 400 when it is not ahead of now by the margin, or too far ahead. */
function futureTime(text: string, now = Date.now()): Date {
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw new HttpError(400, 'publishAt must be a date and time');
  if (at.getTime() < now + SCHEDULE_BOUNDS.minLeadMs) throw new HttpError(400, SCHEDULE_MESSAGES.past);
  if (at.getTime() > now + SCHEDULE_BOUNDS.maxAheadDays * DAY_MS) throw new HttpError(400, SCHEDULE_MESSAGES.tooFar);
  return at;
}

function answer(outcome: ScheduleOutcome, message: string) {
  if ('missing' in outcome) throw notFound('Blog');
  if ('published' in outcome) throw new HttpError(409, SCHEDULE_MESSAGES.published);
  if ('stale' in outcome) throw new HttpError(409, BLOG_EDIT_MESSAGES.conflict);
  // A state conflict like a published post's; not a 2xx, so no audit entry claims a cancel.
  if ('notScheduled' in outcome) throw new HttpError(409, SCHEDULE_MESSAGES.notScheduled);
  return { success: true, message, blog: outcome.saved };
}

/**
 * Scheduling a draft to go live (docs/decisions/0077): set or change its time, or cancel it, each
 * against the version its editor opened. Registered in the admin scope, which guards them.
 */
export const blogScheduleRoutes: FastifyPluginAsyncTypebox<BlogScheduleRoutesOptions> = async (app, { schedule }) => {
  const tags = ['Blogs'];
  const refusals = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

  app.put(
    API_PATHS.adminBlogSchedule,
    {
      config: { staff: { action: 'post.publish', post: 'params' }, audit: 'post.schedule' },
      schema: {
        tags,
        summary: 'Schedule an unpublished post to go live at a time, or change its time',
        description:
          `400 "${SCHEDULE_MESSAGES.past}" for a time less than ${SCHEDULE_BOUNDS.minLeadMs / 1000} s ahead; ` +
          `409 "${SCHEDULE_MESSAGES.published}" for a published post, "${BLOG_EDIT_MESSAGES.conflict}" when it is no longer at baseVersion. ` +
          'The post goes live within the scheduler interval of that time, dated at it.',
        params: IdParams,
        body: BlogScheduleRequest,
        response: { 200: BlogSourceResponse, ...refusals },
      },
    },
    async (request) => {
      const at = futureTime(request.body.publishAt);
      return answer(await schedule.set(request.params.id, at, request.body.baseVersion), SCHEDULE_MESSAGES.scheduled);
    },
  );

  app.delete(
    API_PATHS.adminBlogSchedule,
    {
      config: { staff: { action: 'post.publish', post: 'params' }, audit: 'post.unschedule' },
      schema: {
        tags,
        summary: "Cancel a post's schedule: it stays unpublished",
        description:
          `409 "${SCHEDULE_MESSAGES.notScheduled}" when no schedule is set (nothing changes), "${SCHEDULE_MESSAGES.published}" for a published post, ` +
          `"${BLOG_EDIT_MESSAGES.conflict}" when it is no longer at baseVersion.`,
        params: IdParams,
        body: BlogScheduleCancel,
        response: { 200: BlogSourceResponse, ...refusals },
      },
    },
    async (request) => answer(await schedule.cancel(request.params.id, request.body.baseVersion), SCHEDULE_MESSAGES.cancelled),
  );
};
