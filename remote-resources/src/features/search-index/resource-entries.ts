import type { ResourceKind } from '@studyhub/shared-api';
import { COMBINATIONS } from '../../data/combinations.ts';
import { COURSES, coursePath } from '@studyhub/shared-api/catalog';
import { LAB_GROUPS, type LabGroup } from '../../data/lab-tutors.ts';
import { PLAYLISTS } from '../../data/playlists.ts';
import { QUESTION_CATEGORIES } from '../../data/question-categories.ts';
import { playlistHref } from '../../common/playlist-param.ts';

/** One built-in resource as the search sees it: plain text, before highlighting. */
export interface ResourceEntry {
  kind: ResourceKind;
  id: string;
  title: string;
  description: string;
  href: string;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * The lab groups of one course code (CSE110, CSE110-P, CSE110-M) as one entry: students search
 * for their course, and the Lab page lists the three groups together.
 */
function labEntries(groups: readonly LabGroup[]): ResourceEntry[] {
  const byCourse = new Map<string, LabGroup[]>();
  for (const group of groups) {
    const course = group.key.split('-')[0] ?? group.key;
    byCourse.set(course, [...(byCourse.get(course) ?? []), group]);
  }
  return [...byCourse].map(([course, courseGroups]) => {
    const regular = courseGroups.find((group) => group.key === course);
    const rooms = [...new Set(regular?.tutors.map((tutor) => tutor.room))];
    const extras = [
      courseGroups.some((group) => group.key.endsWith('-P')) && 'probation support',
      courseGroups.some((group) => group.key.endsWith('-M')) && 'mentors',
    ].filter((extra): extra is string => Boolean(extra));
    const where = rooms.length > 0 ? ` in ${rooms.length === 1 ? 'room' : 'rooms'} ${rooms.join(' and ')}` : '';
    const also = extras.length > 0 ? `; also ${extras.join(' and ')}` : '';
    return {
      kind: 'lab',
      id: course,
      title: `${course} lab tutors`,
      description: `${plural(regular?.tutors.length ?? 0, 'tutor')}${where}${also}.`,
      href: '/lab',
    };
  });
}

/**
 * Every searchable resource, grouped in the order of RESOURCE_KINDS. The Questions page has no
 * anchor per category (each card opens a drive folder), so categories link to the page.
 */
export const RESOURCE_ENTRIES: readonly ResourceEntry[] = [
  ...COURSES.map((course): ResourceEntry => ({ kind: 'course', id: course.id, title: course.title, description: course.description, href: coursePath(course.id) })),
  ...QUESTION_CATEGORIES.map((category): ResourceEntry => ({ kind: 'questions', id: category.id, title: category.title, description: category.description, href: '/questions' })),
  ...PLAYLISTS.map((playlist): ResourceEntry => ({
    kind: 'playlist',
    id: playlist.id,
    title: `${playlist.title} playlist`,
    description: `${playlist.category}: ${playlist.description}`,
    href: playlistHref(playlist.id),
  })),
  ...labEntries(LAB_GROUPS),
  ...COMBINATIONS.map((option): ResourceEntry => ({ kind: 'combination', id: option.id, title: option.name, description: option.alt, href: '/course-combination' })),
];
