import type { AppEntry } from '../shared-api/src/catalog/app-manifest.ts';

export declare const APP_MANIFEST: { api: { port: number; portEnv: string }; apps: readonly AppEntry[] };
export declare const APP_NAMES: string[];
export declare const REMOTE_APPS: string[];
export declare function remoteEntries(appPorts: Record<string, number>, originOf: (port: number | undefined) => string): Record<string, string>;
export declare function standaloneLines(originOfApp: (app: AppEntry) => string, options?: { notes?: boolean }): string;
