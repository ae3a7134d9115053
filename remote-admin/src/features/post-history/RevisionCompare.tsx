import { apiErrorMessage, type BlogSource, type QueryError } from '@studyhub/shared-api';
import { useGetPostRevisionQuery } from '../../common/api/index.ts';
import { ScrollRegion, Spinner } from '@studyhub/shared-ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { sideName } from './revision-format.ts';
import { countWords, readableText, wordChanges } from './revision-text.ts';
import { WordDiff } from './WordDiff.tsx';
import styles from './PostHistory.module.css';

/** What is compared: an older side and a newer one, a revision's number or the post as it is now. */
export interface Comparison {
  from: number;
  to: number | 'current';
}

interface PostText {
  title: string;
  subTitle: string;
  category: string;
  description: string;
}

const textOf = (post: PostText | BlogSource): PostText => ({ title: post.title, subTitle: post.subTitle ?? '', category: post.category, description: post.description });

export const DIFF_LEGEND = 'Added words are underlined and marked “added”; removed words are struck through and marked “removed”.';

/** The fields a comparison shows besides the body. */
const FIELDS = [
  ['title', 'Title'],
  ['subTitle', 'Subtitle'],
  ['category', 'Category'],
] as const;

function Changes({ before, after }: { before: PostText; after: PostText }) {
  // Words, not markup (docs/decisions/0074): the admin reads what readers read.
  const body = useMemo(() => {
    const [old, next] = [readableText(before.description), readableText(after.description)];
    return { changes: wordChanges(old, next), sameWords: old === next };
  }, [before.description, after.description]);
  const counts = countWords(body.changes);
  const bodyHeading = useId();
  return (
    <>
      <dl className={styles.fields}>
        {FIELDS.map(([field, label]) => (
          <div key={field}>
            <dt>{label}</dt>
            <dd>{before[field] === after[field] ? <>{after[field] || '(none)'} <span className={styles.muted}>(unchanged)</span></> : <WordDiff changes={wordChanges(before[field], after[field])} />}</dd>
          </div>
        ))}
      </dl>
      <h4 className={styles.bodyHeading} id={bodyHeading}>Body</h4>
      <p className={styles.muted}>
        {body.sameWords
          ? before.description === after.description
            ? 'No changes in the body.'
            : 'The words are the same; only formatting or markup changed.'
          : `${counts.added.toLocaleString('en-US')} ${counts.added === 1 ? 'word' : 'words'} added, ${counts.removed.toLocaleString('en-US')} removed.`}
      </p>
      {/* It scrolls, so a keyboard must reach it (axe: scrollable-region-focusable, seen at 390 px). */}
      <ScrollRegion className={styles.body} labelledBy={bodyHeading}>
        <WordDiff changes={body.changes} multiline />
      </ScrollRegion>
    </>
  );
}

interface Props {
  id: string;
  comparison: Comparison;
  current: BlogSource;
}

/** What changed between two revisions, or a revision and the current post, word by word. */
export function RevisionCompare({ id, comparison, current }: Props) {
  const from = useGetPostRevisionQuery({ id, revision: comparison.from });
  const toCurrent = comparison.to === 'current';
  const to = useGetPostRevisionQuery({ id, revision: toCurrent ? comparison.from : Number(comparison.to) }, { skip: toCurrent });
  const heading = useRef<HTMLHeadingElement>(null);
  const title = `Changes from ${sideName(comparison.from)} to ${sideName(comparison.to)}`;
  // The comparison appears below the table: take the reader there.
  useEffect(() => heading.current?.focus(), [comparison.from, comparison.to]);

  const after = toCurrent ? textOf(current) : to.data && textOf(to.data);
  const error = from.error ?? (toCurrent ? undefined : to.error);
  return (
    <section className={styles.compare} aria-labelledby="revision-compare-heading">
      <h3 id="revision-compare-heading" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p className={styles.muted}>{DIFF_LEGEND}</p>
      {error ? (
        <p role="alert">The revisions could not be compared: {apiErrorMessage(error as QueryError)}</p>
      ) : from.data && after ? (
        <Changes before={textOf(from.data)} after={after} />
      ) : (
        <Spinner label="Loading the revisions…" />
      )}
    </section>
  );
}
