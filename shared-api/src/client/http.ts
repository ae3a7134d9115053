import axios, { type AxiosInstance } from 'axios';

/**
 * The one axios instance of a store. The token is read at request time so a login or
 * logout applies to the very next request; it is sent raw, as docs/product.md#session-and-token requires.
 */
export function createHttp(baseURL: string, getToken: () => string | null): AxiosInstance {
  const http = axios.create({ baseURL });
  http.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', token);
    else config.headers.delete('Authorization');
    return config;
  });
  return http;
}

/** The server's answer an error carries, if the server answered: code outside shared-api reads it without axios. */
export function errorResponse(error: unknown): { status: number; data: unknown } | undefined {
  return axios.isAxiosError(error) && error.response ? { status: error.response.status, data: error.response.data } : undefined;
}

/** The message to show a person: the server's `message` when it sent one, else the error's. */
export function errorMessage(error: unknown): string {
  const body = errorResponse(error)?.data;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return error instanceof Error ? error.message : 'Unknown error';
}
