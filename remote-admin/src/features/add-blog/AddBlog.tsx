import { apiErrorMessage, useAddBlogMutation } from '@studyhub/shared-api';
import { toast } from '@studyhub/shared-ui';
import { AdminPage } from '../../common/AdminPage.tsx';
import { EMPTY_BLOG_FORM, toNewBlog, type BlogForm } from './blog-form.ts';
import { PostForm } from './PostForm.tsx';
import { PostPreview } from './preview/PostPreview.tsx';

/** Add Blog (docs/product.md#add-blog): the post form, emptied after each successful add. */
export default function AddBlog() {
  const [addBlog, { isLoading: adding }] = useAddBlogMutation();

  const add = async (form: BlogForm): Promise<BlogForm | undefined> => {
    try {
      const message = await addBlog({ blog: toNewBlog(form), image: form.image! }).unwrap();
      toast.success(message || 'Blog added successfully', { id: 'add-blog-result' });
      return EMPTY_BLOG_FORM;
    } catch (error) {
      toast.error(apiErrorMessage(error as { message?: string }, 'Failed to add blog'), { id: 'add-blog-result' });
      return undefined;
    }
  };

  return (
    <AdminPage title="Add Blog">
      <PostForm label="New blog" initial={EMPTY_BLOG_FORM} publishLabel="Publish Now" submitLabel="Add Blog" busyLabel="Adding..." busy={adding} onSubmit={add} actions={(form) => <PostPreview fields={form} />} />
    </AdminPage>
  );
}
