import { Link } from '@studyhub/shared-api';
import { COURSES, coursePath } from '@studyhub/shared-api/catalog';
import { useId } from 'react';
import type { CombinationOption } from '../../data/combinations.ts';
import styles from './CombinationDiagram.module.css';

/** The notes pages of a course code: CSE110 has two (Python and Java), most have one, a few none yet. */
export function notesOf(code: string) {
  return COURSES.filter((course) => course.title.startsWith(`${code}:`)).map((course) => ({ id: course.id, name: course.title.slice(code.length + 1).trim() }));
}

/**
 * A course plan, stage by stage: left to right where there is room, top to bottom on a phone.
 * HTML rather than a picture, so its text keeps the reader's size, follows the theme, and each
 * course links to its notes.
 */
export function CombinationDiagram({ option }: { option: CombinationOption }) {
  const titleId = useId();
  return (
    <figure className={styles.plan} aria-labelledby={titleId} data-option={option.id}>
      <figcaption className={styles.caption}>
        <h2 id={titleId} className={styles.title}>
          {option.name}
        </h2>
        <p className={styles.summary}>{option.alt}</p>
      </figcaption>
      <ol className={styles.stages}>
        {option.stages.map((stage, index) => (
          <li key={stage.label} className={styles.stage}>
            <h3 className={styles.stageTitle}>{`${index + 1}. ${stage.label}`}</h3>
            <ul className={styles.courses}>
              {stage.courses.map((code) => (
                <li key={code} className={styles.course}>
                  <Course code={code} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </figure>
  );
}

function Course({ code }: { code: string }) {
  const notes = notesOf(code);
  if (notes.length === 0) return <span className={styles.code}>{code}</span>;
  return notes.map((course) => (
    <Link key={course.id} to={coursePath(course.id)} className={styles.courseLink}>
      <span className={styles.code}>{code}</span> <span className={styles.name}>{course.name}</span>
    </Link>
  ));
}
