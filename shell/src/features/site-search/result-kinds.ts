import { RESOURCE_KINDS, type ResourceKind, type ResourceSearchHit } from '@studyhub/shared-api';

/** The heading of each kind's group, in the results page and the navigation suggestions. */
export const RESOURCE_KIND_LABELS: Record<ResourceKind, string> = {
  course: 'Courses',
  questions: 'Previous questions',
  playlist: 'Playlists',
  lab: 'Lab tutors',
  combination: 'Course combinations',
};

export interface ResourceGroup {
  kind: ResourceKind;
  label: string;
  hits: ResourceSearchHit[];
}

/** Hits grouped by kind in RESOURCE_KINDS order; kinds without a hit are left out. */
export function groupByKind(hits: readonly ResourceSearchHit[]): ResourceGroup[] {
  return RESOURCE_KINDS.map((kind) => ({ kind, label: RESOURCE_KIND_LABELS[kind], hits: hits.filter((hit) => hit.kind === kind) })).filter(
    (group) => group.hits.length > 0,
  );
}
