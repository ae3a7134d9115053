import type { AuditLogPageResponse, AuditLogQuery } from '../contract/index.ts';
import { API_PATHS } from '../contract/paths.ts';
import type { AdminListView } from './admin-endpoints.ts';
import { studyHubApi } from './api.ts';

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
