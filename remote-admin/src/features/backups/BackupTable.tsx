import { type BackupFile, useAppDispatch } from '@studyhub/shared-api';
import { fetchBackupFile } from '../../common/api/index.ts';
import { Button, DataTable, type DataTableColumn, toast } from '@studyhub/shared-ui';
import { useState } from 'react';
import { momentText, sizeText } from '../../common/file-size.ts';
import { saveFile } from './save-file.ts';
import styles from './Backups.module.css';

interface Props {
  backups: BackupFile[];
}

/** The backup files, newest first, each with its download. */
export function BackupTable({ backups }: Props) {
  const dispatch = useAppDispatch();
  /** The file being fetched, so its button shows it. */
  const [fetching, setFetching] = useState<string>();

  const download = async (name: string) => {
    setFetching(name);
    try {
      saveFile(await dispatch(fetchBackupFile(name)), name);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The backup could not be downloaded.', { id: 'backup-download' });
    } finally {
      setFetching(undefined);
    }
  };

  const columns: DataTableColumn<BackupFile>[] = [
    { key: 'name', header: 'File', rowHeader: true, cell: (backup) => <span className={styles.name}>{backup.name}</span> },
    { key: 'size', header: 'Size', align: 'end', cell: (backup) => sizeText(backup.bytes) },
    { key: 'made', header: 'Made', cell: (backup) => <time dateTime={backup.createdAt}>{momentText(backup.createdAt)}</time> },
    {
      key: 'download',
      header: 'Download',
      cell: (backup) => (
        <Button variant="secondary" size="sm" aria-label={`Download ${backup.name}`} loading={fetching === backup.name} onClick={() => void download(backup.name)}>
          Download
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.section}>
      <DataTable caption="Backup files" columns={columns} rows={backups} rowKey={(backup) => backup.name} empty="No backups yet. Use “Back up now” to make the first one." />
    </div>
  );
}
