import { CANARY_ROLLBACK_RULE } from '@studyhub/shared-api/contract';

export interface Health {
  loads: number;
  failures: number;
}

/** Failures per load; a failure without a recorded load (the load itself failed) counts as one. */
export const failureRate = ({ loads, failures }: Health): number => (failures === 0 ? 0 : failures / Math.max(loads, failures));

const percent = (rate: number) => `${Math.round(rate * 100)} %`;

/**
 * CANARY_ROLLBACK_RULE over the window's counts: the reason to stop the canary, or undefined. The
 * active version's rate is 0 when it has no reports (nothing says it fails).
 */
export function canaryRollbackReason(canary: Health, active: Health): string | undefined {
  if (canary.failures < CANARY_ROLLBACK_RULE.minFailures) return undefined;
  const canaryRate = failureRate(canary);
  const activeRate = failureRate(active);
  if (canaryRate < CANARY_ROLLBACK_RULE.rateFactor * activeRate) return undefined;
  const minutes = CANARY_ROLLBACK_RULE.windowMs / 60_000;
  return `${canary.failures} failures in ${minutes} minutes (failure rate ${percent(canaryRate)}, the active version's ${percent(activeRate)})`;
}
