/*
 * The admin portal's endpoints, injected into the site's one API slice (RTK Query's code
 * splitting): they load with remote-admin, so the shell and the public pages never download them.
 * They import the slice as `@studyhub/shared-api`, the share, so it is the shell's (decision 0093).
 */
export {
  adminApi,
  useAddBlogMutation,
  useApproveCommentMutation,
  useDeleteBlogMutation,
  useDeleteCommentMutation,
  useGenerateDraftMutation,
  useGetAdminBlogSourceQuery,
  useGetAdminBlogPageInfiniteQuery,
  useGetAdminCommentPageInfiniteQuery,
  useGetDashboardQuery,
  useLoginMutation,
  useLogoutMutation,
  useLogoutAllMutation,
  useTogglePublishMutation,
  useUpdateBlogMutation,
  useUploadImageMutation,
  type AdminListView,
  type BlogEditUpload,
  type BlogUpload,
  type SavedBlogEdit,
} from './admin-endpoints.ts';
export { scheduleApi, useCancelScheduleMutation, useScheduleBlogMutation, type ScheduleChange } from './schedule-endpoints.ts';
export { auditApi, useGetAuditLogPageInfiniteQuery } from './audit-endpoints.ts';
export { backupApi, fetchBackupFile, useGetBackupsQuery, useMakeBackupMutation } from './backup-endpoints.ts';
export {
  releaseApi,
  useActivateReleaseMutation,
  useGetReleasesQuery,
  usePromoteCanaryMutation,
  useRollBackReleaseMutation,
  useStartCanaryMutation,
  useStopCanaryMutation,
} from './release-endpoints.ts';
export {
  autosaveApi,
  useDiscardNewPostDraftMutation,
  useGetNewPostDraftQuery,
  useGetPostAutosaveQuery,
  type AutosaveState,
  type Outliving,
} from './autosave-endpoints.ts';
export {
  revisionApi,
  useGetPostRevisionQuery,
  useGetPostRevisionsInfiniteQuery,
  useRestoreRevisionMutation,
  type RevisionRef,
  type RevisionRestore,
} from './revision-endpoints.ts';
export {
  reviewApi,
  useGetReviewQueueInfiniteQuery,
  usePublishReviewedMutation,
  useReturnToAuthorMutation,
  useSubmitForReviewMutation,
  type ReviewReturn,
} from './review-endpoints.ts';
export {
  staffApi,
  useAcceptInviteMutation,
  useChangeMyPasswordMutation,
  useChangeStaffRoleMutation,
  useGetInviteQuery,
  useGetStaffQuery,
  useInviteStaffMutation,
  useRemoveStaffMutation,
  useRenameMyAccountMutation,
  useResendInviteMutation,
  useRevokeInviteMutation,
  useSetStaffSuspendedMutation,
  type InviteInfo,
} from './staff-endpoints.ts';
export { useMyAccountQuery } from './use-my-account.ts';
export {
  previewLinkApi,
  useCreatePreviewLinkMutation,
  useGetPreviewLinksQuery,
  useRenderPreviewMutation,
  useRevokePreviewLinkMutation,
  type NewPreviewLinkRequest,
} from './preview-link-endpoints.ts';

