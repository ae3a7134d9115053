import { Badge, Card, ComplexityBadge, EmptyState, FileIcon, Select } from '@studyhub/shared-ui';
import { useState } from 'react';
import { Link } from '@studyhub/shared-api';
import { COURSES, coursePath, DEFAULT_FILE_COUNT } from '@studyhub/shared-api/catalog';
import { ResourcePage } from '../../common/layout/ResourcePage.tsx';
import { LiveSearch } from '../../common/LiveSearch.tsx';
import styles from '../../common/resources.module.css';
import { filterCourses, LEVEL_FILTERS, type LevelFilter } from './course-filter.ts';

export default function Notes() {
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<LevelFilter>('All Levels');
  const courses = filterCourses(COURSES, search, level);

  return (
    <ResourcePage title="Handwritten Notes" intro="Course notes shared by students, organised by course." framed={false}>
      <div className={styles.toolbar}>
        <LiveSearch label="Search courses" placeholder="Search courses..." value={search} onChange={setSearch} />
        <Select label="Filter by" options={LEVEL_FILTERS} value={level} onChange={(value) => setLevel(value as LevelFilter)} />
      </div>
      <p className={styles.muted} role="status">
        {courses.length === 1 ? '1 course' : `${courses.length} courses`}
      </p>
      {courses.length === 0 ? (
        <EmptyState title="No courses found" hint="Try adjusting your search or filter." />
      ) : (
        <ul className={styles.grid} aria-label="Courses">
          {courses.map((course) => (
            <Card as="li" key={course.id} interactive>
              <Link to={coursePath(course.id)} className={styles.cardLink}>
                <h2 className={styles.cardTitle}>{course.title}</h2>
                <span className={styles.badges}>
                  <ComplexityBadge complexity={course.complexity} size="sm" />
                  <Badge size="sm" tone="blue" srPrefix="Resources">
                    {course.resources}
                  </Badge>
                  <Badge size="sm" tone="purple" srPrefix="Importance">
                    {course.importance}
                  </Badge>
                </span>
                <span className={styles.muted}>
                  <FileIcon /> {course.files ?? DEFAULT_FILE_COUNT} files
                </span>
                <span className={styles.muted}>{course.description}</span>
              </Link>
            </Card>
          ))}
        </ul>
      )}
    </ResourcePage>
  );
}
