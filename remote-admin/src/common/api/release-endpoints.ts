import type { ActivateReleaseRequest, AdminReleasesResponse, AppReleaseStateResponse, CanaryRequest, ReleaseApp } from '@studyhub/shared-api';
import { API_PATHS, studyHubApi } from '@studyhub/shared-api';

/** The path of a `:app` release route with the app filled in. */
const withApp = (path: string, app: ReleaseApp) => path.replace(':app', encodeURIComponent(app));

/**
 * The owner's releases (issue 38, docs/decisions/0087): every app's registry, and the changes to
 * it. Each change answers the app's new state with the API's message (RELEASE_MESSAGES), and
 * refetches the whole list: a shell's activation changes which remotes fit.
 */
export const releaseApi = studyHubApi.enhanceEndpoints({ addTagTypes: ['Release'] }).injectEndpoints({
  endpoints: (build) => ({
    getReleases: build.query<AdminReleasesResponse, void>({
      query: () => ({ url: API_PATHS.adminReleases, method: 'GET' }),
      providesTags: ['Release'],
    }),
    activateRelease: build.mutation<AppReleaseStateResponse, ActivateReleaseRequest & { app: ReleaseApp }>({
      query: ({ app, version }) => ({ url: withApp(API_PATHS.adminReleaseActivate, app), method: 'POST', data: { version } }),
      invalidatesTags: ['Release'],
    }),
    rollBackRelease: build.mutation<AppReleaseStateResponse, ReleaseApp>({
      query: (app) => ({ url: withApp(API_PATHS.adminReleaseRollback, app), method: 'POST' }),
      invalidatesTags: ['Release'],
    }),
    /** Starts a canary, or changes its version or percent. */
    startCanary: build.mutation<AppReleaseStateResponse, CanaryRequest & { app: ReleaseApp }>({
      query: ({ app, version, percent }) => ({ url: withApp(API_PATHS.adminReleaseCanary, app), method: 'POST', data: { version, percent } }),
      invalidatesTags: ['Release'],
    }),
    stopCanary: build.mutation<AppReleaseStateResponse, ReleaseApp>({
      query: (app) => ({ url: withApp(API_PATHS.adminReleaseCanary, app), method: 'DELETE' }),
      invalidatesTags: ['Release'],
    }),
    promoteCanary: build.mutation<AppReleaseStateResponse, ReleaseApp>({
      query: (app) => ({ url: withApp(API_PATHS.adminReleasePromote, app), method: 'POST' }),
      invalidatesTags: ['Release'],
    }),
  }),
});

export const {
  useGetReleasesQuery,
  useActivateReleaseMutation,
  useRollBackReleaseMutation,
  useStartCanaryMutation,
  useStopCanaryMutation,
  usePromoteCanaryMutation,
} = releaseApi;
