import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_PAGE_SIZE,
  API_PATHS,
  ErrorResponse,
  IdParams,
  REVIEW_MESSAGES,
  ReviewQueueQuery,
  ReviewQueueResponse,
  ReviewReturnRequest,
} from '@studyhub/shared-api/contract';
import { HttpError, notFound } from '../http/http-error.ts';
import { decodeCursor, encodeCursor, pageLimit } from '../http/page-cursor.ts';
import type { ReviewOutcome, ReviewRepository } from './review-repository.ts';

export interface ReviewRoutesOptions {
  review: ReviewRepository;
}

const tags = ['Review'];
const MessageResponse = ErrorResponse;
/** The cursor's sort name: the queue has one order. */
const QUEUE_SORT = 'submitted';

function answer(outcome: ReviewOutcome, message: string, wrongState: string) {
  if (outcome === 'missing') throw notFound('Blog');
  if (outcome === 'wrongState') throw new HttpError(409, wrongState);
  return { success: true, message };
}

/**
 * The review queue (issue 36, docs/decisions/0083). Registered in the admin scope, which guards
 * them and enforces each `config.staff`. Who is signed in is staff/account-routes.ts.
 */
export const reviewRoutes: FastifyPluginAsyncTypebox<ReviewRoutesOptions> = async (app, { review }) => {
  const refusals = { 404: ErrorResponse, 409: ErrorResponse };

  app.post(
    API_PATHS.adminBlogSubmit,
    {
      config: { staff: { action: 'post.submit', post: 'params' } },
      schema: {
        tags,
        summary: 'Submit your draft for review: it joins the queue and a returned note is cleared',
        description: `409 "${REVIEW_MESSAGES.alreadySubmitted}" when it already waits.`,
        params: IdParams,
        response: { 200: MessageResponse, ...refusals },
      },
    },
    async (request) => answer(await review.submit(request.params.id), REVIEW_MESSAGES.submitted, REVIEW_MESSAGES.alreadySubmitted),
  );

  app.get(
    API_PATHS.adminReviewQueue,
    {
      config: { staff: 'post.review' },
      schema: {
        tags,
        summary: 'One page of the drafts waiting for review, oldest submission first, with how many wait',
        querystring: ReviewQueueQuery,
        response: { 200: ReviewQueueResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const limit = pageLimit(request.query.limit, ADMIN_PAGE_SIZE);
      const after = request.query.cursor === undefined ? undefined : decodeCursor(request.query.cursor, QUEUE_SORT, 'time');
      const { rows, total, totalCapped, next } = await review.page(limit, after);
      return { success: true, posts: rows, total, totalCapped, nextCursor: next ? encodeCursor(QUEUE_SORT, next) : null };
    },
  );

  app.post(
    API_PATHS.adminBlogReviewPublish,
    {
      config: { staff: { action: 'post.review', post: 'params' } },
      schema: {
        tags,
        summary: 'Publish a draft waiting for review',
        description: `409 "${REVIEW_MESSAGES.notSubmitted}" when it is not waiting.`,
        params: IdParams,
        response: { 200: MessageResponse, ...refusals },
      },
    },
    async (request) => answer(await review.publish(request.params.id), REVIEW_MESSAGES.published, REVIEW_MESSAGES.notSubmitted),
  );

  app.post(
    API_PATHS.adminBlogReviewReturn,
    {
      config: { staff: { action: 'post.review', post: 'params' } },
      schema: {
        tags,
        summary: 'Return a draft waiting for review to its author with a note',
        description: `400 "${REVIEW_MESSAGES.noteRequired}" for a blank note; 409 "${REVIEW_MESSAGES.notSubmitted}" when it is not waiting.`,
        params: IdParams,
        body: ReviewReturnRequest,
        response: { 200: MessageResponse, 400: ErrorResponse, ...refusals },
      },
    },
    async (request) => {
      const note = request.body.note.trim();
      if (!note) throw new HttpError(400, REVIEW_MESSAGES.noteRequired);
      return answer(await review.returnToAuthor(request.params.id, note), REVIEW_MESSAGES.returned, REVIEW_MESSAGES.notSubmitted);
    },
  );
};

