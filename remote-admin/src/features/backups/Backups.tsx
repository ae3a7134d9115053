import { apiErrorMessage } from '@studyhub/shared-api';
import { useGetBackupsQuery } from '../../common/api/index.ts';
import { Spinner } from '@studyhub/shared-ui';
import { AdminPage } from '../../common/AdminPage.tsx';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { BackUpNow } from './BackUpNow.tsx';
import { BackupTable } from './BackupTable.tsx';
import { scheduleText } from './backup-format.ts';
import styles from './Backups.module.css';

/** What is in a backup, in the owner's words (the tables and media the API's backup writes, issue 37). */
const ABOUT =
  'A backup is one compressed file holding the whole site: every post with its history, comments, images in every stored size, staff accounts and settings. Sign-ins are not kept: after a restore everyone signs in again. Download backups to keep copies away from this server.';

/** The owner's Backups page (issue 37): the schedule, "Back up now", and the files to download. */
export default function Backups() {
  const backups = useGetBackupsQuery();
  if (backups.isLoading) {
    return (
      <AdminPage title="Backups">
        <Spinner />
      </AdminPage>
    );
  }
  if (!backups.data) {
    return (
      <AdminPage title="Backups">
        <LoadFailed
          title="Could not load the backups"
          hint={apiErrorMessage(backups.error as { message?: string }, 'Check your connection and try again.')}
          onRetry={() => void backups.refetch()}
          retrying={backups.isFetching}
        />
      </AdminPage>
    );
  }
  const { everyHours, keep } = backups.data;
  return (
    <AdminPage title="Backups">
      <div className={styles.intro}>
        <p>{ABOUT}</p>
        <p>{scheduleText(everyHours, keep)}</p>
      </div>
      <BackUpNow />
      <BackupTable backups={backups.data.backups} />
    </AdminPage>
  );
}
