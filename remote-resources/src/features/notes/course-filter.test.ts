import { describe, expect, it } from 'vitest';
import { COURSES } from '@studyhub/shared-api/catalog';
import { filterCourses } from './course-filter.ts';

describe('filterCourses', () => {
  it('keeps everything with no search and All Levels', () => {
    expect(filterCourses(COURSES, '', 'All Levels')).toHaveLength(27);
    expect(filterCourses(COURSES, '   ', 'All Levels')).toHaveLength(27);
  });

  it('matches the title case-insensitively', () => {
    expect(filterCourses(COURSES, 'data STRUCT', 'All Levels').map((course) => course.id)).toEqual(['cse220']);
    expect(filterCourses(COURSES, 'cse110', 'All Levels').map((course) => course.id)).toEqual(['cse110-python', 'cse110-java']);
  });

  it('does not search the description', () => {
    expect(filterCourses(COURSES, 'Ohm and Kirchhoff', 'All Levels')).toEqual([]);
  });

  it('filters by level and combines with the search', () => {
    expect(filterCourses(COURSES, '', 'Easy').map((course) => course.id)).toEqual(['cse110-python']);
    expect(filterCourses(COURSES, '', 'Hard').every((course) => course.complexity === 'Hard')).toBe(true);
    expect(filterCourses(COURSES, 'cse110', 'Medium').map((course) => course.id)).toEqual(['cse110-java']);
    expect(filterCourses(COURSES, 'Data Structures', 'Easy')).toEqual([]);
  });
});
