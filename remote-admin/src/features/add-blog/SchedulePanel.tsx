import { apiErrorMessage, type BlogSource, type QueryError } from '@studyhub/shared-api';
import { SCHEDULE_BOUNDS, SCHEDULE_MESSAGES } from '@studyhub/shared-api/admin';
import { useCancelScheduleMutation, useScheduleBlogMutation } from '../../common/api/index.ts';
import { Button, toast } from '@studyhub/shared-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import formStyles from '../../common/form.module.css';
import { adminTimeZone, formatScheduleLong, fromLocalInput, toLocalInput } from '../../common/schedule-time.ts';
import { TextField } from '../../common/TextField.tsx';
import styles from './SchedulePanel.module.css';

/** Said when the field is empty or not a date and time. */
export const SCHEDULE_PICK_MESSAGE = 'Choose a date and time';

interface Props {
  /** The unpublished post as stored: its schedule, and the version to change it against. */
  blog: BlogSource;
  /** The post as the server answered a change: the edit page saves against its version next. */
  onSaved: (blog: BlogSource) => void;
}

/**
 * "Schedule" on the edit page of an unpublished post (docs/product.md#edit-blog, docs/decisions/0077):
 * a date and time in the admin's time zone, named beside the field; once set, "Scheduled for …"
 * with "Change schedule" and "Cancel schedule".
 */
export function SchedulePanel({ blog, onSaved }: Props) {
  const [scheduleBlog, { isLoading: scheduling }] = useScheduleBlogMutation();
  const [cancelSchedule, { isLoading: cancelling }] = useCancelScheduleMutation();
  const [changing, setChanging] = useState(false);
  const [value, setValue] = useState(() => (blog.publishAt ? toLocalInput(blog.publishAt) : ''));
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  // Where focus goes once the panel has rendered the outcome of the last action.
  const focusNext = useRef<'input' | 'status' | 'failure'>(undefined);
  const setFocusNext = (target: 'input' | 'status' | 'failure') => {
    focusNext.current = target;
  };
  const zone = adminTimeZone();
  const editing = !blog.publishAt || changing;

  // After every render: the element to focus may have just appeared.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = undefined;
    if (target) ({ input: inputRef, status: statusRef, failure: failureRef })[target].current?.focus();
  });

  const settle = (saved: BlogSource, message: string) => {
    onSaved(saved);
    setChanging(false);
    setFailure(undefined);
    toast.success(message, { id: 'schedule-result' });
  };
  const refuse = (error: unknown, fallback: string) => {
    setFailure(apiErrorMessage(error as QueryError, fallback));
    setFocusNext('failure');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const publishAt = fromLocalInput(value);
    const problem = !publishAt ? SCHEDULE_PICK_MESSAGE : Date.parse(publishAt) < Date.now() + SCHEDULE_BOUNDS.minLeadMs ? SCHEDULE_MESSAGES.past : undefined;
    setFieldError(problem);
    setFailure(undefined);
    // The field is on screen already; the same message again would not render anew.
    if (problem || !publishAt) return inputRef.current?.focus();
    try {
      const { blog: saved, message } = await scheduleBlog({ id: blog._id, publishAt, baseVersion: blog.version }).unwrap();
      settle(saved, message || SCHEDULE_MESSAGES.scheduled);
      setFocusNext('status');
    } catch (error) {
      refuse(error, 'The post could not be scheduled');
    }
  };

  const cancel = async () => {
    try {
      const { blog: saved, message } = await cancelSchedule({ id: blog._id, baseVersion: blog.version }).unwrap();
      settle(saved, message || SCHEDULE_MESSAGES.cancelled);
      setValue('');
      setFocusNext('input');
    } catch (error) {
      refuse(error, 'The schedule could not be cancelled');
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="schedule-heading">
      <h2 id="schedule-heading" className={styles.heading}>
        Schedule
      </h2>
      {blog.publishAt && !changing && (
        <>
          <p ref={statusRef} tabIndex={-1} className={styles.status}>
            Scheduled for {formatScheduleLong(blog.publishAt)}
          </p>
          <div className={formStyles.actions}>
            <Button variant="secondary" size="sm" onClick={() => (setChanging(true), setFocusNext('input'))}>
              Change schedule
            </Button>
            <Button variant="danger" size="sm" onClick={() => void cancel()} loading={cancelling}>
              Cancel schedule
            </Button>
          </div>
        </>
      )}
      {editing && (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Schedule">
          <p className={styles.hint}>The post goes live by itself within a minute of this time.</p>
          <TextField
            ref={inputRef}
            type="datetime-local"
            label={`Date and time (${zone})`}
            value={value}
            min={toLocalInput(new Date())}
            onChange={(next) => (setValue(next), setFieldError(undefined))}
            error={fieldError}
          />
          <div className={formStyles.actions}>
            <Button type="submit" size="sm" loading={scheduling}>
              Schedule
            </Button>
            {changing && (
              <Button variant="ghost" size="sm" onClick={() => (setChanging(false), setFieldError(undefined), setFocusNext('status'))}>
                Keep the current time
              </Button>
            )}
          </div>
        </form>
      )}
      {failure && (
        <p ref={failureRef} tabIndex={-1} role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
    </section>
  );
}
