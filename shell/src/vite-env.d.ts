/// <reference types="vite/client" />

/** Set by vite.shared.ts for the federation host (shell/src/common/remotes/federation-host.ts). */
declare const __FEDERATION_HOST__: {
  shareVersions: Record<'react' | 'react-dom' | 'react-hot-toast' | '@studyhub/shared-api', string>;
  runtimeCoreGlobal: string;
};
