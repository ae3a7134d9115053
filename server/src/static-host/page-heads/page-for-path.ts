import { AUTHOR_PAGE, authorPageDescription, authorPath, authorRssPath, BLOG_PAGE, blogPath, COURSE_PAGE, coursePath, NOT_FOUND_PAGE, SITE_DESCRIPTION, SITE_IMAGE, SITE_NAME, STATIC_PAGES, staticPageHead, type PageHead, type SiteRouteMatch } from '@studyhub/shared-api/catalog';
import { type AuthorProfile, type Blog, Id } from '@studyhub/shared-api/contract';
import { Value } from 'typebox/value';
import type { AuthorLookup } from './author-check.ts';
import type { BlogFacts, BlogSource } from './blog-source.ts';
import type { DraftCheck } from './draft-check.ts';
import type { ImageSizes } from './image-sizes.ts';
import type { HeadData } from './render-head.ts';

export interface PageAnswer {
  status: 200 | 404;
  head: HeadData;
  /** A blog page's blog, for its first paint (docs/decisions/0056). */
  blog?: Blog;
  /** A draft's page, found or not: never stored by a cache, never indexed (decision 0078). */
  private?: boolean;
  /** A blog's page the API did not confirm in time: served without the post, stored by no cache (decision 0079). */
  unconfirmed?: boolean;
}

export interface PageContext {
  /** The site's origin, no trailing slash, for canonical links and og:url; '' (site-relative) when none is configured. */
  site: string;
  blogs: BlogSource;
  images: ImageSizes;
  /** The lookup budget of a blog page (cover size included). */
  timeoutMs: number;
  /** Whether a draft link's token opens a draft (docs/decisions/0078). */
  drafts: (token: string, deadline: number) => Promise<DraftCheck>;
  /** An author page's facts by slug (docs/decisions/0083); a host without it answers the page generically. */
  authors?: (slug: string, deadline: number) => Promise<AuthorLookup>;
}

/** A draft's page is for the one who got its link: no canonical address, no link preview, never indexed (decision 0078). */
export const DRAFT_PAGE_HEAD: HeadData = { title: 'Draft preview', description: 'A draft shared by its author, not published.', type: 'website', noindex: true, private: true };

const ADMIN_LOGIN_PATH = '/admin';
const ADMIN_LOGIN_HEAD = { title: 'Admin Login', description: 'Sign in to the StudyHub admin portal to write, publish and moderate the blogs.' };

/**
 * The status and head of a client-side route, as a crawler should see it: the catalog's pages,
 * blogs from the API, 404 for anything the shell would render as not found (docs/decisions/0038).
 * `route` is what the router matches at `pathname` (`matchSiteRoute`).
 */
export async function pageForPath(pathname: string, route: SiteRouteMatch | undefined, context: PageContext): Promise<PageAnswer> {
  const { site } = context;
  const generic = (): HeadData => ({ title: SITE_NAME, description: SITE_DESCRIPTION, type: 'website', image: siteImage(site) });
  if (!route) return notFound(site);
  switch (route.pattern) {
    case '/admin/*':
      // The login page is an ordinary public page (docs/decisions/0054); what is behind it is not for indexing.
      if (pathname === ADMIN_LOGIN_PATH) return { status: 200, head: { ...generic(), ...ADMIN_LOGIN_HEAD, canonical: `${site}${ADMIN_LOGIN_PATH}` } };
      return { status: 200, head: { ...generic(), title: 'Admin', noindex: true } };
    case '/search':
      return { status: 200, head: { ...generic(), title: 'Search', canonical: `${site}/search`, noindex: true } };
    case BLOG_PAGE:
      // An id the contract cannot hold names no post: a 404 the API is not asked for (decision 0079).
      if (!Value.Check(Id, route.id)) return notFound(site);
      return blogPage(route.id ?? '', context, generic);
    case '/preview/:token': {
      const draft = await context.drafts(route.id ?? '', Date.now() + context.timeoutMs);
      if (draft === 'dead') return { status: 404, head: { ...NOT_FOUND_PAGE, type: 'website', noindex: true, private: true }, private: true };
      return { status: 200, head: DRAFT_PAGE_HEAD, private: true };
    }
    case AUTHOR_PAGE:
      return authorPage(route.id ?? '', context, generic);
    case COURSE_PAGE: {
      const path = coursePath(route.id ?? '');
      const head = staticPageHead(path);
      return head ? { status: 200, head: catalogHead(head, path, site) } : notFound(site);
    }
    default:
      return { status: 200, head: catalogHead(STATIC_PAGES[route.pattern] ?? { title: SITE_NAME, description: SITE_DESCRIPTION }, route.pattern, site) };
  }
}

