import { Badge, Card, ComplexityBadge, ExternalLinkIcon } from '@studyhub/shared-ui';
import type { KeyboardEvent } from 'react';
import { QUESTION_CATEGORIES } from '../../data/question-categories.ts';
import { ResourcePage } from '../../common/layout/ResourcePage.tsx';
import { questionDriveLink, useDriveLinks } from '../../common/drive-links.ts';
import styles from '../../common/resources.module.css';
import { CATEGORY_ICONS } from './category-icons.tsx';

/** A link opens on Enter natively; Space (the button key) is added, since the card looks like one. */
function openOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

export default function Questions() {
  const links = useDriveLinks();
  return (
    <ResourcePage title="Previous Year Questions" intro="Quiz, mid-term and final papers from earlier semesters. Each folder opens in a new tab." framed={false}>
      <ul className={styles.grid} aria-label="Question categories">
        {QUESTION_CATEGORIES.map((category) => {
          const CategoryIcon = CATEGORY_ICONS[category.icon];
          return (
            <Card as="li" key={category.id} interactive>
              <a className={styles.cardLink} href={questionDriveLink(links, category.id)} target="_blank" rel="noopener noreferrer" onKeyDown={openOnSpace}>
                <span className={styles.icon} aria-hidden="true">
                  <CategoryIcon />
                </span>
                <h2 className={styles.cardTitle}>
                  {category.title} <ExternalLinkIcon title="opens in a new tab" />
                </h2>
                <span className={styles.badges}>
                  <ComplexityBadge complexity={category.complexity} size="sm" />
                  <Badge size="sm" tone="neutral">{`${category.sets} sets`}</Badge>
                </span>
                <span className={styles.muted}>{category.description}</span>
              </a>
            </Card>
          );
        })}
      </ul>
    </ResourcePage>
  );
}
