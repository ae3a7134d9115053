import type { BlogRevision, RestoreRevisionResponse, RevisionListResponse, RevisionResponse } from '@studyhub/shared-api';
import { API_PATHS, studyHubApi, withId } from '@studyhub/shared-api';
import { adminApi } from './admin-endpoints.ts';

/** One revision of post `id`. */
export interface RevisionRef {
  id: string;
  revision: number;
}

/** Restoring a revision names the version the History page read the post at, as a save does. */
export interface RevisionRestore extends RevisionRef {
  baseVersion: number;
}

const revisionPath = (path: string, { id, revision }: RevisionRef) => withId(path, id).replace(':revision', String(revision));

/** A post's history (docs/decisions/0074): its revisions, one revision's text, restoring one. */
export const revisionApi = studyHubApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The post's revisions, newest first, a page at a time. Every blog write refetches it (a save or
     * a restore adds a revision), pages in order from the cursor of the page refetched before.
     */
    getPostRevisions: build.infiniteQuery<RevisionListResponse, string, string>({
      infiniteQueryOptions: { initialPageParam: '', getNextPageParam: (last) => last.nextCursor ?? undefined },
      query: ({ queryArg, pageParam }) => ({ url: withId(API_PATHS.adminBlogRevisions, queryArg), method: 'GET', params: pageParam ? { cursor: pageParam } : {} }),
      providesTags: ['Blog'],
    }),
    /** A revision's text: revisions never change, so what is cached stays true. */
    getPostRevision: build.query<BlogRevision, RevisionRef>({
      query: (ref) => ({ url: revisionPath(API_PATHS.adminBlogRevision, ref), method: 'GET' }),
      transformResponse: (body: RevisionResponse) => body.revision,
    }),
    /** Saves the post back to a revision; a 409 means it changed since `baseVersion` and nothing was saved. */
    restoreRevision: build.mutation<RestoreRevisionResponse, RevisionRestore>({
      query: ({ baseVersion, ...ref }) => ({ url: revisionPath(API_PATHS.adminBlogRevisionRestore, ref), method: 'POST', data: { baseVersion } }),
      invalidatesTags: ['Blog', 'Dashboard'],
      // The editor opened next must start from the restored post at its new version, not from a
      // source still cached from before (it has no tags to be refetched by).
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const restored = await queryFulfilled.catch(() => undefined);
        if (restored) void dispatch(adminApi.util.upsertQueryData('getAdminBlogSource', id, restored.data.blog));
      },
    }),
  }),
});

export const { useGetPostRevisionsInfiniteQuery, useGetPostRevisionQuery, useRestoreRevisionMutation } = revisionApi;
