/** Department choices of docs/product.md#comment-form: shown to help the writer, never sent (the API has no field for it). */
export const DEPARTMENTS = [
  { value: '', label: 'Choose your department' },
  { value: 'cs', label: 'Computer Science (CS)' },
  { value: 'cse', label: 'Engineering (CSE)' },
  { value: 'eee', label: 'Mathematics (EEE)' },
  { value: 'other', label: 'Other' },
] as const;

export const NAME_REQUIRED = 'Please enter your name';
export const COMMENT_REQUIRED = 'Please write a comment';

export interface CommentDraft {
  name: string;
  content: string;
}

/** docs/product.md#comment-form: name and comment are required; spaces alone do not count. */
export function validateComment({ name, content }: CommentDraft): Partial<Record<keyof CommentDraft, string>> {
  const errors: Partial<Record<keyof CommentDraft, string>> = {};
  if (!name.trim()) errors.name = NAME_REQUIRED;
  if (!content.trim()) errors.content = COMMENT_REQUIRED;
  return errors;
}
