import '@testing-library/jest-dom/vitest';
// jsdom has no <dialog> modal API; Modal and everything built on it need the stand-in.
import './shared-ui/src/testing/jsdom-dialog.ts';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
});

// jsdom has no matchMedia; components that follow the system theme or motion setting read it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
