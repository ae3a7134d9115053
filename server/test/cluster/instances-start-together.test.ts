// Instances started at the same moment on a new PostgreSQL database (a cluster, a service
// manager starting them all): each must start, whichever migrates first.
import { afterAll, describe, expect, it } from 'vitest';
import { killAll, spawnServer } from '../hardening/server-process.ts';
import { TEST_DRIVER } from '../helpers/test-app.ts';

afterAll(killAll);

describe.skipIf(TEST_DRIVER !== 'postgres')('API instances starting together', () => {
  it('all start on a database none has migrated yet', { timeout: 90_000 }, async () => {
    const storage = { dataDir: '', databaseUrl: process.env.DATABASE_URL! };
    const servers = [0, 1, 2].map(() => spawnServer(storage, { DEMO_MODE: 'true' }));
    const urls = await Promise.all(servers.map((server) => server.listening));
    const answers = await Promise.all(urls.map((url) => fetch(`${url}/api/blog/list`).then(async (response) => [response.status, ((await response.json()) as { total: number }).total])));
    // Seeded once, whoever seeded: every instance lists the same sample blogs.
    expect(new Set(answers.map(String)).size).toBe(1);
    expect(answers[0]![0]).toBe(200);
  });
});
