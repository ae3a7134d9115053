import { Badge, SearchField, StatTile } from '@studyhub/shared-ui';
import { useState } from 'react';
import { useListing } from '../listing/use-listing.ts';
import { DemoBox } from './DemoBox.tsx';
import { HERO_BADGES, HERO_STATS } from './hero-content.ts';
import { BookIcon, CapIcon, LayersIcon, UsersIcon } from './hero-icons.tsx';
import styles from './Hero.module.css';

const STAT_ICONS = [<BookIcon key="courses" />, <UsersIcon key="students" />, <CapIcon key="faculty" />, <LayersIcon key="resources" />];

/** The home hero (decision 0014). The search it submits goes to the URL, which the listing and the store follow. */
export function Hero() {
  const [{ search: activeTerm }, updateListing] = useListing();
  // The input shows the active search; when it changes elsewhere (the listing's chip) the input follows.
  const [draft, setDraft] = useState(activeTerm);
  const [shownTerm, setShownTerm] = useState(activeTerm);
  if (shownTerm !== activeTerm) {
    setShownTerm(activeTerm);
    setDraft(activeTerm);
  }

  const search = (term: string) => {
    const trimmed = term.trim();
    setDraft(trimmed);
    // Spaces alone are no search (docs/product.md#home-hero: the filter trims); the required input then blocks a resubmit.
    if (trimmed) updateListing({ search: trimmed });
  };

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.intro}>
        <Badge tone="blue" className={styles.kicker}>
          Department of Computer Science · Knowledge Hub
        </Badge>
        <h1 id="hero-title" className={styles.title}>
          Learn together with notes, questions and guides from your campus
        </h1>
        <p className={styles.description}>
          StudyHub brings faculty and students together: course materials, guidelines and assignments from faculty, notes
          and discussions from classmates, all in one place.
        </p>
        <ul className={styles.badges} aria-label="What you will find">
          {HERO_BADGES.map((badge) => (
            <li key={badge}>
              <Badge tone="purple">{badge}</Badge>
            </li>
          ))}
        </ul>
        <div className={styles.search}>
          <SearchField
            label="Search resources"
            landmarkLabel="Resources"
            placeholder="Search by title or category…"
            value={draft}
            onValueChange={setDraft}
            onSearch={search}
            activeTerm={activeTerm}
            onClear={() => updateListing({ search: '' })}
          />
        </div>
      </div>
      <ul className={styles.stats} aria-label="StudyHub in numbers">
        {HERO_STATS.map((stat, index) => (
          <li key={stat.label}>
            <StatTile value={stat.value} label={stat.label} icon={STAT_ICONS[index]} />
          </li>
        ))}
      </ul>
      {/* Last in the hero: on narrow screens it arrives below everything already shown. */}
      <DemoBox />
    </section>
  );
}
