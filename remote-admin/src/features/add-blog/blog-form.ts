import { BLOG_CATEGORIES, DEFAULT_BLOG_CATEGORY, LIMITS, type BlogCategory, type BlogSource, type BlogUpdate, type NewBlog } from '@studyhub/shared-api';
import { hasEditorContent, toStoredHtml } from './editor/editor-html.ts';

export interface BlogForm {
  /** A newly chosen cover; null keeps the stored one when editing. */
  image: File | null;
  title: string;
  subTitle: string;
  /** The editor's HTML. */
  description: string;
  category: BlogCategory;
  isPublished: boolean;
}

export type BlogFormField = Exclude<keyof BlogForm, 'isPublished'>;
export type BlogFormErrors = Partial<Record<BlogFormField, string>>;

/** Where the form starts and what it returns to after a successful add (docs/product.md#add-blog, decision 0008). */
export const EMPTY_BLOG_FORM: BlogForm = {
  image: null,
  title: '',
  subTitle: '',
  description: '',
  category: DEFAULT_BLOG_CATEGORY,
  isPublished: false,
};

/** The field order on screen: the first invalid one takes focus. */
export const FIELD_ORDER: readonly BlogFormField[] = ['image', 'title', 'subTitle', 'description', 'category'];

/** What the server turns covers into; anything else it refuses (415). */
export const THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const BLOG_FORM_MESSAGES = {
  image: 'Please upload a thumbnail image',
  imageType: 'The thumbnail must be a JPEG, PNG, WebP or GIF image',
  imageSize: `The thumbnail is larger than ${LIMITS.imageBytes / (1024 * 1024)} MB`,
  title: 'Please enter a title',
  subTitle: 'Please enter a subtitle',
  description: 'Please add blog content',
  category: 'Please choose a category',
} as const;

/** Why a chosen file cannot be the thumbnail, if it cannot (docs/product.md#add-blog: image types only). */
export function thumbnailProblem(file: File): string | undefined {
  if (!(THUMBNAIL_TYPES as readonly string[]).includes(file.type)) return BLOG_FORM_MESSAGES.imageType;
  if (file.size > LIMITS.imageBytes) return BLOG_FORM_MESSAGES.imageSize;
  return undefined;
}

/**
 * docs/product.md#add-blog: content in the editor; thumbnail, title, subtitle and category required.
 * An edited post has a cover already (docs/product.md#edit-blog): a new one is optional.
 */
export function validateBlogForm(form: BlogForm, { coverRequired = true }: { coverRequired?: boolean } = {}): BlogFormErrors {
  const errors: BlogFormErrors = {};
  if (!form.image && coverRequired) errors.image = BLOG_FORM_MESSAGES.image;
  if (!form.title.trim()) errors.title = BLOG_FORM_MESSAGES.title;
  if (!form.subTitle.trim()) errors.subTitle = BLOG_FORM_MESSAGES.subTitle;
  if (!hasEditorContent(form.description)) errors.description = BLOG_FORM_MESSAGES.description;
  if (!form.category) errors.category = BLOG_FORM_MESSAGES.category;
  return errors;
}

/** The `blog` field of the upload. */
export function toNewBlog(form: BlogForm): NewBlog {
  return {
    title: form.title.trim(),
    subTitle: form.subTitle.trim(),
    description: toStoredHtml(form.description),
    category: form.category,
    isPublished: form.isPublished,
  };
}

/** The `blog` field of a saved edit: the form's fields and the version the post was opened at. */
export function toBlogUpdate(form: BlogForm, baseVersion: number): BlogUpdate {
  return { ...toNewBlog(form), baseVersion };
}

/** The form as an editor opens a post: its stored fields, no new cover chosen. */
export function formFromSource(source: BlogSource): BlogForm {
  const known = (BLOG_CATEGORIES as readonly string[]).includes(source.category);
  return {
    image: null,
    title: source.title,
    subTitle: source.subTitle ?? '',
    description: source.description,
    // A category from before the list (seeded or written by SQL) must be chosen again.
    category: known ? (source.category as BlogCategory) : DEFAULT_BLOG_CATEGORY,
    isPublished: source.isPublished,
  };
}
