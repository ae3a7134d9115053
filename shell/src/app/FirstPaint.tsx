import { makeStore, StoreProvider } from '@studyhub/shared-api';
import { useState } from 'react';
import { RemotePageLoading } from '../features/remote-loader/RemotePage.tsx';
import { AppFrame } from './App.tsx';

/**
 * What the app renders before anything has loaded, for a visitor who is not logged in: the build
 * renders it to static HTML under a router at each route (docs/decisions/0053), so the page paints
 * before any script runs and React's first render puts the same boxes in the same places.
 */
export function FirstPaint() {
  // No API is asked at render time; an empty store is a visitor's.
  const [store] = useState(() => makeStore({ apiBaseUrl: '' }));
  return (
    <StoreProvider store={store}>
      <AppFrame remotePage={(route) => <RemotePageLoading section={route.section} />} />
    </StoreProvider>
  );
}
