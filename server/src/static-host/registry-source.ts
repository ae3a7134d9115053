import { PublicReleasesResponse } from '@studyhub/shared-api/contract';
import { Compile } from 'typebox/compile';

const registryCheck = Compile(PublicReleasesResponse);

/**
 * The public registry as the API answers it (`GET /api/releases`), or undefined when it is unchanged
 * since the last answer. Throws when the API cannot be reached or answers anything else: the caller
 * keeps what it had.
 */
export type RegistrySource = () => Promise<PublicReleasesResponse | undefined>;

/** How long one poll may take: the API down or stalled must not stack polls up. */
const POLL_TIMEOUT_MS = 3000;

/** `GET <apiUrl>/api/releases` with the last answer's ETag, so an unchanged registry costs a 304. */
export function httpRegistrySource(apiUrl: string): RegistrySource {
  const url = `${apiUrl.replace(/\/+$/, '')}/api/releases`;
  let etag: string | undefined;
  return async () => {
    const response = await fetch(url, { headers: etag ? { 'if-none-match': etag } : {}, signal: AbortSignal.timeout(POLL_TIMEOUT_MS) });
    if (response.status === 304) return undefined;
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    const body: unknown = await response.json();
    if (!registryCheck.Check(body)) throw new Error(`${url} answered something that is not the public registry`);
    etag = response.headers.get('etag') ?? undefined;
    return body;
  };
}

/** The same check for an injected source's answers, so a test's registry is held to the contract too. */
export const isPublicRegistry = (value: unknown): value is PublicReleasesResponse => registryCheck.Check(value);
