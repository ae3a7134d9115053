import { RESOURCE_KINDS, type HighlightedText, type ResourceSearchIndex } from '@studyhub/shared-api';
import { describe, expect, it } from 'vitest';
import { COURSES } from '@studyhub/shared-api/catalog';
import * as searchIndexModule from './search-index.ts';
import { searchResources } from './search-index.ts';

const plain = (runs: HighlightedText) => runs.map((run) => run.text).join('');
const marked = (runs: HighlightedText) => runs.filter((run) => run.mark).map((run) => run.text);
const ids = (query: string) => searchResources(query).map((hit) => `${hit.kind}:${hit.id}`);

describe('searchResources', () => {
  it('is the module the federation exposes (ResourceSearchIndex)', () => {
    const index: ResourceSearchIndex = searchIndexModule;
    expect(typeof index.searchResources).toBe('function');
  });

  it('finds nothing for an empty or blank query', () => {
    expect(searchResources('')).toEqual([]);
    expect(searchResources('  \t ')).toEqual([]);
  });

  it('finds courses by title or description, case-insensitive, linking to their notes', () => {
    const hits = searchResources('data STRUCTURES');
    const course = hits.find((hit) => hit.id === 'cse220');
    expect(course).toMatchObject({ kind: 'course', href: '/notes/cse220' });
    expect(plain(course!.title)).toBe('CSE220: Data Structures');
    expect(marked(course!.title)).toEqual(['Data', 'Structures']);
    expect(ids('recurrence')).toContain('course:cse230');
  });

  it('needs every word, each in the title or the description', () => {
    // "Python" is in the title of cse110-python, "loops" in its description.
    expect(ids('python loops')).toEqual(['course:cse110-python']);
    expect(ids('python quantum')).toEqual([]);
  });

  it('marks the matches in the description too, and leaves the text as written', () => {
    const [hit] = searchResources('kirchhoff');
    expect(hit?.id).toBe('cse250');
    expect(marked(hit!.description)).toEqual(['Kirchhoff']);
    expect(plain(hit!.description)).toBe(COURSES.find((course) => course.id === 'cse250')!.description);
    expect(marked(hit!.title)).toEqual([]);
  });

  it('finds question categories, playlists (by category too), lab tutors and combinations', () => {
    expect(searchResources('mid term')).toContainEqual(expect.objectContaining({ kind: 'questions', id: 'mid', href: '/questions' }));

    const playlists = searchResources('quick revise').filter((hit) => hit.kind === 'playlist');
    expect(playlists.map((hit) => hit.id)).toEqual(['cse421', 'cse420', 'mat215']);
    expect(playlists[0]).toMatchObject({ href: '/videos?playlist=cse421' });
    expect(marked(playlists[0]!.description)).toEqual(['Quick', 'revise', 'revise']);

    const lab = searchResources('cse110 tutors').find((hit) => hit.kind === 'lab');
    expect(lab).toMatchObject({ id: 'CSE110', href: '/lab' });
    expect(plain(lab!.title)).toBe('CSE110 lab tutors');
    expect(plain(lab!.description)).toMatch(/^12 tutors in room 12B-18L; also probation support and mentors\.$/);

    expect(searchResources('hardware specialisation')).toEqual([
      expect.objectContaining({ kind: 'combination', id: 'cse-opt2', href: '/course-combination' }),
    ]);
  });

  it('groups hits by kind in RESOURCE_KINDS order, title matches first within a kind', () => {
    const hits = searchResources('cse111');
    const kinds = hits.map((hit) => hit.kind);
    const order = kinds.map((kind) => RESOURCE_KINDS.indexOf(kind));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(kinds)).toEqual(new Set(['course', 'playlist', 'lab']));

    const programming = searchResources('programming').filter((hit) => hit.kind === 'course');
    const titleFirst = programming.map((hit) => marked(hit.title).length > 0);
    expect(titleFirst).toEqual([...titleFirst].sort((a, b) => Number(b) - Number(a)));
    expect(titleFirst).toContain(false);
  });

  it('matches markup and pattern characters literally, as text', () => {
    expect(searchResources('<img src=x onerror=alert(1)>')).toEqual([]);
    expect(searchResources('.*')).toEqual([]);
    expect(ids('[java]')).toEqual(['course:cse110-java']);
  });

  it('gives every hit a unique key within its kind', () => {
    const hits = searchResources('e');
    const keys = hits.map((hit) => `${hit.kind}:${hit.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(hits.length).toBeGreaterThan(40);
  });
});
