import { apiErrorMessage, Link, useParams, type BlogSource, type QueryError, type ReviewState } from '@studyhub/shared-api';
import { useGetAdminBlogSourceQuery, useUpdateBlogMutation } from '../../common/api/index.ts';
import { EmptyState, Spinner, toast } from '@studyhub/shared-ui';
import { useState } from 'react';
import { editPath, historyPath } from '../../common/admin-paths.ts';
import { AdminPage } from '../../common/AdminPage.tsx';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { failureText, useErrorToast } from '../../common/use-error-toast.ts';
import { useStaff } from '../../common/use-staff.ts';
import { toBlogUpdate, type BlogForm } from './blog-form.ts';
import { useEditAutosave } from './autosave/use-edit-autosave.tsx';
import { EditConflict } from './EditConflict.tsx';
import { PostForm } from './PostForm.tsx';
import { SchedulePanel } from './SchedulePanel.tsx';
import { PostPreview } from './preview/PostPreview.tsx';
import { ReviewStatus } from './review/ReviewStatus.tsx';
import { ShareDraftPanel } from './share-draft/ShareDraftPanel.tsx';

const statusOf = (error: unknown) => (error && typeof error === 'object' && 'status' in error ? error.status : undefined);

/**
 * Edit Blog at /admin/edit/:id (docs/product.md#edit-blog, docs/decisions/0073): the Add Blog form
 * filled from the post's source, saved against the version it was opened at. A save refused
 * because the post changed meanwhile keeps every typed character on screen.
 */
export default function EditBlog() {
  const { id = '' } = useParams();
  // Fetched afresh on every visit (the endpoint keeps nothing unused), and never refetched behind the
  // form's back: only "Load the latest version" asks again, and the form then starts over from it.
  const { data: source, error, isFetching, fulfilledTimeStamp, refetch } = useGetAdminBlogSourceQuery(id);
  const [updateBlog, { isLoading: saving }] = useUpdateBlogMutation();
  // What the last save answered (its version is the next save's base), for the source fetched at `at`.
  const [saved, setSaved] = useState<{ at: number | undefined; blog: BlogSource }>();
  const [conflict, setConflict] = useState(false);
  const stored = saved && saved.at === fulfilledTimeStamp ? saved.blog : source;
  // A submit changes only the post's place in review: shown here without reloading the form.
  const [submitted, setSubmitted] = useState<{ at: number | undefined; state: ReviewState }>();
  const current = stored && submitted && submitted.at === fulfilledTimeStamp ? { ...stored, reviewState: submitted.state, reviewNote: undefined } : stored;
  // What the role cannot do to this post is left out (issue 36): a contributor submits for review instead.
  const { can } = useStaff();
  const mayPublish = current ? can('post.publish', current) : false;
  const maySubmit = current ? can('post.submit', current, false) : false;
  const autosave = useEditAutosave(id, source, fulfilledTimeStamp, current?.version);

  const loadFailure = statusOf(error) === 404 ? undefined : failureText(error, (failed) => `An error occurred while loading the blog: ${apiErrorMessage(failed)}`);
  useErrorToast(error, loadFailure, 'edit-blog-load-error');

  const save = async (form: BlogForm): Promise<BlogForm | undefined> => {
    if (!current) return undefined;
    try {
      const { blog, message } = await updateBlog({ id, blog: toBlogUpdate(form, current.version), image: form.image ?? undefined }).unwrap();
      setSaved({ at: fulfilledTimeStamp, blog });
      setConflict(false);
      autosave.saved(form);
      toast.success(message || 'Blog updated successfully', { id: 'edit-blog-result' });
      // The new cover is stored now: the form shows it as the current one and sends it no more.
      return { ...form, image: null };
    } catch (failure) {
      if (statusOf(failure) === 409) setConflict(true);
      else if (statusOf(failure) !== 401) toast.error(apiErrorMessage(failure as QueryError, 'Failed to save changes'), { id: 'edit-blog-result' });
      return undefined;
    }
  };

  const loadLatest = () => {
    setConflict(false);
    void refetch();
  };

  return (
    <AdminPage title="Edit Blog" actions={<Link to={historyPath(id)}>History</Link>}>
      {!current && isFetching && <Spinner size="lg" label="Loading blog…" />}
      {!current && statusOf(error) === 404 && (
        <EmptyState role="alert" title="Blog not found" hint="It may have been deleted." action={<Link to="/admin/listBlog">Back to Blog Lists</Link>} />
      )}
      {!current && loadFailure && <LoadFailed title="The blog could not be loaded" hint={loadFailure} onRetry={() => void refetch()} retrying={isFetching} />}
      {current && !autosave.start && <Spinner size="lg" label="Loading blog…" />}
      {current && <ReviewStatus blog={current} maySubmit={maySubmit} onSubmitted={(state) => setSubmitted({ at: fulfilledTimeStamp, state })} />}
      {current && autosave.note}
      {current && autosave.start && (
        <PostForm
          key={`${fulfilledTimeStamp}-${autosave.formKey}`}
          label={`Edit “${current.title}”`}
          initial={autosave.start.initial}
          currentCover={current.image}
          publishLabel={mayPublish ? 'Published' : undefined}
          submitLabel="Save changes"
          busyLabel="Saving..."
          busy={saving}
          onSubmit={save}
          onFormChange={autosave.onFormChange}
          status={autosave.status}
          notice={conflict && <EditConflict latestHref={editPath(id)} onLoadLatest={loadLatest} loading={isFetching} />}
          actions={(form) => <PostPreview fields={form} currentCover={current.image} createdAt={current.createdAt} />}
        />
      )}
      {current && !current.isPublished && mayPublish && <SchedulePanel key={`schedule-${fulfilledTimeStamp}`} blog={current} onSaved={(blog) => setSaved({ at: fulfilledTimeStamp, blog })} />}
      {current && <ShareDraftPanel blogId={id} />}
    </AdminPage>
  );
}
