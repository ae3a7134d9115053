import type { AdminBlogRow } from '@studyhub/shared-api';
import { Badge } from '@studyhub/shared-ui';
import { formatScheduleShort } from '../schedule-time.ts';

/** A blog's status in the admin's tables: Published, In review, Returned to author, Unpublished, or "Scheduled for …" in the admin's time (docs/decisions/0077). */
export function StatusBadge({ blog }: { blog: Pick<AdminBlogRow, 'isPublished' | 'publishAt' | 'reviewState'> }) {
  if (blog.isPublished) return <Badge size="sm" tone="green">Published</Badge>;
  // A contributor's draft in review (issue 36): where it stands with the editors.
  if (blog.reviewState === 'submitted') return <Badge size="sm" tone="blue">In review</Badge>;
  if (blog.reviewState === 'returned') return <Badge size="sm" tone="amber">Returned to author</Badge>;
  if (blog.publishAt) {
    return (
      <Badge size="sm" tone="blue">
        {/* One run of text: the badge lays each child out as a box of its own. */}
        <span>
          Scheduled for <time dateTime={blog.publishAt}>{formatScheduleShort(blog.publishAt)}</time>
        </span>
      </Badge>
    );
  }
  return <Badge size="sm" tone="amber">Unpublished</Badge>;
}
