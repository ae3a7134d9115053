export type * from './contract/index.ts';
// Values come from the typebox-free contract files so clients do not bundle the schema builder.
export {
  ADMIN_BLOG_LIST_DEFAULTS,
  ADMIN_BLOG_STATUSES,
  ADMIN_COMMENT_LIST_DEFAULTS,
  ADMIN_COMMENT_SORTS,
  ADMIN_COMMENT_STATUSES,
  ADMIN_PAGE_SIZE,
  ADMIN_TOTAL_CAP,
  BLOG_CATEGORIES,
  BLOG_LIST_DEFAULTS,
  BLOG_PAGE_SIZE,
  BLOG_SORTS,
  RESOURCE_KINDS,
  SEARCH_PAGE_SIZE,
  SEARCH_TOTAL_CAP,
} from './contract/constants.ts';
export { DEFAULT_BLOG_CATEGORY, LIMITS } from './contract/limits.ts';
export { BLOG_EDIT_MESSAGES } from './contract/blog-edit.ts';
export { SCHEDULE_BOUNDS, SCHEDULE_MESSAGES } from './contract/schedule-rules.ts';
export { AUTOSAVE_MESSAGES, AUTOSAVES_KEPT } from './contract/autosave-api.ts';
export { REVISION_KIND_LABELS, REVISION_MESSAGES, restoredMessage } from './contract/revision-messages.ts';
export { BROWSER_ID_PATTERN, COMMENT_ALLOWANCE, COMMENT_MESSAGES } from './contract/comment-rules.ts';
export { COVER_DEFAULT_WIDTH, COVER_WIDTH_PARAM, COVER_WIDTHS, coverSources } from './contract/cover-image.ts';
export { blogDescription, EXCERPT_WORDS, excerpt, stripHtml } from './contract/excerpt.ts';
export { API_PATHS } from './contract/paths.ts';
export { REMOTE_NAMES, RUNTIME_CONFIG_FILE, parseRuntimeConfig } from './contract/runtime-config.ts';
export {
  CANARY_ROLLBACK_RULE,
  CONTRACT_VERSION,
  RELEASE_APPS,
  RELEASE_MESSAGES,
  RELEASE_PATH_PREFIX,
  RELEASE_VERSION_PATTERN,
  VISITOR_ID_STORAGE_KEY,
  canaryBucket,
  releaseUnfitReasons,
  type ReleaseApp,
} from './contract/release-rules.ts';
export {
  FIRST_LISTING_PAGE,
  studyHubApi,
  useAddCommentMutation,
  useGetBlogPageQuery,
  useGetBlogQuery,
  useGetBlogsQuery,
  useGetCommentsQuery,
  useGetSiteQuery,
  useSearchBlogsQuery,
  type NewComment,
} from './client/api.ts';
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
} from './client/admin-endpoints.ts';
export { scheduleApi, useCancelScheduleMutation, useScheduleBlogMutation, type ScheduleChange } from './client/schedule-endpoints.ts';
export { auditApi, useGetAuditLogPageInfiniteQuery } from './client/audit-endpoints.ts';
export { backupApi, fetchBackupFile, useGetBackupsQuery, useMakeBackupMutation } from './client/backup-endpoints.ts';
export {
  releaseApi,
  useActivateReleaseMutation,
  useGetReleasesQuery,
  usePromoteCanaryMutation,
  useRollBackReleaseMutation,
  useStartCanaryMutation,
  useStopCanaryMutation,
} from './client/release-endpoints.ts';
export {
  autosaveApi,
  useDiscardNewPostDraftMutation,
  useGetNewPostDraftQuery,
  useGetPostAutosaveQuery,
  type AutosaveState,
  type Outliving,
} from './client/autosave-endpoints.ts';
export {
  revisionApi,
  useGetPostRevisionQuery,
  useGetPostRevisionsInfiniteQuery,
  useRestoreRevisionMutation,
  type RevisionRef,
  type RevisionRestore,
} from './client/revision-endpoints.ts';
export {
  previewApi,
  useCreatePreviewLinkMutation,
  useGetDraftPreviewQuery,
  useGetPreviewLinksQuery,
  useRenderPreviewMutation,
  useRevokePreviewLinkMutation,
  type NewPreviewLinkRequest,
} from './client/preview-endpoints.ts';
export {
  reviewApi,
  useGetReviewQueueInfiniteQuery,
  usePublishReviewedMutation,
  useReturnToAuthorMutation,
  useSubmitForReviewMutation,
  type ReviewReturn,
} from './client/review-endpoints.ts';
export { REVIEW_MESSAGES, REVIEW_NOTE_MAX_LENGTH, REVIEW_STATES } from './contract/review-rules.ts';
export { STAFF_MESSAGES, STAFF_PERMISSIONS, STAFF_ROLES, staffCan } from './contract/staff-roles.ts';
export { authorApi, useGetAuthorPostsQuery, useGetAuthorQuery, type AuthorPostsRequest } from './client/author-endpoints.ts';
export { PREVIEW_LINK_CHOICES, PREVIEW_LINK_HOURS, PREVIEW_MESSAGES, PREVIEW_PAGE_PREFIX } from './contract/preview-rules.ts';
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
} from './client/staff-endpoints.ts';
export { useMyAccountQuery } from './client/use-my-account.ts';
export { INVITE_DAYS, INVITE_STATES, MAX_DISPLAY_NAME_LENGTH, MIN_STAFF_PASSWORD_LENGTH, STAFF_ACCOUNT_MESSAGES } from './contract/staff-account-rules.ts';
export { apiErrorMessage, type ApiError, type QueryError } from './client/base-query.ts';
export { errorMessage } from './client/http.ts';
export { loadRuntimeConfig } from './runtime.ts';
export { makeStore, STORE_SLICES, type AppDispatch, type AppStore, type MakeStoreOptions, type RootState } from './store/make-store.ts';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks.ts';
export { StoreProvider } from './store/store-provider.tsx';
export {
  loggedIn,
  loggedOut,
  selectIsLoggedIn,
  selectSessionEndedAt,
  selectToken,
  SESSION_ENDED_MESSAGE,
  sessionExpired,
} from './store/auth-slice.ts';
export { searchCleared, searchSubmitted, selectSearchText } from './store/search-slice.ts';
export { TOKEN_STORAGE_KEY, type TokenStorage } from './store/token-storage.ts';
export { mountApp, type MountAppOptions } from './mount-app.tsx';
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router.ts';
export {
  CODE_LANGUAGES,
  CODE_LANGUAGE_CLASS_PREFIX,
  DEFAULT_CODE_LANGUAGE,
  FORMULA_STYLESHEET_PRECEDENCE,
  IMAGE_PROTOCOLS,
  LINK_PROTOCOLS,
  codeLanguageLabel,
  codeLanguageOf,
  hasFormulas,
  type CodeLanguage,
} from './contract/post-body.ts';
export { IMAGE_FORMATS, IMAGE_MEGABYTES, displayFileName, imageTooLargeMessage, wrongImageTypeMessage, type ImageFormat } from './contract/image-upload.ts';
