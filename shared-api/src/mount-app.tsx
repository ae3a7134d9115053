import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RuntimeConfig } from './contract/runtime-config.ts';
import { BrowserRouter } from './router.ts';
import { loadRuntimeConfig } from './runtime.ts';
import { makeStore, type AppStore } from './store/make-store.ts';
import { StoreProvider } from './store/store-provider.tsx';

export interface MountAppOptions {
  /** Runs once the runtime config and the store are made, before the first render (the shell registers remotes here). */
  beforeRender?: (config: RuntimeConfig, store: AppStore) => void;
}

/**
 * The one bootstrap of every app (the shell, and each remote standalone): runtime config,
 * a store from the shared factory, the router, then the app (or what `app` makes of the config).
 */
export async function mountApp(container: HTMLElement, app: ReactNode | ((config: RuntimeConfig) => ReactNode), options: MountAppOptions = {}) {
  const config = await loadRuntimeConfig();
  const store = makeStore({ apiBaseUrl: config.apiBaseUrl });
  options.beforeRender?.(config, store);
  const root = createRoot(container);
  // A transition: React renders the app in slices, not in one long task that a slow phone counts
  // as blocking (docs/decisions/0055).
  startTransition(() => {
    root.render(
      <StrictMode>
        <StoreProvider store={store}>
          <BrowserRouter>{typeof app === 'function' ? app(config) : app}</BrowserRouter>
        </StoreProvider>
      </StrictMode>,
    );
  });
  return store;
}