async function blogPage(id: string, context: PageContext, generic: () => HeadData): Promise<PageAnswer> {
  const deadline = Date.now() + context.timeoutMs;
  const lookup = await context.blogs.lookup(id, deadline);
  if ('missing' in lookup) return notFound(context.site);
  const canonical = `${context.site}${blogPath(id)}`;
  // Nothing of a post the API did not confirm: it may have been withdrawn meanwhile (decision 0079).
  if ('unavailable' in lookup) return { status: 200, head: { ...generic(), canonical }, unconfirmed: true };
  const { blog } = lookup.found;
  const size = await context.images.size(blog.image, deadline);
  return { status: 200, head: blogHead(lookup.found, canonical, { url: blog.image, ...size }, context.site), blog };
}

function blogHead({ blog, description }: BlogFacts, canonical: string, image: HeadData['image'], site: string): HeadData {
  // An edited post says when (docs/decisions/0073); one never edited was last modified when written.
  const modified = blog.updatedAt ?? blog.createdAt;
  return {
    title: blog.title,
    description,
    canonical,
    image,
    type: 'article',
    article: { publishedTime: blog.createdAt, ...(blog.updatedAt ? { modifiedTime: blog.updatedAt } : {}), section: blog.category },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: blog.title,
        description,
        image: [blog.image],
        datePublished: blog.createdAt,
        dateModified: modified,
        articleSection: blog.category,
        mainEntityOfPage: canonical,
        ...(blog.author ? { author: { '@type': 'Person', name: blog.author.name, url: `${site}${authorPath(blog.author.slug)}` } } : {}),
        publisher: { '@type': 'Organization', name: SITE_NAME },
      },
    ],
  };
}

async function authorPage(slug: string, context: PageContext, generic: () => HeadData): Promise<PageAnswer> {
  const canonical = `${context.site}${authorPath(slug)}`;
  const lookup = context.authors ? await context.authors(slug, Date.now() + context.timeoutMs) : ({ unavailable: true } as const);
  if ('missing' in lookup) return notFound(context.site);
  if ('unavailable' in lookup) return { status: 200, head: { ...generic(), canonical }, unconfirmed: true };
  return { status: 200, head: authorHead(lookup.found, context.site) };
}

/** An author page's head (docs/decisions/0083): their name, their posts' count, a `Person` for search engines, their feed. */
export function authorHead(author: AuthorProfile, site: string): HeadData {
  const canonical = `${site}${authorPath(author.slug)}`;
  const description = authorPageDescription(author);
  return {
    title: author.name,
    description,
    canonical,
    type: 'website',
    image: siteImage(site),
    feed: { title: `${author.name} · ${SITE_NAME}`, href: authorRssPath(author.slug) },
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'Person', name: author.name, url: canonical, mainEntityOfPage: canonical },
    ],
  };
}

function catalogHead(page: PageHead, path: string, site: string): HeadData {
  const canonical = path === '/' ? `${site}/` : `${site}${path}`;
  const jsonLd: object[] = [];
  if (path === '/') jsonLd.push(webSite(site));
  if (page.breadcrumbs) jsonLd.push(breadcrumbList(page.breadcrumbs, site));
  return { title: page.title, description: page.description, canonical, type: 'website', image: siteImage(site), jsonLd };
}

function webSite(site: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${site}/`,
    potentialAction: { '@type': 'SearchAction', target: `${site}/search?q={search_term_string}`, 'query-input': 'required name=search_term_string' },
  };
}

function breadcrumbList(trail: NonNullable<PageHead['breadcrumbs']>, site: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${site}${crumb.path}` })),
  };
}

const siteImage = (site: string) => ({ url: `${site}${SITE_IMAGE.path}`, width: SITE_IMAGE.width, height: SITE_IMAGE.height });

function notFound(site: string): PageAnswer {
  return { status: 404, head: { ...NOT_FOUND_PAGE, type: 'website', image: siteImage(site), noindex: true } };
}
