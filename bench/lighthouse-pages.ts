import { SITE_PAGES } from '../shared-api/src/catalog/app-manifest.ts';
import { BLOG_PAGE, blogPath } from '../shared-api/src/catalog/page-paths.ts';

/**
 * The pages Lighthouse scores, from the app manifest: every remote's page a visitor opens by its
 * address, a post's at `blogId`. The shell's own page (the site search) is not for indexing, so
 * it has no SEO score to budget.
 */
export function lighthouseRoutes(blogId: string): string[] {
  return SITE_PAGES.flatMap((page) => {
    if (page.app === 'shell') return [];
    if (page.heading !== undefined) return [page.at];
    return page.pattern === BLOG_PAGE ? [blogPath(blogId)] : [];
  });
}
