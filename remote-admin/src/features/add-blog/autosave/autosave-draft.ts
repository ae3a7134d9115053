import { BLOG_CATEGORIES, DEFAULT_BLOG_CATEGORY, type BlogCategory } from '@studyhub/shared-api';
import type { BlogForm } from '../blog-form.ts';
import { toStoredHtml } from '../editor/editor-html.ts';

/** The autosaved part of the post form: everything but the cover file (docs/decisions/0076). */
export interface AutosaveDraft {
  title: string;
  subTitle: string;
  /** The body as it would be stored, so Quill's own rewriting of what it loaded is no change. */
  description: string;
  category: BlogCategory;
  isPublished: boolean;
}

/** A draft as the API or the browser's copy gives it back: any category, the publish state maybe missing (an edit's autosave). */
export type StoredDraft = Omit<AutosaveDraft, 'category' | 'isPublished'> & { category: string; isPublished?: boolean };

export function draftOf(form: BlogForm): AutosaveDraft {
  const { title, subTitle, description, category, isPublished } = form;
  return { title, subTitle, description: toStoredHtml(description), category, isPublished };
}

export const sameDraft = (a: AutosaveDraft, b: AutosaveDraft): boolean =>
  a.title === b.title && a.subTitle === b.subTitle && a.description === b.description && a.category === b.category && a.isPublished === b.isPublished;

/** `form` with a stored draft's fields over it; the cover file stays as it is. */
export function formWithDraft(form: BlogForm, draft: StoredDraft): BlogForm {
  const known = (BLOG_CATEGORIES as readonly string[]).includes(draft.category);
  return {
    ...form,
    title: draft.title,
    subTitle: draft.subTitle,
    description: draft.description,
    category: known ? (draft.category as BlogCategory) : DEFAULT_BLOG_CATEGORY,
    isPublished: draft.isPublished ?? form.isPublished,
  };
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 28, 2026, 11:04 PM": when a restored draft was typed, in the admin's time zone. */
export const formatDraftTime = (at: number | string): string => when.format(new Date(at));
