import type { ProcessHandle } from './processes.mjs';

export declare const STORYBOOK_DIR: string;
export declare function buildStorybookIfStale(): void;
export declare function serveStorybookBuild(options: { port: number; quiet?: boolean }): ProcessHandle;
