import { Link, type AuditLogEntry } from '@studyhub/shared-api';
import { editPath } from '../../common/admin-paths.ts';
import styles from './AuditLog.module.css';

/** How the Target column introduces each kind of target; another kind shows as the API names it. */
const KINDS: Readonly<Record<string, string>> = { post: 'Post', comment: 'Comment on', staff: 'Account', invite: 'Invite', backup: 'Backup', site: 'Backup', release: 'Release' };

/**
 * What an entry acted on, by the name it has now: a post's title (a link to its editor), the post a
 * comment is on, an account's name. Without a name (deleted since, or named by its id, such as a
 * release or a backup file) it shows the id.
 */
export function AuditTarget({ entry: { targetType, targetId, targetName } }: { entry: AuditLogEntry }) {
  if (!targetId) return null;
  const kind = targetType ? (KINDS[targetType] ?? targetType) : undefined;
  return (
    <span className={styles.detail}>
      {kind && <span className={styles.muted}>{kind} </span>}
      {!targetName ? <code>{targetId}</code> : targetType === 'post' ? <Link to={editPath(targetId)}>{targetName}</Link> : targetName}
    </span>
  );
}
