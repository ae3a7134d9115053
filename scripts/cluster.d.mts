import type { AppName } from './ports.mjs';
import type { ProcessHandle } from './processes.mjs';

export interface Cluster {
  /** The site's origin: the shell, and the API under /api/. */
  url: string;
  appPorts: Partial<Record<AppName, number>>;
  instancePorts: number[];
  nginx: ProcessHandle;
  instance(index: number): ProcessHandle;
  startInstance(index: number): Promise<void>;
  stopInstance(index: number): Promise<void>;
  crashInstance(index: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  restartInstance(index: number): Promise<void>;
  stop(): Promise<void>;
}

export declare function runNginx(options: { runDir: string; configFile: string; quiet?: boolean }): ProcessHandle;
export declare const REMOTE_OFFSETS: Record<AppName, number>;
export declare function clusterAppPorts(sitePort: number): Record<AppName, number>;
export declare function startCluster(options: {
  instances?: number;
  sitePort: number;
  apiEnv: Record<string, string>;
  runDir: string;
  /** The release store: the apps are published there and served from it; without it, the API only. */
  releasesDir?: string;
  quiet?: boolean;
}): Promise<Cluster>;
