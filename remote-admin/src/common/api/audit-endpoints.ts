import type { AuditLogPageResponse, AuditLogQuery } from '@studyhub/shared-api';
import { API_PATHS, studyHubApi } from '@studyhub/shared-api';
import type { AdminListView } from './admin-endpoints.ts';

/** The audit log (issue 36), a page at a time like the other admin lists; refetched when posts or comments change. */
export const auditApi = studyHubApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditLogPage: build.infiniteQuery<AuditLogPageResponse, AdminListView<AuditLogQuery>, string>({
      infiniteQueryOptions: { initialPageParam: '', getNextPageParam: (last) => last.nextCursor ?? undefined },
      query: ({ queryArg, pageParam }) => ({ url: API_PATHS.adminAuditLog, method: 'GET', params: pageParam ? { ...queryArg, cursor: pageParam } : queryArg }),
      providesTags: ['Blog', 'Comment'],
    }),
  }),
});

export const { useGetAuditLogPageInfiniteQuery } = auditApi;
