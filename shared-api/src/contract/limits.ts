/** Length and size limits, enforced by the server's schemas and shown by the forms. */
export const LIMITS = {
  blogTitle: 200,
  blogSubTitle: 300,
  /** Characters of sanitised HTML. */
  blogDescription: 200 * 1024,
  commentName: 80,
  commentContent: 2000,
  /** Links (with a scheme, or a bare domain such as example.com) in one comment's name and text together. */
  commentLinks: 2,
  aiPrompt: 500,
  /** Characters of a listing or site search query. */
  searchQuery: 200,
  imageBytes: 5 * 1024 * 1024,
} as const;

/** The Add Blog form's default category (the original 'Startup' is not a real category: docs/decisions/0008-default-blog-category.md). */
export const DEFAULT_BLOG_CATEGORY = 'CSE';
