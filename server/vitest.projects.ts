import type { TestProjectInlineConfiguration } from 'vitest/config';

// Opening a fresh PGlite directory runs initdb (~4 s, more with several files in parallel).
const shared = { root: import.meta.dirname, include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 };

/** The API suite on PGlite and, when DATABASE_URL is set, on PostgreSQL too. */
export const serverProjects: TestProjectInlineConfiguration[] = [
  { test: { ...shared, name: 'server-pglite', env: { TEST_DB: 'pglite' } } },
  ...(process.env.DATABASE_URL
    ? [
        {
          // Each file creates and drops a database of its own (test/setup/postgres-database.ts).
          test: { ...shared, name: 'server-postgres', env: { TEST_DB: 'postgres' }, setupFiles: ['test/setup/postgres-database.ts'] },
        },
      ]
    : []),
];
