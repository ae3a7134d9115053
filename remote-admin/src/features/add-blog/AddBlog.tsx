import { apiErrorMessage } from '@studyhub/shared-api';
import { useAddBlogMutation } from '../../common/api/index.ts';
import { Spinner, toast } from '@studyhub/shared-ui';
import { AdminPage } from '../../common/AdminPage.tsx';
import { EMPTY_BLOG_FORM, toNewBlog, type BlogForm } from './blog-form.ts';
import { useNewPostAutosave } from './autosave/use-new-post-autosave.tsx';
import { PostForm } from './PostForm.tsx';
import { useStaff } from '../../common/use-staff.ts';
import { PostPreview } from './preview/PostPreview.tsx';

/** Add Blog (docs/product.md#add-blog): the post form, emptied after each successful add. */
export default function AddBlog() {
  const [addBlog, { isLoading: adding }] = useAddBlogMutation();
  const autosave = useNewPostAutosave();
  // A contributor's post starts as a draft it submits for review (issue 36): no "Publish Now".
  const staff = useStaff();
  const mayPublish = staff.can('post.publish', { authorId: staff.me?.id, isPublished: false });

  const add = async (form: BlogForm): Promise<BlogForm | undefined> => {
    try {
      const message = await addBlog({ blog: toNewBlog(form), image: form.image! }).unwrap();
      toast.success(message || 'Blog added successfully', { id: 'add-blog-result' });
      autosave.added();
      return EMPTY_BLOG_FORM;
    } catch (error) {
      toast.error(apiErrorMessage(error as { message?: string }, 'Failed to add blog'), { id: 'add-blog-result' });
      return undefined;
    }
  };

  return (
    <AdminPage title="Add Blog">
      {autosave.note}
      {autosave.start ? (
        <PostForm
          key={autosave.formKey}
          label="New blog"
          initial={autosave.start.initial}
          publishLabel={mayPublish ? 'Publish Now' : undefined}
          submitLabel="Add Blog"
          busyLabel="Adding..."
          busy={adding}
          onSubmit={add}
          onFormChange={autosave.onFormChange}
          status={autosave.status}
          actions={(form) => <PostPreview fields={form} />}
        />
      ) : (
        <Spinner size="lg" label="Loading your draft…" />
      )}
    </AdminPage>
  );
}
