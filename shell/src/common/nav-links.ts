import { APP_MANIFEST } from '@studyhub/shared-api/catalog';

/**
 * The navigation entries, in the app manifest's order (docs/decisions/0048); `mobileLabel` is
 * what the small-screen menu shows.
 */
export const NAV_LINKS: readonly { to: string; label: string; mobileLabel: string }[] = APP_MANIFEST.apps.flatMap((app) =>
  app.pages.flatMap((page) => (page.nav ? [{ to: page.path, label: page.section, mobileLabel: page.nav.mobileLabel }] : [])),
);
