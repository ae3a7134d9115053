import { selectToken, useAppSelector } from '@studyhub/shared-api';
import { staffApi } from './staff-endpoints.ts';

/**
 * The signed-in account (`GET /api/admin/account`), keyed by the session's token: every reader in
 * the portal (its role checks, the Account and Staff pages) shares this one cache entry, and the
 * display-name change writes its answer there. Skipped while signed out.
 */
export function useMyAccountQuery() {
  const token = useAppSelector(selectToken);
  return staffApi.useGetMyAccountQuery(token ?? '', { skip: !token });
}
