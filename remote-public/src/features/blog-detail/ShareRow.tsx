import { FacebookIcon, Icon, LinkedInIcon, toast, TwitterIcon, type IconProps } from '@studyhub/shared-ui';
import { useSyncExternalStore } from 'react';
import { useLocation } from '@studyhub/shared-api';
import styles from './BlogDetail.module.css';
import { canonicalPageUrl, shareLinks, type ShareLink } from './share-links.ts';

const LinkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" />
  </Icon>
);

const ICONS: Record<ShareLink['network'], typeof FacebookIcon> = { x: TwitterIcon, facebook: FacebookIcon, linkedin: LinkedInIcon };

export const LINK_COPIED = 'Link copied to the clipboard';
export const LINK_NOT_COPIED = 'Could not copy the link; copy it from the address bar instead.';

const originNeverChanges = () => () => undefined;
const browserOrigin = () => window.location.origin;
// Rendered outside a browser (a blog page's first paint, docs/decisions/0056) the address is not
// known: the row comes with the app.
const noOrigin = () => null;

/** Share the page's address on X, Facebook or LinkedIn (their own share pages, in a new tab), or copy it. */
export function ShareRow({ title }: { title: string }) {
  const { pathname } = useLocation();
  const origin = useSyncExternalStore(originNeverChanges, browserOrigin, noOrigin);
  if (origin === null) return null;
  const url = canonicalPageUrl({ origin, pathname });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(LINK_COPIED, { id: 'share-copy' });
    } catch {
      toast.error(LINK_NOT_COPIED, { id: 'share-copy' });
    }
  };

  return (
    <section className={styles.share} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.shareTitle}>
        Share this resource
      </h2>
      <ul className={styles.shareList}>
        {shareLinks(url, title).map((link) => {
          const NetworkIcon = ICONS[link.network];
          return (
            <li key={link.network}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} (opens in a new tab)`} title={link.label} className={styles.shareButton}>
                <NetworkIcon size={20} />
              </a>
            </li>
          );
        })}
        <li>
          <button type="button" onClick={() => void copy()} aria-label="Copy link" title="Copy link" className={styles.shareButton}>
            <LinkIcon size={20} />
          </button>
        </li>
      </ul>
    </section>
  );
}
