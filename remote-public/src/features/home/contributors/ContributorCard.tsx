import { GitHubIcon, ImageWithFallback, LinkedInIcon } from '@studyhub/shared-ui';
import placeholderAvatar from '../../../assets/contributors/placeholder-avatar.svg';
import type { Contributor } from '../../../data/contributors.ts';
import styles from './Contributors.module.css';

const PHOTO_SIZE = 160;

/** Photo, name, role, bio and the optional profile links, which open in a new tab. */
export function ContributorCard({ person, featured = false }: { person: Contributor; featured?: boolean }) {
  return (
    <article className={`${styles.card} ${featured ? styles.featured : ''}`} aria-label={person.name}>
      <ImageWithFallback
        src={person.image}
        fallbackSrc={placeholderAvatar}
        alt={`Portrait of ${person.name}`}
        width={PHOTO_SIZE}
        height={PHOTO_SIZE}
        className={styles.photo}
      />
      <div className={styles.text}>
        {featured && <p className={styles.featuredTag}>Featured creator</p>}
        <h3 className={styles.name}>{person.name}</h3>
        <p className={styles.role}>{person.role}</p>
        <p className={styles.bio}>{person.bio}</p>
        {(person.linkedIn || person.github) && (
          <p className={styles.links}>
            {person.linkedIn && (
              <a href={person.linkedIn} target="_blank" rel="noopener noreferrer" aria-label={`${person.name} on LinkedIn (opens in a new tab)`}>
                <LinkedInIcon /> LinkedIn
              </a>
            )}
            {person.github && (
              <a href={person.github} target="_blank" rel="noopener noreferrer" aria-label={`${person.name} on GitHub (opens in a new tab)`}>
                <GitHubIcon /> GitHub
              </a>
            )}
          </p>
        )}
      </div>
    </article>
  );
}
