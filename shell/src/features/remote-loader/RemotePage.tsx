import { SITE_DESCRIPTION, STATIC_PAGES } from '@studyhub/shared-api/catalog';
import { applyPageHead, Spinner } from '@studyhub/shared-ui';
import { Suspense, useLayoutEffect, useState } from 'react';
import { useLocation } from '@studyhub/shared-api';
import { isLoadFailure, lazyPage } from '../../common/remotes/load-remote.ts';
import { reportRenderFailure } from '../../common/remotes/release-reports.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import styles from './RemotePage.module.css';
import type { RemoteRoute } from '../../common/remotes/remote-route.ts';
import { SectionUnavailable } from './SectionUnavailable.tsx';
import { hasServedPageAt, ServedPage, ServedPageLost, ServedPageTakenOver } from './served-page.tsx';

/**
 * Renders one remote page with a loading state, a load timeout and an error panel whose Retry
 * loads the page afresh without reloading the document.
 */
export function RemotePage({ route }: { route: RemoteRoute }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(route.remote, route.module, attempt);

  const { pathname } = useLocation();
  // The first attempt at the document's own path shows the page the host served until the remote renders it.
  const served = attempt === 0 && hasServedPageAt(pathname);

  // A layout effect, so it runs before the page's own effects: a page that names itself (a blog
  // post, a course) wins even when it mounts in this same commit. A fixed page's head is the one
  // the static host served for its path (docs/decisions/0038); the shell leaves the courses'
  // catalogue to remote-resources.
  useLayoutEffect(() => {
    const head = STATIC_PAGES[pathname];
    applyPageHead({ title: head?.title ?? route.section, description: head?.description ?? SITE_DESCRIPTION, path: pathname });
  }, [route.section, pathname]);

  return (
    <RemoteErrorBoundary
      key={attempt}
      // A load failure is reported where it happens, with its version; this is the page's own.
      onError={(error) => {
        if (!isLoadFailure(error)) reportRenderFailure(route.remote);
      }}
      fallback={(error) => (
        <>
          {served && <ServedPageLost />}
          <SectionUnavailable section={route.section} error={error} onRetry={() => setAttempt((n) => n + 1)} />
        </>
      )}
    >
      <Suspense fallback={served ? <ServedPage /> : <RemotePageLoading section={route.section} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- lazyPage caches one component per page and attempt */}
        <Page />
        {served && <ServedPageTakenOver />}
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** A remote page's loading state; the build's first paint shows it too, before any script has run. */
export function RemotePageLoading({ section }: { section: string }) {
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label={`Loading ${section}…`} />
    </div>
  );
}
