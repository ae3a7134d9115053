import { type MyAccount, type StaffAction } from '@studyhub/shared-api';
import { staffCan } from '@studyhub/shared-api/admin';
import { useMyAccountQuery } from './api/index.ts';
import { useMemo } from 'react';

/** A post as the buttons judge it: whose it is and whether readers see it. */
export interface PostOwnership {
  authorId?: string | null;
  isPublished: boolean;
}

export interface Staff {
  /** The signed-in account, once the API has said who it is. */
  me: MyAccount | undefined;
  /**
   * Whether the account may do `action` (to `post`), by the contract's table (docs/decisions/0083).
   * Until the account is known it answers `whileUnknown`: true for the controls every account had
   * before roles (the API refuses them anyway), false for the ones only some roles get.
   */
  can(action: StaffAction, post?: PostOwnership, whileUnknown?: boolean): boolean;
}

/**
 * The signed-in account and what its role may do: the portal leaves out what it cannot use (issue 36).
 * It reads the same cache entry as the Account page, so a new name or role shows everywhere at once.
 */
export function useStaff(): Staff {
  const { data: me } = useMyAccountQuery();
  return useMemo(
    () => ({
      me,
      can(action, post, whileUnknown = true) {
        if (!me) return whileUnknown;
        return staffCan(me.role, action, post && { own: post.authorId === me.id, published: post.isPublished });
      },
    }),
    [me],
  );
}
