import type { Complexity, Course } from '@studyhub/shared-api/catalog';

export type LevelFilter = 'All Levels' | Complexity;
export const LEVEL_FILTERS: readonly LevelFilter[] = ['All Levels', 'Easy', 'Medium', 'Hard'];

/** docs/product.md#notes: the title contains the search text (case-insensitive) and the level matches. */
export function filterCourses(courses: readonly Course[], search: string, level: LevelFilter): Course[] {
  const term = search.trim().toLowerCase();
  return courses.filter((course) => (term === '' || course.title.toLowerCase().includes(term)) && (level === 'All Levels' || course.complexity === level));
}
