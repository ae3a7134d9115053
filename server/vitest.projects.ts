import type { TestProjectInlineConfiguration } from 'vitest/config';

// Opening a fresh PGlite directory runs initdb (~4 s, more with several files in parallel).
const shared = { root: import.meta.dirname, include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 };

/** The API suite on PGlite and, when DATABASE_URL is set, on PostgreSQL too. */
export const serverProjects: TestProjectInlineConfiguration[] = [
  { test: { ...shared, name: 'server-pglite', env: { TEST_DB: 'pglite' } } },
  ...(process.env.DATABASE_URL
    ? [
        {
          // Every file shares the one database and truncates its tables: one file at a time.
          test: { ...shared, name: 'server-postgres', env: { TEST_DB: 'postgres' }, fileParallelism: false },
        },
      ]
    : []),
];
