import { apiErrorMessage, COMMENT_MESSAGES, LIMITS, useAddCommentMutation, type ApiError } from '@studyhub/shared-api';
import { Button, Select, toast } from '@studyhub/shared-ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import styles from './BlogDetail.module.css';
import { DEPARTMENTS, validateComment } from './comment-form.ts';

/** What the form last heard from the API, shown and announced by its status line. */
interface Notice {
  kind: 'sent' | 'refused';
  text: string;
}

/** Leave a comment (docs/product.md#comment-form): it is held for moderation, which the form says once sent. */
export function CommentForm({ blogId }: { blogId: string }) {
  const id = useId();
  const [addComment, { isLoading }] = useAddCommentMutation();
  const [name, setName] = useState('');
  const [department, setDepartment] = useState('');
  const [content, setContent] = useState('');
  // The honeypot: hidden from people and assistive technology, so only a bot fills it.
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof validateComment>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateComment({ name, content });
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.content) return contentRef.current?.focus();
    // Emptied first, so the same words again (a second refusal) are announced again.
    setNotice(null);
    try {
      await addComment({ blog: blogId, name: name.trim(), content: content.trim(), ...(website ? { website } : {}) }).unwrap();
      setName('');
      setDepartment('');
      setContent('');
      setWebsite('');
      setNotice({ kind: 'sent', text: COMMENT_MESSAGES.submitted });
    } catch (error) {
      const message = apiErrorMessage(error as ApiError);
      setNotice({ kind: 'refused', text: message });
      // The toast of docs/product.md#error-messages, silent: the status line below announces it once.
      toast.error(message, { id: 'add-comment-error', ariaProps: { role: 'status', 'aria-live': 'off' } });
    }
  };

  const fieldProps = (field: 'name' | 'content') => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        Leave a comment
      </h3>
      <p className={styles.muted}>Comments appear after a moderator approves them.</p>
      <div className={styles.formRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>Name</label>
          <input {...fieldProps('name')} ref={nameRef} className={styles.input} name="name" autoComplete="name" required maxLength={LIMITS.commentName} value={name} onChange={(event) => setName(event.target.value)} />
          {errors.name && <p id={`${id}-name-error`} className={styles.error}>{errors.name}</p>}
        </div>
        <Select stacked label="Department (optional)" options={DEPARTMENTS} value={department} onChange={setDepartment} className={styles.field} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-content`}>Comment</label>
        <textarea {...fieldProps('content')} ref={contentRef} className={styles.input} name="content" rows={5} required maxLength={LIMITS.commentContent} value={content} onChange={(event) => setContent(event.target.value)} />
        {errors.content && <p id={`${id}-content-error`} className={styles.error}>{errors.content}</p>}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
      </div>
      <div className={styles.formActions}>
        <Button type="submit" loading={isLoading}>
          {isLoading ? 'Posting…' : 'Post Comment'}
        </Button>
        {/* Always in the page, so a screen reader hears what is put in it. */}
        <p role="status" className={notice?.kind === 'refused' ? styles.refusal : styles.notice}>
          {notice?.text}
        </p>
      </div>
    </form>
  );
}
