import type { ChildProcess } from 'node:child_process';

export interface ProcessHandle {
  name: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: string }>;
  output(): string;
  lastOutputAt(): number;
  signal(signal: NodeJS.Signals): void;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export declare function run(
  name: string,
  command: string,
  args: string[],
  options?: { env?: Record<string, string>; cwd?: string; quiet?: boolean; group?: boolean },
): ProcessHandle;
export declare function waitForHttp(processHandle: ProcessHandle, url: string, timeoutMs?: number): Promise<void>;
export declare function outputSettled(handles: ProcessHandle[], quietMs?: number, maxMs?: number): Promise<void>;
export declare function busyPorts(ports: number[], host?: string): Promise<number[]>;
export declare function assertPortsFree(ports: number[], hint: string): Promise<void>;
export declare function firstLine(error: unknown): string;
export declare function exitWhenStopped(stop: () => Promise<unknown>): { exit(code: number): Promise<void>; stopping(): boolean };
