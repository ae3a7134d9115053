import type { ConfirmOptions } from '@studyhub/shared-ui';
import type { ReleaseApp } from '@studyhub/shared-api';
import { APP_LABELS } from './release-texts.ts';
import type { ReleaseChange } from './use-release-actions.ts';

/** Every change but a canary (its own dialog asks with the percent): the question names the app and the version. */
export function confirmationOf(app: ReleaseApp, change: Exclude<ReleaseChange, { kind: 'canary' }>, active: string | null): ConfirmOptions {
  const named = `${APP_LABELS[app]} (${app})`;
  const others = 'Open tabs keep the version they loaded until they are reloaded.';
  switch (change.kind) {
    case 'activate':
      return {
        title: `Activate ${app} ${change.version}?`,
        message: `${named} ${change.version} becomes the version every visitor gets, within a few seconds. ${others}`,
        confirmLabel: 'Activate',
      };
    case 'rollback':
      return {
        title: `Roll back ${app} to ${change.version}?`,
        message: `${named} ${change.version} becomes active again${active ? ` in place of ${active}` : ''}. ${others}`,
        confirmLabel: 'Roll back',
        tone: 'danger',
      };
    case 'promote':
      return {
        title: `Promote ${app} ${change.version}?`,
        message: `${named} ${change.version}, the canary, becomes the active version for every visitor, and the canary ends.`,
        confirmLabel: 'Promote',
      };
    case 'stop':
      return {
        title: `Stop the canary of ${app}?`,
        message: `The visitors who got ${named} ${change.version} get the active version${active ? `, ${active},` : ''} from their next page load.`,
        confirmLabel: 'Stop canary',
        tone: 'danger',
      };
  }
}
