import type { Blog } from '@studyhub/shared-api';
import { Badge, Button, DataTable, formatShortDate, IconButton, TrashIcon, type DataTableColumn } from '@studyhub/shared-ui';
import type { ReactNode } from 'react';
import styles from './BlogTable.module.css';
import { useBlogActions } from './use-blog-actions.ts';

interface Props {
  caption: string;
  blogs: readonly Blog[];
  empty?: ReactNode;
}

/** #, Blog Title, Date, Status, Actions (docs/product.md#blog-lists); on phones a card per blog, without the #. */
export function BlogTable({ caption, blogs, empty }: Props) {
  const { toggle, remove, isBusy, dialog } = useBlogActions();
  const columns: DataTableColumn<Blog>[] = [
    { key: 'number', header: '#', cell: (_blog, index) => index + 1, hideBelow: 'sm' },
    { key: 'title', header: 'Blog Title', cell: (blog) => blog.title, rowHeader: true },
    { key: 'date', header: 'Date', cell: (blog) => <time dateTime={blog.createdAt}>{formatShortDate(blog.createdAt)}</time> },
    {
      key: 'status',
      header: 'Status',
      cell: (blog) => (
        <Badge size="sm" tone={blog.isPublished ? 'green' : 'amber'}>
          {blog.isPublished ? 'Published' : 'Unpublished'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (blog) => (
        <span className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => void toggle(blog)} disabled={isBusy(blog)} aria-label={`${blog.isPublished ? 'Unpublish' : 'Publish'} ${blog.title}`}>
            {blog.isPublished ? 'Unpublish' : 'Publish'}
          </Button>
          <IconButton size="sm" variant="danger" label={`Delete ${blog.title}`} icon={<TrashIcon />} onClick={() => void remove(blog)} disabled={isBusy(blog)} />
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
