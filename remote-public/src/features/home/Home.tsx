import { useDocumentTitle } from '@studyhub/shared-ui';
import { Contributors } from './contributors/Contributors.tsx';
import { SiteFooter } from '../../common/footer/SiteFooter.tsx';
import { Hero } from './hero/Hero.tsx';
import styles from './Home.module.css';
import { ResourceListing } from './listing/ResourceListing.tsx';
import { useSearchTextFromUrl } from './listing/use-listing.ts';

/** The home page (docs/product.md#public-app): hero, Academic Resources listing, Our Contributors and the footer. */
export default function Home() {
  useDocumentTitle('Home');
  useSearchTextFromUrl();
  return (
    <div className={styles.page}>
      <Hero />
      <ResourceListing />
      <Contributors />
      <SiteFooter />
    </div>
  );
}
