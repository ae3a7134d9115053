import { describe, expect, it } from 'vitest';
import { COMBINATIONS } from './combinations.ts';
import { LAB_GROUPS, LAB_ROOMS } from './lab-tutors.ts';
import { PLAYLIST_CATEGORIES, PLAYLISTS } from './playlists.ts';
import { QUESTION_CATEGORIES, QUESTION_COMPLEXITIES } from './question-categories.ts';

const unique = (values: readonly string[]) => new Set(values).size === values.length;
const initial = (n: number) => `T${String(n).padStart(2, '0')}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => initial(from + i));

describe('playlists', () => {
  it('has 13 playlists with unique ids and known categories', () => {
    expect(PLAYLISTS).toHaveLength(13);
    expect(unique(PLAYLISTS.map((playlist) => playlist.id))).toBe(true);
    for (const playlist of PLAYLISTS) {
      expect(PLAYLIST_CATEGORIES).toContain(playlist.category);
      expect(playlist.playlistId).toMatch(/^PL[\w-]+$/);
      if (playlist.youtubeId !== null) expect(playlist.youtubeId).toMatch(/^[\w-]{11}$/);
    }
    expect(PLAYLISTS.filter((playlist) => playlist.youtubeId === null).map((playlist) => playlist.id)).toEqual(['cse443']);
  });
});

describe('question categories', () => {
  it('has the four categories with 35/48/42/23 sets', () => {
    expect(QUESTION_CATEGORIES.map((category) => [category.id, category.sets])).toEqual([
      ['quiz', 35],
      ['mid', 48],
      ['final', 42],
      ['other', 23],
    ]);
    for (const category of QUESTION_CATEGORIES) expect(QUESTION_COMPLEXITIES).toContain(category.complexity);
    expect(QUESTION_CATEGORIES.map((category) => category.complexity)).toEqual(['Easy', 'Medium', 'Hard', 'Varied']);
  });
});

describe('lab tutors', () => {
  const expected: [string, string[], string][] = [
    ['CSE110', range(1, 12), '12B-18L'],
    ['CSE111', range(13, 24), '12B-18L'],
    ['CSE220', range(25, 34), '12B-19L'],
    ['CSE221', range(35, 42), '12B-19L'],
    ['CSE230', range(43, 52), '12B-18L'],
    ['CSE250', range(53, 57), '12B-19L'],
    ['CSE251', range(58, 62), '12B-19L'],
    ['CSE260', range(63, 70), '12B-19L'],
    ['CSE220-P', ['T71'], '12B-18L'],
    ['CSE110-P', range(72, 75), '12B-18L'],
    ['CSE111-P', ['T76', 'T88'], '12B-18L'],
    ['CSE260-P', ['T77'], '12B-18L'],
    ['CSE230-P', ['T78', 'T86'], '12B-18L'],
    ['CSE110-M', ['T79', 'T82', 'T83', 'T85'], '12B-18L'],
    ['CSE221-M', ['T80'], '12B-18L'],
    ['CSE220-M', ['T81'], '12B-18L'],
    ['CSE230-M', ['T84'], '12B-18L'],
    ['CSE250-M', ['T87'], '12B-18L'],
    ['CSE111-M', ['T89'], '12B-18L'],
    ['CSE251-M', ['T90'], '12B-18L'],
  ];

  it('lists the groups in reference order with their tutors and rooms', () => {
    expect(LAB_GROUPS.map((group) => [group.key, group.tutors.map((tutor) => tutor.initial), group.tutors[0]?.room])).toEqual(expected);
    for (const group of LAB_GROUPS) expect(new Set(group.tutors.map((tutor) => tutor.room)).size).toBe(1);
  });

  it('has 90 tutors, T01–T90 each exactly once, fictional contacts at example.edu', () => {
    const tutors = LAB_GROUPS.flatMap((group) => group.tutors);
    expect(tutors).toHaveLength(90);
    expect(tutors.map((tutor) => tutor.initial).sort()).toEqual(range(1, 90));
    expect(unique(tutors.map((tutor) => tutor.email))).toBe(true);
    expect(unique(tutors.map((tutor) => tutor.studentId))).toBe(true);
    for (const tutor of tutors) {
      expect(tutor.email).toMatch(/^[\w.]+@example\.edu$/);
      expect(LAB_ROOMS).toContain(tutor.room);
    }
  });

  it('words the sections by group kind', () => {
    for (const group of LAB_GROUPS) {
      const course = group.key.split('-')[0];
      for (const tutor of group.tutors) {
        if (group.key.endsWith('-P')) expect(tutor.sections).toBe(`Probation List_${course}`);
        else if (group.key.endsWith('-M')) expect(tutor.sections).toMatch(/^Helping T\d{2}$/);
        else expect(tutor.sections).toMatch(/^\d+(,\d+)*$/);
      }
    }
  });
});

describe('combinations', () => {
  it('has the four options in order with alt text', () => {
    expect(COMBINATIONS.map((option) => [option.id, option.name])).toEqual([
      ['cs-opt1', 'CS Option 1'],
      ['cs-opt2', 'CS Option 2'],
      ['cs-opt3', 'CS Option 3'],
      ['cse-opt2', 'CSE Option 2'],
    ]);
    for (const option of COMBINATIONS) {
      expect(option.alt).toContain(option.name);
      expect(option.stages.length).toBeGreaterThan(0);
    }
  });
});
