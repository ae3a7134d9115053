import type { AdminBlogRow } from '@studyhub/shared-api';
import { Badge } from '@studyhub/shared-ui';
import { formatScheduleShort } from '../schedule-time.ts';

/** A blog's status in the admin's tables: Published, Unpublished, or "Scheduled for …" in the admin's time (docs/decisions/0077). */
export function StatusBadge({ blog }: { blog: Pick<AdminBlogRow, 'isPublished' | 'publishAt'> }) {
  if (blog.isPublished) return <Badge size="sm" tone="green">Published</Badge>;
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
