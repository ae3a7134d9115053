// The finding as it was reproduced: a demo start, then a production restart on the same data.
import { API_PATHS, type LoginResponse } from '@studyhub/shared-api/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_STAFF } from '../../src/auth/demo-admin.ts';
import { killAll, spawnServer, storageForDriver } from '../hardening/server-process.ts';
import { TEST_DRIVER, removeDir } from '../helpers/test-app.ts';

const HEAD = { email: 'head.of.department@test.example.edu', password: 'a-long-production-password' };
const dirs: string[] = [];
afterAll(async () => {
  await killAll();
  await Promise.all(dirs.map(removeDir));
});

const login = (baseUrl: string, { email, password }: { email: string; password: string }) =>
  fetch(`${baseUrl}${API_PATHS.adminLogin}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

describe(`restarting a demo site in production on ${TEST_DRIVER}`, () => {
  it('leaves no demo account: the demo logins (owner and staff, docs/decisions/0083) and the demo token stop working', async () => {
    const storage = await storageForDriver(dirs);
    const demo = spawnServer(storage, { DEMO_MODE: 'true', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    const demoUrl = await demo.listening;
    const demoLogin = await login(demoUrl, DEMO_ADMIN);
    expect(demoLogin.status).toBe(200);
    const { token } = (await demoLogin.json()) as LoginResponse;
    demo.child.kill('SIGTERM');
    expect((await demo.exited).code).toBe(0);

    const production = spawnServer(storage, { NODE_ENV: 'production', ADMIN_EMAIL: HEAD.email, ADMIN_PASSWORD: HEAD.password, LOG_LEVEL: 'info' });
    const url = await production.listening;

    for (const demoAccount of [DEMO_ADMIN, ...DEMO_STAFF]) {
      expect((await login(url, demoAccount)).status).toBe(401);
      expect(production.output()).toContain(`"securityEvent":"admin.removed","account":"${demoAccount.email}"`);
    }
    expect((await fetch(`${url}${API_PATHS.adminDashboard}`, { headers: { authorization: token! } })).status).toBe(401);
    expect((await login(url, HEAD)).status).toBe(200);
    expect(production.output()).not.toContain(HEAD.password);
  });
});
