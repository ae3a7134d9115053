import type { AppThunk, BackupListResponse, BackupMadeResponse } from '@studyhub/shared-api';
import { API_PATHS, errorMessage, errorResponse, sessionExpired, studyHubApi } from '@studyhub/shared-api';

/** The owner's backups (issue 37): the list with the schedule, and "Back up now", which refreshes it. */
export const backupApi = studyHubApi.enhanceEndpoints({ addTagTypes: ['Backup'] }).injectEndpoints({
  endpoints: (build) => ({
    getBackups: build.query<BackupListResponse, void>({
      query: () => ({ url: API_PATHS.adminBackups, method: 'GET' }),
      providesTags: ['Backup'],
    }),
    makeBackup: build.mutation<BackupMadeResponse, void>({
      query: () => ({ url: API_PATHS.adminBackups, method: 'POST' }),
      invalidatesTags: ['Backup'],
    }),
  }),
});

export const { useGetBackupsQuery, useMakeBackupMutation } = backupApi;

/** The server's message in an error answer that was read as a Blob (the download asks for one). */
async function blobErrorMessage(error: unknown): Promise<string> {
  const body = errorResponse(error)?.data;
  if (body instanceof Blob) {
    try {
      const parsed = JSON.parse(await body.text()) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      // Not the API's envelope: the error's own message below.
    }
  }
  return errorMessage(error);
}

/**
 * One backup file as a Blob, fetched through the store's client so it carries the session token
 * (a plain link cannot). A thunk, not a query: a file must not sit in the Redux cache. Rejects
 * with the message to show; a refused token ends the session as any other request does.
 */
export const fetchBackupFile =
  (name: string): AppThunk<Promise<Blob>> =>
  async (dispatch, getState, { http }) => {
    try {
      const response = await http.get<Blob>(API_PATHS.adminBackup.replace(':name', encodeURIComponent(name)), { responseType: 'blob' });
      return response.data;
    } catch (error) {
      if (errorResponse(error)?.status === 401 && getState().auth.token) dispatch(sessionExpired());
      throw new Error(await blobErrorMessage(error), { cause: error });
    }
  };
