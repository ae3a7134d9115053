import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's settings for the embedded database (docs/decisions/0085). PGlite keeps its pages in
 * WebAssembly memory, which never shrinks: the 128 MB of shared buffers it defaults to are touched
 * as the data grows and stay resident. Its files are read through the OS's page cache anyway, so a
 * small pool costs a system call per page read past it, not a disk read.
 * PGlite runs postgres single-user: no checkpointer, so max_wal_size triggers nothing (the app
 * checkpoints, pglite-checkpoints.ts); it and min_wal_size bound the segments a checkpoint keeps.
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
  min_wal_size: '32MB',
  max_wal_size: '32MB',
} as const;

/** PGlite's own start parameters (single-user, no fsync, …) with the settings above. */
export const pgliteStartParams = (): string[] => [...PGlite.defaultStartParams, ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
