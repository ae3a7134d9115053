// The share: the shell provides this entry whole to every page, so each value exported here is
// downloaded by every reader. What only the admin portal uses lives in ./admin.ts or in remote-admin
// (docs/decisions/0093).
export type * from './contract/index.ts';
// Values come from the typebox-free contract files so clients do not bundle the schema builder.
export {
  BLOG_CATEGORIES,
  BLOG_LIST_DEFAULTS,
  BLOG_PAGE_SIZE,
  BLOG_SORTS,
  RESOURCE_KINDS,
  SEARCH_PAGE_SIZE,
  SEARCH_TOTAL_CAP,
} from './contract/constants.ts';
export { DEFAULT_BLOG_CATEGORY, LIMITS } from './contract/limits.ts';
export { BROWSER_ID_PATTERN, COMMENT_ALLOWANCE, COMMENT_MESSAGES } from './contract/comment-rules.ts';
export { COVER_DEFAULT_WIDTH, COVER_WIDTH_PARAM, COVER_WIDTHS, coverSources } from './contract/cover-image.ts';
export { blogDescription, EXCERPT_WORDS, excerpt, stripHtml } from './contract/excerpt.ts';
export { API_PATHS } from './contract/paths.ts';
export { previewApi, useGetDraftPreviewQuery } from './client/preview-endpoints.ts';
export { REMOTE_NAMES, RUNTIME_CONFIG_FILE, parseRuntimeConfig } from './contract/runtime-config.ts';
export {
  CONTRACT_VERSION,
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
  toMessage,
  useAddCommentMutation,
  useGetBlogPageQuery,
  useGetBlogQuery,
  useGetBlogsQuery,
  useGetCommentsQuery,
  useGetSiteQuery,
  useSearchBlogsQuery,
  withId,
  type NewComment,
} from './client/api.ts';
export { authorApi, useGetAuthorPostsQuery, useGetAuthorQuery, type AuthorPostsRequest } from './client/author-endpoints.ts';
export { PREVIEW_MESSAGES, PREVIEW_PAGE_PREFIX } from './contract/preview-rules.ts';
export { apiErrorMessage, type ApiError, type QueryArgs, type QueryError } from './client/base-query.ts';
export { errorMessage, errorResponse } from './client/http.ts';
export { loadRuntimeConfig } from './runtime.ts';
export { makeStore, STORE_SLICES, type AppDispatch, type AppStore, type AppThunk, type MakeStoreOptions, type RootState } from './store/make-store.ts';
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
  type AuthState,
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
export { FORMULA_STYLESHEET_PRECEDENCE, hasFormulas, type CodeLanguage } from './contract/post-body.ts';
export type { ImageFormat } from './contract/image-upload.ts';
