import { SITE_NAME } from '@studyhub/shared-api/catalog';
import { escapeHtml, jsonForScript } from './escape.ts';

export interface HeadImage {
  url: string;
  /** Omitted when unknown rather than guessed (docs/decisions/0038). */
  width?: number;
  height?: number;
}

/** Everything a page's head says about it, with absolute URLs. */
export interface HeadData {
  /** Without the site name. */
  title: string;
  description: string;
  /** Absent for a page that has no address of its own (not found). */
  canonical?: string;
  image?: HeadImage;
  type: 'website' | 'article';
  /** `modifiedTime` only once the post was edited (docs/decisions/0073). */
  article?: { publishedTime: string; modifiedTime?: string; section: string };
  noindex?: boolean;
  /** Not for sharing: the title, description and robots only, no canonical link, link preview or JSON-LD (decision 0078). */
  private?: boolean;
  jsonLd?: readonly object[];
  /** A feed of this page's own beside the site's (an author's, docs/decisions/0083); `href` site-relative. */
  feed?: { title: string; href: string };
}

/** The head elements of a page, one per line, every value escaped. */
export function renderHead(head: HeadData): string {
  const title = head.title === SITE_NAME ? SITE_NAME : `${head.title} · ${SITE_NAME}`;
  if (head.private) return [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', head.description), meta('name', 'robots', 'noindex')].join('\n    ');
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonical ? link('canonical', head.canonical) : '',
    '<link rel="alternate" type="application/rss+xml" title="StudyHub" href="/rss.xml">',
    head.feed ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.href)}">` : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    ...imageTags(head.image),
    ...(head.article
      ? [
          meta('property', 'article:published_time', head.article.publishedTime),
          head.article.modifiedTime ? meta('property', 'article:modified_time', head.article.modifiedTime) : '',
          meta('property', 'article:section', head.article.section),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image.url) : '',
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return lines.filter(Boolean).join('\n    ');
}

function imageTags(image: HeadImage | undefined): string[] {
  if (!image) return [];
  const size = image.width && image.height ? [meta('property', 'og:image:width', String(image.width)), meta('property', 'og:image:height', String(image.height))] : [];
  return [meta('property', 'og:image', image.url), ...size];
}

const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
const link = (rel: string, href: string) => `<link rel="${rel}" href="${escapeHtml(href)}">`;
