import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { SerializedError } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { sessionExpired } from '../store/auth-slice.ts';
import { errorMessage, errorResponse } from './http.ts';

export interface ThunkExtra {
  http: AxiosInstance;
}

export interface ApiError {
  status: number | 'NETWORK_ERROR';
  message: string;
}

/** The text to show for a failed query or mutation, whichever shape RTK Query gives it. */
export function apiErrorMessage(error: ApiError | { message?: string } | undefined, fallback = 'Something went wrong'): string {
  return error?.message || fallback;
}

/** What RTK Query hands a component for a failed request: the API's answer, or a thrown error. */
export type QueryError = ApiError | SerializedError;

/** `adapter: 'fetch'` with `fetchOptions: { keepalive: true }` lets a request outlive its page (autosave, decision 0076). */
export type QueryArgs = Pick<AxiosRequestConfig, 'url' | 'method' | 'data' | 'params' | 'headers' | 'adapter' | 'fetchOptions'>;

/**
 * Runs RTK Query requests through the store's axios instance (passed as thunk extra), so one
 * store means one client with one token. A 2xx body with `success: false` is an error too.
 */
export const axiosBaseQuery: BaseQueryFn<QueryArgs, unknown, ApiError> = async (args, api) => {
  const { http } = api.extra as ThunkExtra;
  try {
    const response = await http.request({ ...args, signal: api.signal });
    const body: unknown = response.data;
    if (body && typeof body === 'object' && 'success' in body && body.success === false) {
      const message = 'message' in body && typeof body.message === 'string' ? body.message : 'Request failed';
      return { error: { status: response.status, message } };
    }
    return { data: body };
  } catch (error) {
    const status = errorResponse(error)?.status ?? 'NETWORK_ERROR';
    // A refused token is a finished session: forget it (the shell tells the user).
    if (status === 401 && (api.getState() as { auth: { token: string | null } }).auth.token) {
      api.dispatch(sessionExpired());
    }
    return { error: { status, message: errorMessage(error) } };
  }
};
