import { Spinner } from '@studyhub/shared-ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { RemoteRoute } from '../../app/routes.ts';
import { loadPage } from './load-remote.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import styles from './RemotePage.module.css';
import { SectionUnavailable } from './SectionUnavailable.tsx';

/**
 * Renders one remote page with a loading state, a load timeout and an error panel whose Retry
 * builds a fresh lazy component (TOOLCHAIN 8: React.lazy remembers a failed import forever).
 */
export function RemotePage({ route }: { route: RemoteRoute }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => loadPage(route.remote, route.module, attempt)),
    [route.remote, route.module, attempt],
  );

  useEffect(() => {
    document.title = `${route.section} · StudyHub`;
  }, [route.section]);

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={(error) => (
        <SectionUnavailable section={route.section} error={error} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    >
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner size="lg" label={`Loading ${route.section}…`} />
          </div>
        }
      >
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
