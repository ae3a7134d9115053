const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the few entities a rich-text editor writes, plus numeric ones, without a DOM. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point <= 0x10ffff ? String.fromCodePoint(point) : match;
    }
    return ENTITIES[code.toLowerCase()] ?? match;
  });
}

/** The text of an HTML fragment: tags become spaces (so block elements don't glue words), scripts and styles vanish. */
export function stripHtml(html: string): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** Words in a home card's preview (docs/product.md#blog-card). */
export const EXCERPT_WORDS = 15;

/**
 * The card preview of docs/product.md#blog-card: the HTML's text cut to the first `words` words, with an
 * ellipsis only when something was cut. The server puts it in the list's summary form, so the
 * home page never downloads a blog body.
 */
export function excerpt(html: string | null | undefined, words = EXCERPT_WORDS): string {
  return firstWords(stripHtml(html ?? '').split(' ').filter(Boolean), words);
}

/** The first `count` of `words`, with an ellipsis only when something was cut. */
export function firstWords(words: readonly string[], count = EXCERPT_WORDS): string {
  if (words.length <= count) return words.join(' ');
  return `${words.slice(0, count).join(' ')}…`;
}

/** Words of the body a blog's description takes when it has no subtitle. */
export const BLOG_DESCRIPTION_WORDS = 30;

/**
 * A blog's one-line description for its page head (link previews, search results): its subtitle,
 * else the start of its body. The server's HTML and the browser's navigation say the same.
 */
export function blogDescription(blog: { subTitle?: string | null; description: string }): string {
  return blog.subTitle?.trim() || excerpt(blog.description, BLOG_DESCRIPTION_WORDS);
}
