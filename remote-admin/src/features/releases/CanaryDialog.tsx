import type { ReleaseApp } from '@studyhub/shared-api';
import { Button, Modal } from '@studyhub/shared-ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../common/TextField.tsx';
import { APP_LABELS, PERCENT_BOUNDS, PERCENT_ERROR, parsePercent } from './release-texts.ts';
import styles from './Releases.module.css';

interface Props {
  app: ReleaseApp;
  version: string;
  /** The running canary's percent when this version is it (the dialog then changes it). */
  currentPercent?: number;
  active: string | null;
  onConfirm: (percent: number) => void;
  onCancel: () => void;
}

/**
 * Asks for a canary's percent and confirms it in one step: the question names the app and the
 * version, and a percent outside 1–99 is explained beside the field instead of being sent.
 */
export function CanaryDialog({ app, version, currentPercent, active, onConfirm, onCancel }: Props) {
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(String(currentPercent ?? 10));
  const [error, setError] = useState<string>();
  const changing = currentPercent !== undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const percent = parsePercent(text);
    if (percent === undefined) {
      setError(PERCENT_ERROR);
      inputRef.current?.focus();
      return;
    }
    onConfirm(percent);
  };

  return (
    <Modal
      open
      onClose={onCancel}
      title={changing ? `Change the canary of ${app} ${version}?` : `Start a canary of ${app} ${version}?`}
      size="sm"
      initialFocusRef={inputRef}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            {changing ? 'Change canary' : 'Start canary'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.canaryForm} onSubmit={submit} noValidate>
        <p>
          {`${APP_LABELS[app]} (${app}) ${version} is served to this share of visitors; the others keep ${active ?? 'the active version'}. It is rolled back by itself when it fails much more often than the active version.`}
        </p>
        <TextField
          ref={inputRef}
          label={`Percent of visitors (${PERCENT_BOUNDS.min}–${PERCENT_BOUNDS.max})`}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(next) => {
            setText(next);
            setError(undefined);
          }}
          error={error}
        />
      </form>
    </Modal>
  );
}
