import { type RevisionSummary } from '@studyhub/shared-api';
import { REVISION_KIND_LABELS } from '@studyhub/shared-api/admin';

/** "Saved" or "Autosave", as the History table names a revision's kind. */
export const kindLabel = (revision: Pick<RevisionSummary, 'kind'>) => REVISION_KIND_LABELS[revision.kind];

/** The author column: the saving admin's e-mail, or "Unknown" for revisions from before history. */
export const authorLabel = (revision: Pick<RevisionSummary, 'authorName'>) => revision.authorName ?? 'Unknown';

/** "2,048 bytes" below 10 KB, else "12.3 KB": a body's size, the unit spelled out for screen readers. */
export function sizeLabel(bytes: number): string {
  if (bytes < 10_240) return `${bytes.toLocaleString('en-US')} ${bytes === 1 ? 'byte' : 'bytes'}`;
  return `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;
}

/** "Nov 28, 2026, 11:05 PM" in the admin's own time zone. */
export const absoluteTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** How a side of a comparison is named: a revision's number, or the post as it is now. */
export const sideName = (revision: number | 'current') => (revision === 'current' ? 'the current post' : `revision ${revision}`);
