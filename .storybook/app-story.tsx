import { makeStore, StoreProvider, type TokenStorage } from '@studyhub/shared-api';
import { Toaster } from '@studyhub/shared-ui';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** `parameters.app` of an app's story: it renders inside the shared store and a router, as the shell mounts it. */
export interface AppStoryParameters {
  /** Where the router starts (default /). */
  route?: string;
  /** The route pattern the story is mounted at, for pages that read params (default: every path). */
  path?: string;
  /** Signed in to the admin portal (a token the story's API accepts). */
  signedIn?: boolean;
}

/** The token a signed-in story holds; the stories' handlers do not check it. */
export const STORY_TOKEN = 'story-token';

/** In memory, so a story never reads or writes the browser's real session. */
function memoryStorage(): TokenStorage {
  const memory = new Map<string, string>();
  return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value), removeItem: (key) => void memory.delete(key) };
}

/**
 * One store per rendered story (so every story starts with an empty cache and asks the mocked API
 * afresh), a memory router and the Toaster. The API is Storybook's own origin, where Mock Service
 * Worker answers (docs/decisions/0089).
 */
export function AppStory({ app, children }: { app: AppStoryParameters; children: ReactNode }) {
  const [store] = useState(() =>
    makeStore({ apiBaseUrl: window.location.origin, storage: memoryStorage(), preloadedState: { auth: { token: app.signedIn ? STORY_TOKEN : null, sessionEndedAt: null } } }),
  );
  return (
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[app.route ?? '/']}>
        <Routes>
          <Route path={app.path ?? '*'} element={children} />
        </Routes>
      </MemoryRouter>
      {/* Until the next story (preview.tsx removes them): timed notices would come and go between shots. */}
      <Toaster persistent />
    </StoreProvider>
  );
}
