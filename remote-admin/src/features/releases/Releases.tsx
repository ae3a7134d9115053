import { apiErrorMessage, type AppReleaseState } from '@studyhub/shared-api';
import { RELEASE_APPS } from '@studyhub/shared-api/admin';
import { useGetReleasesQuery } from '../../common/api/index.ts';
import { Spinner } from '@studyhub/shared-ui';
import { AdminPage } from '../../common/AdminPage.tsx';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { AppReleases } from './AppReleases.tsx';
import { EMPTY_TEXT } from './release-texts.ts';
import styles from './Releases.module.css';

const ABOUT =
  'Each app is built into a version named by its content and kept here. Activating, rolling back or promoting reaches every visitor within a few seconds; a tab already open keeps the version it loaded. A canary serves a version to a share of visitors first, and is rolled back by itself when it fails much more often than the active version.';

/** The owner's Releases page (issue 38, docs/decisions/0087): each app's versions, canary and rollback. */
export default function Releases() {
  const releases = useGetReleasesQuery();
  if (releases.isLoading) {
    return (
      <AdminPage title="Releases">
        <Spinner />
      </AdminPage>
    );
  }
  if (!releases.data) {
    return (
      <AdminPage title="Releases">
        <LoadFailed
          title="Could not load the releases"
          hint={apiErrorMessage(releases.error as { message?: string }, 'Check your connection and try again.')}
          onRetry={() => void releases.refetch()}
          retrying={releases.isFetching}
        />
      </AdminPage>
    );
  }
  const given = new Map(releases.data.apps.map((state) => [state.app, state]));
  // Every app in the page's order; one the registry does not list has never been released.
  const apps: AppReleaseState[] = RELEASE_APPS.map((app) => given.get(app) ?? { app, active: null, previous: null, canary: null, releases: [], lastAutoRollback: null });
  const none = apps.every((state) => state.releases.length === 0 && !state.lastAutoRollback);
  return (
    <AdminPage title="Releases">
      <p className={styles.intro}>{ABOUT}</p>
      {none ? (
        <p role="status" className={styles.empty}>
          {EMPTY_TEXT.before}
          <code>{EMPTY_TEXT.command}</code>
          {EMPTY_TEXT.after}
        </p>
      ) : (
        apps.map((state) => <AppReleases key={state.app} state={state} />)
      )}
    </AdminPage>
  );
}
