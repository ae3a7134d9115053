import { statusText, type AutosaveStatus as Status } from './autosave-timing.ts';
import styles from './Autosave.module.css';

/**
 * "Saving…", "Saved" or "Not saved — retrying" beside the submit button, announced politely
 * (role="status"). Always in the page, empty while there is nothing to say, so every change of
 * its text is heard.
 */
export function AutosaveStatus({ status }: { status: Status }) {
  return (
    <p role="status" aria-label="Autosave" className={styles.status} data-state={status.state}>
      {statusText(status)}
    </p>
  );
}
