// A suspension seen by every instance (issue 36, docs/decisions/0083): two apps on one PostgreSQL
// database, a session working on both; once the account is suspended, both answer 401 on the next
// request, since neither keeps the account in memory.
import { API_PATHS } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_INVALID } from '../../src/auth/admin-scope.ts';
import { type App, buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { admins } from '../../src/db/schema.ts';
import { staffSession } from '../helpers/staff-session.ts';
import { makeTestDataDir, removeDir, resetTables, TEST_DRIVER, testConfig } from '../helpers/test-app.ts';

describe.skipIf(TEST_DRIVER === 'pglite')('a suspension on every instance', () => {
  let dir: string;
  let config: AppConfig;
  let databases: Database[] = [];
  let apps: App[] = [];

  beforeAll(async () => {
    dir = await makeTestDataDir();
    config = testConfig(dir);
    databases = [await openDatabase(config), await openDatabase(config)];
    apps = [await buildApp({ config, database: databases[0]! }), await buildApp({ config, database: databases[1]! })];
    await resetTables(databases[0]!.db);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await removeDir(dir);
  });

  it('ends the open session on both instances at once', async () => {
    const editor = await staffSession({ app: apps[0]!, database: databases[0]!, config }, 'editor');
    const dashboardOn = (app: App) => app.inject({ method: 'GET', url: API_PATHS.adminDashboard, headers: { authorization: editor.token } });
    for (const app of apps) expect((await dashboardOn(app)).statusCode).toBe(200);

    await databases[0]!.db.update(admins).set({ suspendedAt: new Date() }).where(eq(admins.id, editor.id));

    for (const app of apps) {
      const response = await dashboardOn(app);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: SESSION_INVALID });
    }
  });
});
