import type { MessageResponse, ReviewQueueQuery, ReviewQueueResponse } from '@studyhub/shared-api';
import { API_PATHS, studyHubApi, toMessage, withId } from '@studyhub/shared-api';
import type { AdminListView } from './admin-endpoints.ts';

/** "Return to author": the draft and the editor's note. */
export interface ReviewReturn {
  id: string;
  note: string;
}

/**
 * The review queue (issue 36). Every step refreshes the lists, the dashboard's count and the queue
 * (which reads the 'Blog' tag).
 */
export const reviewApi = studyHubApi.injectEndpoints({
  endpoints: (build) => ({
    getReviewQueue: build.infiniteQuery<ReviewQueueResponse, AdminListView<ReviewQueueQuery>, string>({
      infiniteQueryOptions: { initialPageParam: '', getNextPageParam: (last) => last.nextCursor ?? undefined },
      query: ({ queryArg, pageParam }) => ({ url: API_PATHS.adminReviewQueue, method: 'GET', params: pageParam ? { ...queryArg, cursor: pageParam } : queryArg }),
      providesTags: ['Blog'],
    }),
    submitForReview: build.mutation<string, string>({
      query: (id) => ({ url: withId(API_PATHS.adminBlogSubmit, id), method: 'POST' }),
      transformResponse: (body: MessageResponse) => toMessage(body),
      invalidatesTags: ['Blog', 'Dashboard'],
    }),
    publishReviewed: build.mutation<string, string>({
      query: (id) => ({ url: withId(API_PATHS.adminBlogReviewPublish, id), method: 'POST' }),
      transformResponse: (body: MessageResponse) => toMessage(body),
      invalidatesTags: ['Blog', 'Dashboard'],
    }),
    returnToAuthor: build.mutation<string, ReviewReturn>({
      query: ({ id, note }) => ({ url: withId(API_PATHS.adminBlogReviewReturn, id), method: 'POST', data: { note } }),
      transformResponse: (body: MessageResponse) => toMessage(body),
      invalidatesTags: ['Blog', 'Dashboard'],
    }),
  }),
});

export const { useGetReviewQueueInfiniteQuery, useSubmitForReviewMutation, usePublishReviewedMutation, useReturnToAuthorMutation } = reviewApi;
