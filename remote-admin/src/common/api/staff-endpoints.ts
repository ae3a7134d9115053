import type {
  AcceptInvite,
  AuthState,
  CreatedInvite,
  InviteInfoResponse,
  InviteResponse,
  LoginResponse,
  MyAccount,
  MyAccountResponse,
  NewInvite,
  PasswordChange,
  StaffListResponse,
  StaffRole,
} from '@studyhub/shared-api';
import { API_PATHS, loggedIn, selectToken, studyHubApi, toMessage, withId } from '@studyhub/shared-api';

/** Whom an invite is for, before it is accepted. */
export type InviteInfo = Pick<InviteInfoResponse, 'email' | 'role'>;

const invitePath = (token: string) => API_PATHS.invite.replace(':token', encodeURIComponent(token));

/**
 * Staff management and each account's own settings (issue 36, docs/decisions/0083). Every staff
 * write refetches the Staff page's list; the account's own writes refresh who it is.
 */
export const staffApi = studyHubApi.enhanceEndpoints({ addTagTypes: ['Staff', 'Account'] }).injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<StaffListResponse, void>({
      query: () => ({ url: API_PATHS.adminStaff, method: 'GET' }),
      providesTags: ['Staff'],
    }),
    inviteStaff: build.mutation<CreatedInvite, NewInvite>({
      query: (invite) => ({ url: API_PATHS.adminInvites, method: 'POST', data: invite }),
      transformResponse: (body: InviteResponse) => body.invite,
      invalidatesTags: ['Staff'],
    }),
    resendInvite: build.mutation<CreatedInvite, string>({
      query: (id) => ({ url: withId(API_PATHS.adminInviteResend, id), method: 'POST' }),
      transformResponse: (body: InviteResponse) => body.invite,
      invalidatesTags: ['Staff'],
    }),
    revokeInvite: build.mutation<string, string>({
      query: (id) => ({ url: withId(API_PATHS.adminInvite, id), method: 'DELETE' }),
      transformResponse: toMessage,
      invalidatesTags: ['Staff'],
    }),
    changeStaffRole: build.mutation<string, { id: string; role: StaffRole }>({
      query: ({ id, role }) => ({ url: withId(API_PATHS.adminStaffMember, id), method: 'PUT', data: { role } }),
      transformResponse: toMessage,
      invalidatesTags: ['Staff', 'Account'],
    }),
    setStaffSuspended: build.mutation<string, { id: string; suspended: boolean }>({
      query: ({ id, suspended }) => ({ url: withId(API_PATHS.adminStaffSuspension, id), method: 'PUT', data: { suspended } }),
      transformResponse: toMessage,
      invalidatesTags: ['Staff'],
    }),
    removeStaff: build.mutation<string, { id: string; handOverTo: string }>({
      query: ({ id, handOverTo }) => ({ url: withId(API_PATHS.adminStaffMember, id), method: 'DELETE', data: { handOverTo } }),
      transformResponse: toMessage,
      invalidatesTags: ['Staff', 'Blog', 'Dashboard'],
    }),
    /** Signed out: whom an invite is for. Never kept: a link may die at any time. */
    getInvite: build.query<InviteInfo, string>({
      query: (token) => ({ url: invitePath(token), method: 'GET' }),
      transformResponse: ({ email, role }: InviteInfoResponse) => ({ email, role }),
      keepUnusedDataFor: 0,
    }),
    /** Accepts an invite; on success the new account's token is stored, as the login does. */
    acceptInvite: build.mutation<LoginResponse, AcceptInvite & { token: string }>({
      query: ({ token, ...body }) => ({ url: invitePath(token), method: 'POST', data: body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (result?.data.token) dispatch(loggedIn(result.data.token));
      },
    }),
    /**
     * Who is signed in: the portal's one who-am-I read (its role, for `staffCan`; its name, for the
     * Account page). The argument is the session's token, only to key the cache: another sign-in in
     * the same tab never reads the previous account. Read it through `useMyAccountQuery`.
     */
    getMyAccount: build.query<MyAccount, string>({
      query: () => ({ url: API_PATHS.adminAccount, method: 'GET' }),
      transformResponse: (body: MyAccountResponse) => body.account,
      providesTags: ['Account'],
    }),
    /** The answer is the whole account: it replaces the signed-in entry, so every reader of it shows the new name at once. */
    renameMyAccount: build.mutation<MyAccount, string>({
      query: (displayName) => ({ url: API_PATHS.adminAccount, method: 'PUT', data: { displayName } }),
      transformResponse: (body: MyAccountResponse) => body.account,
      async onQueryStarted(_displayName, { dispatch, getState, queryFulfilled }) {
        const token = selectToken(getState() as unknown as { auth: AuthState });
        const saved = await queryFulfilled.catch(() => undefined);
        if (saved && token) dispatch(staffApi.util.upsertQueryData('getMyAccount', token, saved.data));
      },
      invalidatesTags: ['Staff'],
    }),
    changeMyPassword: build.mutation<string, PasswordChange>({
      query: (change) => ({ url: API_PATHS.adminAccountPassword, method: 'PUT', data: change }),
      transformResponse: toMessage,
    }),
  }),
});

export const {
  useGetStaffQuery,
  useInviteStaffMutation,
  useResendInviteMutation,
  useRevokeInviteMutation,
  useChangeStaffRoleMutation,
  useSetStaffSuspendedMutation,
  useRemoveStaffMutation,
  useGetInviteQuery,
  useAcceptInviteMutation,
  useRenameMyAccountMutation,
  useChangeMyPasswordMutation,
} = staffApi;
