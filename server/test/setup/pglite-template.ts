// Global setup of the server-pglite project: one migrated PGlite cluster, made once per run, that
// test apps copy instead of running initdb and every migration again (2.6–3.6 s → 0.8 s per app
// measured here). The files that test a new cluster itself (locks, permissions, start-up) still
// open empty directories.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/open-pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'studyhub-pglite-template-'));
  // Opening PGlite tightens the process's umask for good (open-pglite.ts), and the workers forked
  // after this inherit it: files the tests write for other users (nginx's workers) must stay readable.
  const umask = process.umask();
  try {
    const database = await openPglite(root);
    await database.close();
  } finally {
    process.umask(umask);
  }
  project.provide('pgliteTemplate', path.join(root, 'pglite'));
  return () => rm(root, { recursive: true, force: true });
}
