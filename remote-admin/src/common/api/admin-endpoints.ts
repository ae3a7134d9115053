import type {
  AdminBlogPageQuery,
  AdminBlogPageResponse,
  AdminCommentPageQuery,
  AdminCommentPageResponse,
  AppDispatch,
  BlogSource,
  BlogSourceResponse,
  BlogUpdate,
  DashboardData,
  DashboardResponse,
  GenerateResponse,
  LoginRequest,
  LoginResponse,
  NewBlog,
  UploadedImage,
  UploadedImageResponse,
} from '@studyhub/shared-api';
import { API_PATHS, loggedIn, loggedOut, studyHubApi, toMessage, withId } from '@studyhub/shared-api';

export interface BlogUpload {
  blog: NewBlog;
  image: Blob;
}

/** A saved edit of post `id` (docs/decisions/0073): its fields with the version it was opened at, and a new cover if one was chosen. */
export interface BlogEditUpload {
  id: string;
  blog: BlogUpdate;
  /** Without it the stored cover is kept. */
  image?: Blob;
}

/** What a saved edit answers: the post as saved (its new version to save against next) and the server's message. */
export interface SavedBlogEdit {
  blog: BlogSource;
  message: string;
}

/** After a logout request, whatever its outcome: the token is forgotten and admin data refetched. */
async function forgetSessionAfter(
  _arg: void,
  { dispatch, queryFulfilled }: { dispatch: AppDispatch; queryFulfilled: Promise<unknown> },
): Promise<void> {
  await queryFulfilled.catch(() => undefined);
  dispatch(loggedOut());
  dispatch(studyHubApi.util.invalidateTags(['Dashboard', 'Comment', 'Blog']));
}

/** A view of an admin list (search, filters, sort): the query of its pages without their cursor. */
export type AdminListView<Query extends { cursor?: string }> = Omit<Query, 'cursor'>;

/** The first page has no cursor; each later one starts after the `nextCursor` of the page before it. */
const withCursor = <View extends object>(view: View, cursor: string) => (cursor ? { ...view, cursor } : view);

type Build = Parameters<Parameters<typeof studyHubApi.injectEndpoints>[0]['endpoints']>[0];
type Tag = 'Blog' | 'Comment' | 'Dashboard';

/** The admin's one-click actions: POST `{ id }`, answered with a message, refreshing what it changed. */
function idAction(build: Build, url: string, invalidatesTags: Tag[]) {
  return build.mutation<string, string>({
    query: (id) => ({ url, method: 'POST', data: { id } }),
    transformResponse: toMessage,
    invalidatesTags,
  });
}

