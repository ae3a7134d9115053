import type { ChildProcess } from 'node:child_process';

export interface ProcessHandle {
  name: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export declare function run(name: string, command: string, args: string[], options?: { env?: Record<string, string>; cwd?: string; quiet?: boolean }): ProcessHandle;
export declare function waitForHttp(processHandle: ProcessHandle, url: string, timeoutMs?: number): Promise<void>;
export declare function assertPortsFree(ports: number[], hint: string): Promise<void>;
