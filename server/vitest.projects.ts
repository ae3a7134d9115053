import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

// Opening a fresh PGlite directory runs initdb and the migrations: ~4 s on a quick machine, 8 s
// and more where memory is slow to map (seen on a 2-core CI machine), so a test that starts the
// server three times needs more than 30 s there.
const shared = { root: import.meta.dirname, include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 90_000 };

/**
 * Files whose subject never depends on the database: the static hosts (their API is only where a
 * page's data comes from), nginx, the sanitiser, rendering and pure helpers. Run once, on PGlite;
 * the API behind them is tested on both drivers by its own files.
 */
const DRIVER_FREE = [
  'test/static-host/**',
  'test/nginx/**',
  'test/sanitize/**',
  'test/archive/**',
  'test/cluster/nginx-static.test.ts',
  'test/render/render-blog-body.test.ts',
  'test/render/render-formulas.test.ts',
  'test/auth/login-throttle.test.ts',
  'test/blogs/cache-freshness.test.ts',
  'test/blogs/card-excerpt.test.ts',
  'test/http/cached-body.test.ts',
  'test/media/image-encoding-bounds.test.ts',
  'test/lifecycle/free-port.test.ts',
  'test/releases/release-args.test.ts',
];

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
            exclude: [...configDefaults.exclude, ...DRIVER_FREE],
            env: { TEST_DB: 'postgres' },
            globalSetup: ['test/setup/postgres-template.ts'],
            setupFiles: ['test/setup/postgres-database.ts'],
          },
        },
      ]
    : []),
];