/** The admin portal's endpoints, in the same slice so its writes refresh the public lists too. */
export const adminApi = studyHubApi.injectEndpoints({
  endpoints: (build) => ({
    /** On success the token is stored (and sent from then on) before the caller hears of it. */
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (credentials) => ({ url: API_PATHS.adminLogin, method: 'POST', data: credentials }),
      async onQueryStarted(_credentials, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (result?.data.token) dispatch(loggedIn(result.data.token));
      },
    }),
    /** Revokes the token on the server, then forgets it here even if the server could not be reached. */
    logout: build.mutation<void, void>({
      query: () => ({ url: API_PATHS.adminLogout, method: 'POST' }),
      transformResponse: () => undefined,
      onQueryStarted: forgetSessionAfter,
    }),
    /** Ends every session of this admin on every device, this one too, then forgets the token here. */
    logoutAll: build.mutation<void, void>({
      query: () => ({ url: API_PATHS.adminLogoutAll, method: 'POST' }),
      transformResponse: () => undefined,
      onQueryStarted: forgetSessionAfter,
    }),
    getDashboard: build.query<DashboardData, void>({
      query: () => ({ url: API_PATHS.adminDashboard, method: 'GET' }),
      transformResponse: (body: DashboardResponse) => body.data,
      providesTags: ['Dashboard', 'Blog', 'Comment'],
    }),
    /**
     * The Blog Lists page, a page at a time (docs/decisions/0072). One cache entry per view holds
     * every page loaded; a write refetches them in order, each from the cursor of the page refetched
     * before it, so rows never repeat or go missing when one leaves the view.
     */
    getAdminBlogPage: build.infiniteQuery<AdminBlogPageResponse, AdminListView<AdminBlogPageQuery>, string>({
      infiniteQueryOptions: { initialPageParam: '', getNextPageParam: (last) => last.nextCursor ?? undefined },
      query: ({ queryArg, pageParam }) => ({ url: API_PATHS.adminBlogPage, method: 'GET', params: withCursor(queryArg, pageParam) }),
      providesTags: ['Blog'],
    }),
    /** Comment moderation, a page at a time, refetched as the blog list is. */
    getAdminCommentPage: build.infiniteQuery<AdminCommentPageResponse, AdminListView<AdminCommentPageQuery>, string>({
      infiniteQueryOptions: { initialPageParam: '', getNextPageParam: (last) => last.nextCursor ?? undefined },
      query: ({ queryArg, pageParam }) => ({ url: API_PATHS.adminCommentPage, method: 'GET', params: withCursor(queryArg, pageParam) }),
      providesTags: ['Comment'],
    }),
    addBlog: build.mutation<string, BlogUpload>({
      query: ({ blog, image }) => {
        const form = new FormData();
        form.append('blog', JSON.stringify(blog));
        form.append('image', image);
        return { url: API_PATHS.blogAdd, method: 'POST', data: form };
      },
      transformResponse: toMessage,
      invalidatesTags: ['Blog', 'Dashboard'],
    }),
    /**
     * A post as its editor opens it: the body's source and its version. Dropped as soon as no page
     * uses it, so an editor opened again never starts from an old version; and no write refetches it
     * (no tags), so nothing replaces what is being typed: the page asks again itself.
     */
    getAdminBlogSource: build.query<BlogSource, string>({
      query: (id) => ({ url: withId(API_PATHS.adminBlog, id), method: 'GET' }),
      transformResponse: (body: BlogSourceResponse) => body.blog,
      keepUnusedDataFor: 0,
    }),
    /** Saves an edit; a 409 means the post changed since `blog.baseVersion` and nothing was saved. */
    updateBlog: build.mutation<SavedBlogEdit, BlogEditUpload>({
      query: ({ id, blog, image }) => {
        const form = new FormData();
        form.append('blog', JSON.stringify(blog));
        if (image) form.append('image', image);
        return { url: withId(API_PATHS.adminBlog, id), method: 'PUT', data: form };
      },
      transformResponse: (body: BlogSourceResponse) => ({ blog: body.blog, message: body.message ?? '' }),
      invalidatesTags: ['Blog', 'Dashboard'],
    }),
    /** An image for a post's body, stored as covers are; answers the absolute src and its pixels. */
    uploadImage: build.mutation<UploadedImage, Blob>({
      query: (image) => {
        const form = new FormData();
        form.append('image', image);
        return { url: API_PATHS.mediaUpload, method: 'POST', data: form };
      },
      transformResponse: (body: UploadedImageResponse) => body.image,
    }),
    togglePublish: idAction(build, API_PATHS.blogTogglePublish, ['Blog', 'Dashboard']),
    deleteBlog: idAction(build, API_PATHS.blogDelete, ['Blog', 'Comment', 'Dashboard']),
    approveComment: idAction(build, API_PATHS.adminApproveComment, ['Comment', 'Dashboard']),
    deleteComment: idAction(build, API_PATHS.adminDeleteComment, ['Comment', 'Dashboard']),
    /** An AI draft in markdown for the given title. */
    generateDraft: build.mutation<string, string>({
      query: (prompt) => ({ url: API_PATHS.blogGenerate, method: 'POST', data: { prompt } }),
      transformResponse: (body: GenerateResponse) => body.content,
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useLogoutAllMutation,
  useGetDashboardQuery,
  useGetAdminBlogPageInfiniteQuery,
  useGetAdminCommentPageInfiniteQuery,
  useAddBlogMutation,
  useGetAdminBlogSourceQuery,
  useUpdateBlogMutation,
  useUploadImageMutation,
  useTogglePublishMutation,
  useDeleteBlogMutation,
  useApproveCommentMutation,
  useDeleteCommentMutation,
  useGenerateDraftMutation,
} = adminApi;
