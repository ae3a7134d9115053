import { apiErrorMessage, type BlogSource, type QueryError, type ReviewState } from '@studyhub/shared-api';
import { REVIEW_MESSAGES } from '@studyhub/shared-api/admin';
import { useSubmitForReviewMutation } from '../../../common/api/index.ts';
import { Button, toast } from '@studyhub/shared-ui';
import { useId } from 'react';
import styles from './ReviewStatus.module.css';

interface Props {
  blog: Pick<BlogSource, '_id' | 'reviewState' | 'reviewNote'>;
  /** Whether this account submits the draft for review (a contributor's own draft, issue 36). */
  maySubmit: boolean;
  /** Told the draft's new state after a submit, so the page shows it without reloading the form. */
  onSubmitted: (state: ReviewState) => void;
}

/**
 * A draft's place in review on its edit page (issue 36): the editor's note while it is returned,
 * kept in sight until the author submits again, and "Submit for review" for its contributor.
 */
export function ReviewStatus({ blog, maySubmit, onSubmitted }: Props) {
  const headingId = useId();
  const [submit, { isLoading }] = useSubmitForReviewMutation();
  const state = blog.reviewState ?? 'none';
  if (!maySubmit && state === 'none') return null;

  const send = async () => {
    try {
      toast.success(await submit(blog._id).unwrap(), { id: 'review-submit' });
      onSubmitted('submitted');
    } catch (error) {
      toast.error(apiErrorMessage(error as QueryError, 'The draft could not be submitted'), { id: 'review-submit' });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Review
      </h2>
      {state === 'returned' && (
        <div role="alert" className={styles.note}>
          <p className={styles.noteTitle}>Returned to author with a note</p>
          <p className={styles.noteText}>{blog.reviewNote}</p>
        </div>
      )}
      {state === 'submitted' && <p className={styles.hint}>{REVIEW_MESSAGES.submitted}: an editor will publish it or return it with a note.</p>}
      {maySubmit && state !== 'submitted' && (
        <>
          <p className={styles.hint}>Editors review the draft as last saved: save your changes first.</p>
          <div>
            <Button type="button" loading={isLoading} onClick={() => void send()}>
              Submit for review
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
