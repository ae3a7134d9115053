import { refuseDataUrls } from '../blogs/data-url-check.ts';
import { sanitizeBlogHtml } from '../sanitize/blog-html.ts';

/**
 * An autosaved body as it is stored (docs/decisions/0076): refused with a save's 400 when it holds
 * a data: URL, sanitised as a save's, our images kept as relative paths. Unlike a save, an empty
 * body is kept: a draft is work in progress, and "Add Blog" or "Save changes" still require content.
 */
export function draftDescription(description: string, mediaOrigin: string): string {
  if (!description) return '';
  refuseDataUrls(description);
  return sanitizeBlogHtml(description, { mediaOrigin });
}
