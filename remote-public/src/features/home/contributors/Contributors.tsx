import { ChevronLeftIcon, ChevronRightIcon, IconButton } from '@studyhub/shared-ui';
import { useState } from 'react';
import { CONTRIBUTORS, type Contributor } from '../../../data/contributors.ts';
import { nextStart, previousStart, showsArrows, visiblePage } from './carousel.ts';
import { ContributorCard } from './ContributorCard.tsx';
import styles from './Contributors.module.css';

/** docs/product.md#contributors: the featured creator on the left, the others two at a time on the right. */
export function Contributors({ people = CONTRIBUTORS }: { people?: readonly Contributor[] }) {
  const featured = people.find((person) => person.featured);
  const others = people.filter((person) => person !== featured);
  const [start, setStart] = useState(0);
  const page = visiblePage(others, start);
  const first = others.length === 0 ? 0 : start + 1;
  const last = start + page.length;

  return (
    <section className={styles.section} aria-labelledby="contributors-title">
      <header className={styles.header}>
        <h2 id="contributors-title" className={styles.heading}>
          Our Contributors
        </h2>
        <p className={styles.subtitle}>Meet the talented individuals who made the product possible.</p>
      </header>
      <div className={styles.layout}>
        {featured && <ContributorCard person={featured} featured />}
        <div className={styles.carousel} role="group" aria-roledescription="carousel" aria-label="Content contributors">
          <ul className={styles.page} aria-live="polite">
            {page.map((person) => (
              <li key={person.id}>
                <ContributorCard person={person} />
              </li>
            ))}
          </ul>
          {showsArrows(others.length) && (
            <div className={styles.controls}>
              <IconButton label="Previous contributors" icon={<ChevronLeftIcon />} variant="secondary" onClick={() => setStart(previousStart(start, others.length))} />
              <p className={styles.position}>{`${first}–${last} of ${others.length}`}</p>
              <IconButton label="Next contributors" icon={<ChevronRightIcon />} variant="secondary" onClick={() => setStart(nextStart(start, others.length))} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
