import { Button, SparklesIcon, Spinner } from '@studyhub/shared-ui';
import { lazy, Suspense, useId, type RefObject } from 'react';
import formStyles from '../../common/form.module.css';
import { FieldError } from '../../common/TextField.tsx';
import styles from './DescriptionField.module.css';
import type { EditorHandle } from './editor-handle.ts';
import { AI_NOT_CONFIGURED_NOTE } from './use-ai-draft.ts';

// Its own chunk with Quill and the snow stylesheet: no other admin page downloads them.
const RichTextEditor = lazy(() => import('./editor/RichTextEditor.tsx'));

export const EDITOR_PLACEHOLDER = 'Write your blog content here...';

/** Under the editor: what is typed rather than clicked (formulas have no button at all). */
export const EDITOR_HINT = 'Code: ``` at the start of a line, `text` for inline code. Formulas: $…$ in a sentence, $$…$$ on a line of its own. Pasted Markdown keeps its formatting.';

interface Props {
  value: string;
  onChange: (html: string) => void;
  error?: string;
  editorRef: RefObject<EditorHandle | null>;
  onGenerate: () => void;
  generating: boolean;
  aiUnavailable: boolean;
}

/** Blog Description: the rich-text editor with "Generate with AI" and its busy overlay. */
export function DescriptionField({ value, onChange, error, editorRef, onGenerate, generating, aiUnavailable }: Props) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const noteId = `${id}-ai-note`;
  const hintId = `${id}-hint`;
  return (
    <div className={formStyles.field}>
      <div className={styles.labelRow}>
        {/* A contenteditable has no <label for>: the editor names itself with aria-labelledby. */}
        <span id={labelId} className={formStyles.label} onClick={() => editorRef.current?.focus()}>
          Blog Description
        </span>
        <Button
          variant="secondary"
          size="sm"
          icon={<SparklesIcon />}
          onClick={onGenerate}
          loading={generating}
          disabled={aiUnavailable}
          aria-describedby={aiUnavailable ? noteId : undefined}
        >
          Generate with AI
        </Button>
      </div>
      {aiUnavailable && (
        <p id={noteId} className={styles.note}>
          {AI_NOT_CONFIGURED_NOTE}
        </p>
      )}
      <div className={styles.area}>
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner label="Loading editor…" />
            </div>
          }
        >
          <RichTextEditor
            ref={editorRef}
            value={value}
            onChange={onChange}
            placeholder={EDITOR_PLACEHOLDER}
            labelledBy={labelId}
            describedBy={error ? `${errorId} ${hintId}` : hintId}
            invalid={Boolean(error)}
            readOnly={generating}
          />
        </Suspense>
        {generating && (
          <div className={styles.overlay}>
            <Spinner size="lg" label="Generating a draft with AI…" />
          </div>
        )}
      </div>
      <p id={hintId} className={styles.note}>
        {EDITOR_HINT}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
