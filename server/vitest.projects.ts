import type { TestProjectInlineConfiguration } from 'vitest/config';

// Opening a fresh PGlite directory runs initdb and the migrations: ~4 s on a quick machine, 8 s
// and more where memory is slow to map (seen on a 2-core CI machine), so a test that starts the
// server three times needs more than 30 s there.
const shared = { root: import.meta.dirname, include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 90_000 };

/** The API suite on PGlite and, when DATABASE_URL is set, on PostgreSQL too. */
export const serverProjects: TestProjectInlineConfiguration[] = [
  { test: { ...shared, name: 'server-pglite', env: { TEST_DB: 'pglite' }, globalSetup: ['test/setup/pglite-template.ts'] } },
  ...(process.env.DATABASE_URL
    ? [
        {
          // Each file creates and drops a database of its own (test/setup/postgres-database.ts).
          test: {
            ...shared,
            name: 'server-postgres',
            env: { TEST_DB: 'postgres' },
            globalSetup: ['test/setup/postgres-template.ts'],
            setupFiles: ['test/setup/postgres-database.ts'],
          },
        },
      ]
    : []),
];
