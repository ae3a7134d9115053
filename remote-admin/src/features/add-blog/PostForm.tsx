import { BLOG_CATEGORIES, LIMITS, type BlogCategory } from '@studyhub/shared-api';
import { Button, Select } from '@studyhub/shared-ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import formStyles from '../../common/form.module.css';
import { TextField } from '../../common/TextField.tsx';
import { BLOG_FORM_MESSAGES, FIELD_ORDER, thumbnailProblem, validateBlogForm, type BlogForm, type BlogFormErrors, type BlogFormField } from './blog-form.ts';
import { DescriptionField } from './DescriptionField.tsx';
import type { EditorHandle } from './editor-handle.ts';
import { ThumbnailField } from './ThumbnailField.tsx';
import { useAiDraft } from './use-ai-draft.ts';

interface Props {
  /** The form's accessible name. */
  label: string;
  /** What the form starts with; mount it again (a new `key`) to start over. */
  initial: BlogForm;
  /** An edited post's stored cover: shown, and kept unless a new one is chosen, so a thumbnail is optional. */
  currentCover?: string;
  /** The publish checkbox's label; without one there is no checkbox (a role that cannot publish, issue 36). */
  publishLabel?: string;
  submitLabel: string;
  /** The submit button's label while `busy`. */
  busyLabel: string;
  busy: boolean;
  /**
   * Sends the checked form. Answers the form to show next (emptied after an add, as saved after an
   * edit), or undefined to keep everything as typed (a refusal).
   */
  onSubmit: (form: BlogForm) => Promise<BlogForm | undefined>;
  /** Shown above the buttons, e.g. why a save was refused. */
  notice?: ReactNode;
  /** Told the form's fields after every change, e.g. to autosave them (docs/decisions/0076). */
  onFormChange?: (form: BlogForm) => void;
  /** Shown beside the submit button, e.g. the autosave's status. */
  status?: ReactNode;
  /** More buttons after the submit button, given the form as typed (the Preview, decision 0078). */
  actions?: (form: BlogForm) => ReactNode;
}

/**
 * The post form of Add Blog and Edit Blog (docs/product.md#add-blog, docs/product.md#edit-blog): the
 * same fields, checks, AI draft and focus rules, whatever the page does with the result.
 */
export function PostForm({ label, initial, currentCover, publishLabel, submitLabel, busyLabel, busy, onSubmit, notice, onFormChange, status, actions }: Props) {
  const [form, setForm] = useState<BlogForm>(initial);
  const [errors, setErrors] = useState<BlogFormErrors>({});
  // Bumped when the form starts over, so the file input forgets its file too.
  const [resets, setResets] = useState(0);
  useEffect(() => onFormChange?.(form), [form, onFormChange]);

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
    const found = validateBlogForm(form, { coverRequired: !currentCover });
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) return focusField[firstInvalid]();
    const next = await onSubmit(form);
    if (!next) return;
    setForm(next);
    setErrors({});
    setResets((count) => count + 1);
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={label}>
      <ThumbnailField key={resets} ref={imageRef} file={form.image} current={currentCover} onSelect={selectImage} error={errors.image} />
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
      {publishLabel !== undefined && (
        <label className={formStyles.check}>
          <input type="checkbox" checked={form.isPublished} onChange={(event) => update('isPublished', event.target.checked)} />
          {publishLabel}
        </label>
      )}
      {notice}
      <div className={formStyles.actions}>
        <Button type="submit" loading={busy} disabled={ai.generating}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {status}
        {actions?.(form)}
      </div>
    </form>
  );
}
