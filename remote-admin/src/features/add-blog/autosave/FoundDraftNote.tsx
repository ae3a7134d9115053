import { Button } from '@studyhub/shared-ui';
import { formatDraftTime } from './autosave-draft.ts';
import styles from './Autosave.module.css';

export const FOUND_DRAFT_TEXT = {
  newPost: (at: string) => `Restored your unsaved draft from ${at}. The cover image is not kept in a draft: choose it again before adding.`,
  restored: (at: string) => `Restored your unsaved changes from ${at}. They are not published until you save them.`,
  offered: (at: string) => `You have unsaved changes from ${at}, typed over an older version of this post.`,
} as const;

interface Props {
  kind: keyof typeof FOUND_DRAFT_TEXT;
  /** When the unsaved text was typed. */
  at: number;
  /** Sets it aside: "Discard draft", "Discard changes" or "Dismiss". */
  discardLabel: string;
  onDiscard: () => void;
  /** An offer only: puts the text in the form. */
  onLoad?: () => void;
}

/** Says that unsaved text was found (and put in the form, or offered), with the way back. */
export function FoundDraftNote({ kind, at, discardLabel, onDiscard, onLoad }: Props) {
  return (
    <section className={styles.note} aria-label="Unsaved text">
      <p>{FOUND_DRAFT_TEXT[kind](formatDraftTime(at))}</p>
      <div className={styles.actions}>
        {onLoad && (
          <Button type="button" size="sm" onClick={onLoad}>
            Load unsaved changes
          </Button>
        )}
        <Button type="button" variant="secondary" size="sm" onClick={onDiscard}>
          {discardLabel}
        </Button>
      </div>
    </section>
  );
}
