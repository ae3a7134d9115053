import { apiErrorMessage, Link, useParams } from '@studyhub/shared-api';
import { useGetAdminBlogSourceQuery, useGetPostRevisionsInfiniteQuery } from '../../common/api/index.ts';
import { Button, EmptyState, Spinner } from '@studyhub/shared-ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { editPath } from '../../common/admin-paths.ts';
import { AdminPage } from '../../common/AdminPage.tsx';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { PagedResults } from '../../common/paged-list/PagedResults.tsx';
import { failureText } from '../../common/use-error-toast.ts';
import { RevisionCompare, type Comparison } from './RevisionCompare.tsx';
import { RevisionTable } from './RevisionTable.tsx';
import { useRestore } from './use-restore.ts';
import styles from './PostHistory.module.css';

const statusOf = (error: unknown) => (error && typeof error === 'object' && 'status' in error ? error.status : undefined);
const NOUN = { one: 'revision', many: 'revisions' };

export const CONFLICT_TEXT = 'Nothing was restored: the post was saved or published meanwhile. Reload the history to see its latest revisions.';

/** What pressing "Compare" will compare, for its description. */
function compareHint(selected: readonly number[]): string {
  const [first, second] = [...selected].sort((a, b) => a - b);
  if (first === undefined) return 'Select one revision to compare it with the current post, or two to compare them.';
  return second === undefined ? `Compares revision ${first} with the current post.` : `Compares revision ${first} with revision ${second}.`;
}

/**
 * History at /admin/edit/:id/history (docs/product.md#history, docs/decisions/0074): every save and
 * autosave of a post, newest first; any one compared with the current post or two with each other,
 * word by word; and "Restore", which saves the post back to a revision as a new one.
 */
export default function PostHistory() {
  const { id = '' } = useParams();
  const editorPath = editPath(id);
  // The post as it is now: the "current" side of a comparison, and the version a restore names.
  // Read afresh on every visit: the editor this page is opened from leaves its source cached as
  // it was opened, not as it was saved since, so an older answer is not used.
  const [openedAt] = useState(Date.now);
  const source = useGetAdminBlogSourceQuery(id, { refetchOnMountOrArgChange: true });
  const post = source.data && (source.fulfilledTimeStamp ?? 0) >= openedAt ? source.data : undefined;
  const list = useGetPostRevisionsInfiniteQuery(id);
  const revisions = useMemo(() => list.data?.pages.flatMap((page) => page.revisions) ?? [], [list.data]);
  // Every text write is a manual save, so the newest one holds the post's text.
  const current = revisions.find((row) => row.kind === 'manual')?.revision;
  const [selected, setSelected] = useState<number[]>([]);
  const [comparison, setComparison] = useState<Comparison>();
  const { restore, restoring, conflict, clearConflict, dialog } = useRestore(id, post, editorPath);
  const hintId = useId();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict) alert.current?.focus();
  }, [conflict]);

  const select = (revision: number, chosen: boolean) => setSelected((was) => (chosen ? [...was, revision].slice(-2) : was.filter((other) => other !== revision)));
  const compare = () => {
    const [from, to] = [...selected].sort((a, b) => a - b);
    if (from !== undefined) setComparison({ from, to: to ?? 'current' });
  };
  const reload = () => {
    clearConflict();
    void source.refetch();
    void list.refetch();
  };

  const loadFailure = statusOf(source.error) === 404 ? undefined : failureText(source.error, (failed) => `An error occurred while loading the blog: ${apiErrorMessage(failed)}`);
  const listFailure = statusOf(list.error) === 404 ? undefined : failureText(list.error, (failed) => `An error occurred while loading the history: ${apiErrorMessage(failed)}`);

  return (
    <AdminPage
      title="History"
      actions={
        <Link to={editorPath} className={styles.back}>
          Back to the editor
        </Link>
      }
    >
      {!post && source.isFetching && <Spinner size="lg" label="Loading blog…" />}
      {!post && statusOf(source.error) === 404 && (
        <EmptyState role="alert" title="Blog not found" hint="It may have been deleted." action={<Link to="/admin/listBlog">Back to Blog Lists</Link>} />
      )}
      {!post && loadFailure && <LoadFailed title="The blog could not be loaded" hint={loadFailure} onRetry={() => void source.refetch()} retrying={source.isFetching} />}
      {post && (
        <>
          <p className={styles.intro}>
            Every save and autosave of “{post.title}”, newest first. Restoring a revision saves the post with its text as a new revision; no revision is ever changed or removed.
          </p>
          {conflict && (
            <div ref={alert} role="alert" tabIndex={-1} className={styles.conflict}>
              <p>
                <strong>This post was changed since you opened it.</strong> {CONFLICT_TEXT}
              </p>
              <Button variant="secondary" onClick={reload}>
                Reload history
              </Button>
            </div>
          )}
          <PagedResults list={list} shown={revisions.length} noun={NOUN} failure={listFailure}>
            <RevisionTable
              caption={`Revisions of “${post.title}”`}
              revisions={revisions}
              current={current}
              selected={selected}
              onSelect={select}
              onRestore={(row) => void restore(row)}
              restoring={restoring}
            />
          </PagedResults>
          <div className={styles.compareBar}>
            <Button onClick={compare} disabled={selected.length === 0} aria-describedby={hintId}>
              Compare
            </Button>
            <p id={hintId} className={styles.muted}>
              {compareHint(selected)}
            </p>
          </div>
          {comparison && <RevisionCompare id={id} comparison={comparison} current={post} />}
        </>
      )}
      {dialog}
    </AdminPage>
  );
}
