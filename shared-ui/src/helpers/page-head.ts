/**
 * What the browser shows of the current page outside it: the tab's title, the description and the
 * canonical link. The shell's static host writes the same three into the served HTML; after a
 * client-side navigation these keep them true for the page now shown (docs/decisions/0038).
 */
export interface PageHeadInput {
  /** Without the site name; nothing changes while it is undefined (data still loading). */
  title: string | undefined;
  /** Left as it is when undefined: the route's own (set by the shell) stays. */
  description?: string | undefined;
  /** The page's path; the current location's when absent. */
  path?: string;
}

export function applyPageHead({ title, description, path }: PageHeadInput): void {
  if (!title) return;
  document.title = `${title} · StudyHub`;
  if (description !== undefined) headElement('meta', 'name', 'description').setAttribute('content', description);
  const canonical = headElement('link', 'rel', 'canonical');
  canonical.setAttribute('href', `${servedSite(canonical)}${path ?? window.location.pathname}`);
}

/**
 * The site the served canonical link names (the host's configured siteUrl), else none: a
 * site-relative link. Never the address the browser reached the page at, which any name pointed
 * at the host can be (docs/decisions/0079).
 */
function servedSite(canonical: Element): string {
  return /^https?:\/\/[^/?#]+/i.exec(canonical.getAttribute('href') ?? '')?.[0] ?? '';
}

/** The head's element of that kind, created once if the document has none. */
function headElement(tag: 'meta' | 'link', key: 'name' | 'rel', value: string): Element {
  const existing = document.head.querySelector(`${tag}[${key}="${value}"]`);
  if (existing) return existing;
  const element = document.createElement(tag);
  element.setAttribute(key, value);
  document.head.append(element);
  return element;
}
