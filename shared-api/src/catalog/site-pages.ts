import { APP_MANIFEST } from './app-manifest.ts';
import { COURSES, findCourse } from './courses.ts';
import { COURSE_PAGE, coursePath } from './page-paths.ts';

/**
 * What each public page is called and how it is described: the server writes it into the page's
 * HTML head (for crawlers and link previews) and the sitemap, the browser keeps it current on
 * client-side navigation (docs/decisions/0038). Blog pages take theirs from the blog itself.
 */
export interface PageHead {
  /** Without the site name: "Handwritten Notes"; the title element adds " · StudyHub". */
  title: string;
  description: string;
  /** For a BreadcrumbList: the trail above this page, each with its path. */
  breadcrumbs?: readonly { name: string; path: string }[];
}

export const SITE_NAME = 'StudyHub';
/** The link-preview image of every page but a blog's (which shows its cover), in the shell's public/. */
export const SITE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/**
 * The public pages with a fixed path, in manifest order (the sitemap's): each page of the app
 * manifest with a `description`, titled by its `section`.
 */
export const STATIC_PAGES: Readonly<Record<string, PageHead>> = Object.fromEntries(
  APP_MANIFEST.apps.flatMap((app) => app.pages.flatMap((page) => (page.description === undefined ? [] : [[page.path, { title: page.section, description: page.description }]]))),
);

/** The home page's description, also the site's (feed, generic heads). */
export const SITE_DESCRIPTION: string = homeDescription();

/** An author page's description (docs/decisions/0083): the same in its served head and in the app. */
export const authorPageDescription = (author: { name: string; posts: number }): string =>
  `Posts by ${author.name} on ${SITE_NAME}: ${author.posts.toLocaleString('en-US')} published.`;

/** The head of any address the site has no page for (the server answers it with 404). */
export const NOT_FOUND_PAGE: PageHead = { title: 'Page not found', description: 'There is no page at this address.' };

/** `/notes/{id}` for every built-in course, in catalogue order. */
export const COURSE_PAGE_PATHS: readonly string[] = /* @__PURE__ */ COURSES.map((course) => coursePath(course.id));

/** A course page's path, its id still encoded. */
const COURSE_PATH = new RegExp(`^${COURSE_PAGE.replace(':id', '([^/]+)')}$`);

/** The head of a page with a fixed path or of a course page; undefined for anything else. */
export function staticPageHead(path: string): PageHead | undefined {
  const fixed = STATIC_PAGES[path];
  if (fixed) return fixed;
  const courseId = COURSE_PATH.exec(path)?.[1];
  const course = courseId === undefined ? undefined : findCourse(safeDecode(courseId));
  if (!course) return undefined;
  return {
    title: course.title,
    description: course.description,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Handwritten Notes', path: '/notes' },
      { name: course.title, path: coursePath(course.id) },
    ],
  };
}

function homeDescription(): string {
  const home = STATIC_PAGES['/'];
  if (!home) throw new Error('the home page (/) needs a description in shared-api/src/catalog/app-manifest.json');
  return home.description;
}

/** A malformed escape names no course rather than throwing. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
