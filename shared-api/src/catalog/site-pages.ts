import { COURSES, findCourse } from './courses.ts';

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
export const SITE_DESCRIPTION = 'StudyHub: notes, previous-year questions, videos and resources for computer-science students.';
/** The link-preview image of every page but a blog's (which shows its cover), in the shell's public/. */
export const SITE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** The public pages with a fixed path, in the order a sitemap lists them. */
export const STATIC_PAGES: Readonly<Record<string, PageHead>> = {
  '/': { title: 'Home', description: SITE_DESCRIPTION },
  '/notes': { title: 'Handwritten Notes', description: 'Handwritten notes for every computer-science course, by complexity and importance.' },
  '/questions': { title: 'Previous Questions', description: 'Previous-year questions of the department’s courses: midterms, finals and quizzes.' },
  '/videos': { title: 'Videos', description: 'Video playlists for the department’s courses, with a privacy-enhanced player.' },
  '/lab': { title: 'Student Tutor', description: 'Lab tutors of the department: who helps in which lab, and when.' },
  '/course-combination': { title: 'Course Combination', description: 'Which courses can be taken together: the department’s course-combination diagrams.' },
};

/** The head of any address the site has no page for (the server answers it with 404). */
export const NOT_FOUND_PAGE: PageHead = { title: 'Page not found', description: 'There is no page at this address.' };

/** `/notes/{id}` for every built-in course, in catalogue order. */
export const COURSE_PAGE_PATHS: readonly string[] = COURSES.map((course) => `/notes/${course.id}`);

/** The head of a page with a fixed path or of a course page; undefined for anything else. */
export function staticPageHead(path: string): PageHead | undefined {
  const fixed = STATIC_PAGES[path];
  if (fixed) return fixed;
  const courseId = /^\/notes\/([^/]+)$/.exec(path)?.[1];
  const course = courseId === undefined ? undefined : findCourse(safeDecode(courseId));
  if (!course) return undefined;
  return {
    title: course.title,
    description: course.description,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Handwritten Notes', path: '/notes' },
      { name: course.title, path: `/notes/${course.id}` },
    ],
  };
}

/** A malformed escape names no course rather than throwing. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
