import { describe, expect, it } from 'vitest';
import { COURSES } from '@studyhub/shared-api/catalog';
import { FILE_DATE_ANCHOR, FILE_DATE_SPAN_DAYS, formatFileDate, placeholderFiles } from './placeholder-files.ts';

describe('placeholderFiles', () => {
  it('is deterministic per course id', () => {
    const course = COURSES.find((candidate) => candidate.id === 'cse220')!;
    expect(placeholderFiles(course)).toEqual(placeholderFiles({ ...course }));
    expect(placeholderFiles(course)).not.toEqual(placeholderFiles({ ...course, id: 'cse221' }));
  });

  it('makes `files` rows, or 5 when missing', () => {
    for (const course of COURSES) expect(placeholderFiles(course)).toHaveLength(course.files ?? 5);
    expect(placeholderFiles({ id: 'cse999', title: 'CSE999: Nothing', files: undefined })).toHaveLength(5);
  });

  it('keeps sizes within 1–10 MB, dates recent and before the anchor, names unique', () => {
    for (const course of COURSES) {
      const files = placeholderFiles(course);
      expect(new Set(files.map((file) => file.name)).size).toBe(files.length);
      for (const file of files) {
        expect(file.sizeMb).toBeGreaterThanOrEqual(1);
        expect(file.sizeMb).toBeLessThanOrEqual(10);
        const time = Date.parse(`${file.date}T00:00:00Z`);
        expect(time).toBeLessThanOrEqual(FILE_DATE_ANCHOR);
        expect(time).toBeGreaterThan(FILE_DATE_ANCHOR - FILE_DATE_SPAN_DAYS * 86_400_000);
        expect(file.name.endsWith(`.${file.type.toLowerCase()}`)).toBe(true);
      }
    }
  });

  it('makes about 70% PDF over many courses', () => {
    const files = Array.from({ length: 400 }, (_, index) => placeholderFiles({ id: `course-${index}`, title: `CSE${index}: X`, files: 10 })).flat();
    const share = files.filter((file) => file.type === 'PDF').length / files.length;
    expect(share).toBeGreaterThan(0.65);
    expect(share).toBeLessThan(0.75);
    expect(files.every((file) => file.type === 'PDF' || file.type === 'DOCX')).toBe(true);
  });

  it('formats dates in UTC', () => {
    expect(formatFileDate('2026-01-05')).toBe('Jan 5, 2026');
  });
});
