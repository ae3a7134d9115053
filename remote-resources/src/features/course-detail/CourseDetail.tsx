import { Badge, ComplexityBadge, DataTable, DownloadIcon, Spinner, usePageHead, type DataTableColumn } from '@studyhub/shared-ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from '@studyhub/shared-api';
import { findCourse } from '@studyhub/shared-api/catalog';
import { ResourcePage } from '../../common/layout/ResourcePage.tsx';
import { courseDriveLink, useDriveLinks } from '../../common/drive-links.ts';
import styles from '../../common/resources.module.css';
import { formatFileDate, placeholderFiles, type PlaceholderFile } from './placeholder-files.ts';

/** docs/product.md#course-detail: an unknown id shows "Course Not Found" after this delay. */
export const NOT_FOUND_DELAY_MS = 500;

function NotFound() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), NOT_FOUND_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label="Loading course…" />
      </div>
    );
  }
  return (
    <ResourcePage title="Course Not Found" intro="The course you're looking for doesn't exist or has been removed.">
      <Link to="/notes">Back to Notes</Link>
    </ResourcePage>
  );
}

export default function CourseDetail() {
  const { id = '' } = useParams();
  const course = findCourse(id);
  const links = useDriveLinks();
  const files = useMemo(() => (course ? placeholderFiles(course) : []), [course]);
  // The head the static host served for this course, kept on client-side navigation (docs/decisions/0038).
  usePageHead({ title: course?.title, description: course?.description });

  if (!course) {
    // key: a new unknown id waits its own 0.5 s.
    return <NotFound key={id} />;
  }

  const href = courseDriveLink(links, course.id);
  const columns: DataTableColumn<PlaceholderFile>[] = [
    { key: 'name', header: 'Name', cell: (file) => file.name, rowHeader: true },
    { key: 'type', header: 'Type', cell: (file) => file.type },
    { key: 'size', header: 'Size', cell: (file) => `${file.sizeMb.toFixed(1)} MB` },
    { key: 'date', header: 'Date', cell: (file) => <time dateTime={file.date}>{formatFileDate(file.date)}</time> },
    {
      key: 'download',
      header: 'Download',
      cell: (file) => (
        <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`Download ${file.name} (opens the drive folder in a new tab)`}>
          <DownloadIcon /> Download
        </a>
      ),
    },
  ];

  return (
    <ResourcePage
      title={course.title}
      before={
        <Link to="/notes" className={styles.backLink}>
          ← Back to Notes
        </Link>
      }
      intro={
        <>
          <p className={styles.badges}>
            <ComplexityBadge complexity={course.complexity} />
            <Badge tone="blue" srPrefix="Resources">
              {course.resources}
            </Badge>
            <Badge tone="purple" srPrefix="Importance">
              {course.importance}
            </Badge>
          </p>
          <p>{course.description}</p>
        </>
      }
    >
      <DataTable caption={`Files for ${course.title}`} columns={columns} rows={files} rowKey={(file) => file.name} />
    </ResourcePage>
  );
}
