import { apiErrorMessage, BLOG_CATEGORIES, LIMITS, useAddBlogMutation, type BlogCategory } from '@studyhub/shared-api';
import { Button, Select, toast } from '@studyhub/shared-ui';
import { useRef, useState, type FormEvent } from 'react';
import { AdminPage } from '../../common/AdminPage.tsx';
import formStyles from '../../common/form.module.css';
import { TextField } from '../../common/TextField.tsx';
import {
  BLOG_FORM_MESSAGES,
  EMPTY_BLOG_FORM,
  FIELD_ORDER,
  thumbnailProblem,
  toNewBlog,
  validateBlogForm,
  type BlogForm,
  type BlogFormErrors,
  type BlogFormField,
} from './blog-form.ts';
import { DescriptionField } from './DescriptionField.tsx';
import type { EditorHandle } from './editor-handle.ts';
import { ThumbnailField } from './ThumbnailField.tsx';
import { useAiDraft } from './use-ai-draft.ts';

export default function AddBlog() {
  const [form, setForm] = useState<BlogForm>(EMPTY_BLOG_FORM);
  const [errors, setErrors] = useState<BlogFormErrors>({});
  // Bumped on reset so the file input forgets its file too.
  const [resets, setResets] = useState(0);
  const [addBlog, { isLoading: adding }] = useAddBlogMutation();

  const imageRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const subTitleRef = useRef<HTMLInputElement>(null);
  const editorRef = useRef<EditorHandle>(null);
  const focusField: Record<BlogFormField, () => void> = {
    image: () => imageRef.current?.focus(),
    title: () => titleRef.current?.focus(),
    subTitle: () => subTitleRef.current?.focus(),
    description: () => editorRef.current?.focus(),
    category: () => {},
  };

  const update = <K extends keyof BlogForm>(field: K, value: BlogForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  };

  const ai = useAiDraft((html) => update('description', html));

  const selectImage = (file: File | null) => {
    const problem = file ? thumbnailProblem(file) : undefined;
    update('image', problem ? null : file);
    if (problem) setErrors((current) => ({ ...current, image: problem }));
  };

  const generate = () => {
    const title = form.title.trim();
    if (!title) {
      setErrors((current) => ({ ...current, title: BLOG_FORM_MESSAGES.title }));
      focusField.title();
      return;
    }
    void ai.generate(title);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateBlogForm(form);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) return focusField[firstInvalid]();
    try {
      const message = await addBlog({ blog: toNewBlog(form), image: form.image! }).unwrap();
      toast.success(message || 'Blog added successfully', { id: 'add-blog-result' });
      setForm(EMPTY_BLOG_FORM);
      setErrors({});
      setResets((count) => count + 1);
    } catch (error) {
      toast.error(apiErrorMessage(error as { message?: string }, 'Failed to add blog'), { id: 'add-blog-result' });
    }
  };

  return (
    <AdminPage title="Add Blog">
      <form className={formStyles.form} onSubmit={submit} noValidate aria-label="New blog">
        <ThumbnailField key={resets} ref={imageRef} file={form.image} onSelect={selectImage} error={errors.image} />
        <TextField ref={titleRef} label="Blog Title" value={form.title} onChange={(value) => update('title', value)} error={errors.title} maxLength={LIMITS.blogTitle} required />
        <TextField ref={subTitleRef} label="Subtitle" value={form.subTitle} onChange={(value) => update('subTitle', value)} error={errors.subTitle} maxLength={LIMITS.blogSubTitle} required />
        <DescriptionField
          value={form.description}
          onChange={(html) => update('description', html)}
          error={errors.description}
          editorRef={editorRef}
          onGenerate={generate}
          generating={ai.generating}
          aiUnavailable={ai.unavailable}
        />
        <Select
          label="Blog Category"
          stacked
          options={BLOG_CATEGORIES}
          value={form.category}
          onChange={(value) => update('category', value as BlogCategory)}
          className={formStyles.narrow}
        />
        <label className={formStyles.check}>
          <input type="checkbox" checked={form.isPublished} onChange={(event) => update('isPublished', event.target.checked)} />
          Publish Now
        </label>
        <div className={formStyles.actions}>
          <Button type="submit" loading={adding} disabled={ai.generating}>
            {adding ? 'Adding...' : 'Add Blog'}
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}
