import { apiErrorMessage } from '@studyhub/shared-api';
import { useMakeBackupMutation } from '../../common/api/index.ts';
import { Button, toast } from '@studyhub/shared-ui';
import { useState } from 'react';
import styles from './Backups.module.css';

/** "Back up now", with what it is doing in a status line a screen reader announces. */
export function BackUpNow() {
  const [makeBackup, { isLoading }] = useMakeBackupMutation();
  const [outcome, setOutcome] = useState('');

  const run = async () => {
    setOutcome('Making a backup… This can take a while on a large site.');
    const result = await makeBackup();
    if ('error' in result) {
      const message = apiErrorMessage(result.error as { message?: string }, 'The backup could not be made.');
      setOutcome(message);
      toast.error(message, { id: 'backup' });
      return;
    }
    // The API's BACKUP_MESSAGES.made (the contract's module is kept out of the page's bundle: it carries the schemas).
    const message = result.data.message ?? 'Backup saved.';
    setOutcome(`${message} ${result.data.backup.name}`);
    toast.success(message, { id: 'backup' });
  };

  return (
    <div className={styles.now}>
      <Button onClick={() => void run()} loading={isLoading}>
        Back up now
      </Button>
      <p role="status" className={styles.status}>
        {outcome}
      </p>
    </div>
  );
}
