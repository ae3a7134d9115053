import type { ComponentProps } from 'react';
import { FacebookIcon, GitHubIcon, LinkedInIcon, TwitterIcon } from '@studyhub/shared-ui';
import { Logo } from '../Logo.tsx';
import { AFFILIATIONS, FOOTER_COLUMNS, LEGAL_LINKS, PLACEHOLDER_HREF } from './footer-links.ts';
import styles from './SiteFooter.module.css';

const SOCIAL = [
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'Twitter', Icon: TwitterIcon },
  { name: 'LinkedIn', Icon: LinkedInIcon },
  { name: 'GitHub', Icon: GitHubIcon },
] as const;

/** A list of the footer's links, which lead nowhere yet (PLACEHOLDER_HREF). */
function PlaceholderLinks({ links, ...list }: { links: readonly string[] } & ComponentProps<'ul'>) {
  return (
    <ul {...list}>
      {links.map((link) => (
        <li key={link}>
          <a href={PLACEHOLDER_HREF}>{link}</a>
        </li>
      ))}
    </ul>
  );
}

/** docs/product.md#footer. `year` is a prop so a test can pin it; the page passes the current one. */
export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.brand}>
          <p className={styles.name}>
            <Logo /> StudyHub
          </p>
          <p className={styles.description}>
            StudyHub facilitates knowledge sharing between faculty and students: course materials, notes, past papers and
            discussions for the whole department.
          </p>
          <ul className={styles.social} aria-label="StudyHub on social media">
            {SOCIAL.map(({ name, Icon }) => (
              <li key={name}>
                <a href={PLACEHOLDER_HREF} aria-label={`StudyHub on ${name}`} className={styles.socialLink}>
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.title} className={styles.column}>
            <h2 className={styles.columnTitle}>
              {column.title}
            </h2>
            <PlaceholderLinks links={column.links} />
          </div>
        ))}
      </div>
      <div className={styles.band}>
        <p className={styles.bandTitle}>Affiliated with top educational institutions worldwide</p>
        <ul className={styles.affiliations}>
          {AFFILIATIONS.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {year} StudyHub. All rights reserved. Made with care by the StudyHub student team.
        </p>
        <PlaceholderLinks links={LEGAL_LINKS} className={styles.legal} aria-label="Legal" />
      </div>
    </footer>
  );
}
