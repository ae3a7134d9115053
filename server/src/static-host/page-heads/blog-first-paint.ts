import { BLOG_SLOTS, BYLINE_ATTRIBUTE, categoryColor, categoryLabel, longDateText, type BlogFirstPaintTemplate, type BlogSlot, type RemoteFirstPaintPage } from '@studyhub/shared-api/catalog';
import { type Blog, coverSources, hasFormulas } from '@studyhub/shared-api/contract';
import { escapeHtml } from './escape.ts';

const ANY_SLOT = new RegExp(Object.values(BLOG_SLOTS).join('|'), 'g');
// What goes when a value is missing: the subtitle's whole element, the cover's srcset attribute.
const EMPTY_SUBTITLE = new RegExp(`<p\\b[^>]*>${BLOG_SLOTS.subTitle}</p>`, 'g');
const NO_WIDTHS = new RegExp(` (?:srcSet|imageSrcSet)="${BLOG_SLOTS.srcSet}"`, 'gi');
// The byline's paragraph: dropped whole for a post without an author.
const NO_BYLINE = new RegExp(`<p\\b[^>]*${BYLINE_ATTRIBUTE}[^>]*>.*?</p>`, 'g');

/** The header's date of the blog's UTC day; the browser's own day may differ near midnight. */
function utcDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDateText(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/**
 * The blog page of remote-public's template (docs/decisions/0056) filled with `blog`: its values
 * escaped, its body as the API sanitised it on write (what the app writes with innerHTML too), in
 * one pass, so no value is read for slots. The page's store gets the same blog.
 */
export function fillBlogPage(template: BlogFirstPaintTemplate, blog: Blog): RemoteFirstPaintPage {
  const { src, srcSet } = coverSources(blog.image);
  const values: Record<BlogSlot, string> = {
    title: escapeHtml(blog.title),
    subTitle: escapeHtml(blog.subTitle ?? ''),
    category: escapeHtml(categoryLabel(blog.category)),
    createdAt: escapeHtml(blog.createdAt),
    date: escapeHtml(utcDate(blog.createdAt)),
    src: escapeHtml(src),
    srcSet: escapeHtml(srcSet ?? ''),
    description: blog.description,
    authorName: escapeHtml(blog.author?.name ?? ''),
    authorSlug: escapeHtml(encodeURIComponent(blog.author?.slug ?? '')),
  };
  let html = template.html[categoryColor(blog.category)];
  if (!blog.subTitle) html = html.replace(EMPTY_SUBTITLE, '');
  if (!srcSet) html = html.replace(NO_WIDTHS, '');
  if (!blog.author) html = html.replace(NO_BYLINE, '');
  const filled = new Map<string, string>(Object.entries(values).map(([name, value]) => [BLOG_SLOTS[name as BlogSlot], value]));
  return {
    html: html.replace(ANY_SLOT, (slot) => filled.get(slot) ?? ''),
    css: template.css,
    data: { blog },
    ...(template.formulaStylesheet && hasFormulas(blog.description) ? { stylesheets: [template.formulaStylesheet] } : {}),
  };
}
