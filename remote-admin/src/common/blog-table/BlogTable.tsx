import { Link, type AdminBlogRow } from '@studyhub/shared-api';
import { Button, DataTable, formatShortDate, IconButton, TrashIcon, type DataTableColumn } from '@studyhub/shared-ui';
import type { ReactNode } from 'react';
import { editPath } from '../admin-paths.ts';
import styles from './BlogTable.module.css';
import { StatusBadge } from './StatusBadge.tsx';
import { useStaff } from '../use-staff.ts';
import { useBlogActions } from './use-blog-actions.ts';

interface Props {
  caption: string;
  /** Any blog shape with these fields: the list's summaries, the dashboard's blogs. */
  blogs: readonly AdminBlogRow[];
  empty?: ReactNode;
}

/** #, Blog Title, Date, Status, Actions (docs/product.md#blog-lists); on phones a card per blog, without the #. */
export function BlogTable({ caption, blogs, empty }: Props) {
  const { toggle, remove, isBusy, dialog } = useBlogActions();
  // What the role cannot do to a post is left out, not disabled (issue 36); the API refuses it anyway.
  const { can } = useStaff();
  const columns: DataTableColumn<AdminBlogRow>[] = [
    { key: 'number', header: '#', cell: (_blog, index) => index + 1, hideBelow: 'sm' },
    { key: 'title', header: 'Blog Title', cell: (blog) => blog.title, rowHeader: true },
    { key: 'date', header: 'Date', cell: (blog) => <time dateTime={blog.createdAt}>{formatShortDate(blog.createdAt)}</time> },
    {
      key: 'status',
      header: 'Status',
      cell: (blog) => <StatusBadge blog={blog} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (blog) => (
        <span className={styles.actions}>
          {can('post.edit', blog) && (
            <Link to={editPath(blog._id)} className={styles.edit} aria-label={`Edit ${blog.title}`}>
              Edit
            </Link>
          )}
          {can('post.publish', blog) && (
            <Button size="sm" variant="secondary" onClick={() => void toggle(blog)} disabled={isBusy(blog)} aria-label={`${blog.isPublished ? 'Unpublish' : 'Publish'} ${blog.title}`}>
              {blog.isPublished ? 'Unpublish' : 'Publish'}
            </Button>
          )}
          {can('post.delete', blog) && (
            <IconButton size="sm" variant="danger" label={`Delete ${blog.title}`} icon={<TrashIcon />} onClick={() => void remove(blog)} disabled={isBusy(blog)} />
          )}
        </span>
      ),
    },
  ];
  return (
    <>
      <DataTable caption={caption} columns={columns} rows={blogs} rowKey={(blog) => blog._id} empty={empty} />
      {dialog}
    </>
  );
}
