import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './make-store.ts';

/** Gives a tree the store: every app and test mounts it through this, never through react-redux. */
export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
