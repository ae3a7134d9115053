import { describe, expect, it } from 'vitest';
import { COMPLEXITIES, COURSES, IMPORTANCES, RESOURCE_LEVELS } from './courses.ts';

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('courses', () => {
  it('has 27 courses with unique ids, all the reference ids, and valid enums', () => {
    expect(COURSES).toHaveLength(27);
    expect(unique(COURSES.map((course) => course.id))).toBe(true);
    const referenceIds = 'cse110-python cse110-java cse111 cse220 cse221 cse230 cse250 cse251 cse260 cse320 cse321 cse330 cse331 cse340 cse341 cse350 cse360 cse370 cse420 cse421 cse422 cse423 cse460 cse461 cse470 cse471'.split(' ');
    expect(COURSES.map((course) => course.id)).toEqual(expect.arrayContaining(referenceIds));
    for (const course of COURSES) {
      expect(COMPLEXITIES).toContain(course.complexity);
      expect(RESOURCE_LEVELS).toContain(course.resources);
      expect(IMPORTANCES).toContain(course.importance);
      expect(course.title).toMatch(/^CSE\d{3}: .+/);
      expect(course.description.length).toBeGreaterThan(10);
      if (course.files !== undefined) expect(course.files).toBeGreaterThan(0);
    }
  });

  it('keeps the reference facts, e.g. CSE220', () => {
    expect(COURSES.find((course) => course.id === 'cse220')).toMatchObject({ title: 'CSE220: Data Structures', complexity: 'Hard', resources: 'All', importance: 'Core', files: 22 });
  });
});
