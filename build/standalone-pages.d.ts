// The module build/standalone-pages.ts generates for a remote's standalone bootstrap.
declare module 'virtual:standalone-pages' {
  import type { ComponentType } from 'react';

  export const pages: readonly { path: string; load: () => Promise<{ default: ComponentType }> }[];
}
