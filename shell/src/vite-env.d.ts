/// <reference types="vite/client" />

/** Set by build/app-config.ts for the federation host (shell/src/common/remotes/federation-host.ts). */
declare const __FEDERATION_HOST__: {
  shares: Record<'react' | 'react-dom' | 'react-hot-toast' | '@studyhub/shared-api', { singleton: boolean; requiredVersion: string }>;
  shareVersions: Record<keyof typeof __FEDERATION_HOST__.shares, string>;
  runtimeCoreGlobal: string;
};
