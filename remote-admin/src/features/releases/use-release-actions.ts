import { apiErrorMessage, type AppReleaseStateResponse, type ReleaseApp } from '@studyhub/shared-api';
import { useActivateReleaseMutation, usePromoteCanaryMutation, useRollBackReleaseMutation, useStartCanaryMutation, useStopCanaryMutation } from '../../common/api/index.ts';
import { toast } from '@studyhub/shared-ui';
import { useState } from 'react';

/** A change to one app's registry; `version` is the one it names (the target of a rollback). */
export type ReleaseChange =
  | { kind: 'activate'; version: string }
  | { kind: 'rollback'; version: string }
  | { kind: 'canary'; version: string; percent: number }
  | { kind: 'stop'; version: string }
  | { kind: 'promote'; version: string };

/** Where a refusal is shown: beside the control that asked (a row's, or the app's). */
export const changeKey = (change: Pick<ReleaseChange, 'kind' | 'version'>) => `${change.kind}:${change.version}`;

type Result = { data: AppReleaseStateResponse } | { error: unknown };

/**
 * Makes one app's registry changes (the caller has asked for confirmation): success toasts the
 * API's message (RELEASE_MESSAGES); a refusal keeps the API's message for the control that asked,
 * and nothing else changes. The list refetches through the slice's tag.
 */
export function useReleaseActions(app: ReleaseApp) {
  const [activate] = useActivateReleaseMutation();
  const [rollBack] = useRollBackReleaseMutation();
  const [startCanary] = useStartCanaryMutation();
  const [stopCanary] = useStopCanaryMutation();
  const [promote] = usePromoteCanaryMutation();
  const [refusal, setRefusal] = useState<{ key: string; message: string }>();
  const [busy, setBusy] = useState<string>();

  const call = (change: ReleaseChange): Promise<Result> => {
    switch (change.kind) {
      case 'activate':
        return activate({ app, version: change.version });
      case 'rollback':
        return rollBack(app);
      case 'canary':
        return startCanary({ app, version: change.version, percent: change.percent });
      case 'stop':
        return stopCanary(app);
      case 'promote':
        return promote(app);
    }
  };

  /** True when the change was made. */
  const run = async (change: ReleaseChange): Promise<boolean> => {
    const key = changeKey(change);
    setBusy(key);
    const result = await call(change);
    setBusy(undefined);
    if ('error' in result) {
      setRefusal({ key, message: apiErrorMessage(result.error as { message?: string }, 'The change could not be made. Try again.') });
      return false;
    }
    setRefusal(undefined);
    toast.success(result.data.message ?? 'Done.', { id: `release-${app}` });
    return true;
  };

  return {
    run,
    /** The API's refusal of the last change asked at `key`, if that is where it was. */
    refusalAt: (key: string) => (refusal?.key === key ? refusal.message : undefined),
    isBusy: (key: string) => busy === key,
  };
}
