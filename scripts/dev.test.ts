// `npm run dev` on ports other than the defaults: every part listens where it is told, the shell is
// told where the remotes and the API are, the API allows the shell, and a stop leaves nothing behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePortBlock } from '../server/test/helpers/free-port.ts';
import { startCommand, stillListening } from './command-runner.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-dev-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('serves the shell, the remotes and the API on the chosen ports, and stops them all', { timeout: 180_000 }, async () => {
  const base = await freePortBlock(5);
  const [api, shell, publicApp, resources, admin] = [base, base + 1, base + 2, base + 3, base + 4];
  const dev = startCommand(['scripts/dev.mjs'], {
    PORT: String(api),
    SHELL_PORT: String(shell),
    REMOTE_PUBLIC_PORT: String(publicApp),
    REMOTE_RESOURCES_PORT: String(resources),
    REMOTE_ADMIN_PORT: String(admin),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    CORS_ORIGINS: '',
  });
  await dev.waitFor(/StudyHub API listening on/);
  for (const port of [shell, publicApp, resources, admin]) await dev.waitFor(new RegExp(`Local:\\s+http://localhost:${port}/`));

  const config = (await (await fetch(`http://localhost:${shell}/runtime-config.json`)).json()) as { apiBaseUrl: string; remotes: Record<string, string> };
  expect(config.apiBaseUrl).toBe(`http://localhost:${api}`);
  expect(config.remotes).toEqual({
    remote_public: `http://localhost:${publicApp}/remoteEntry.js`,
    remote_resources: `http://localhost:${resources}/remoteEntry.js`,
    remote_admin: `http://localhost:${admin}/remoteEntry.js`,
  });
  for (const entry of Object.values(config.remotes)) expect((await fetch(entry)).status, entry).toBe(200);
  // A remote opened on its own finds the same API and links back to the shell.
  expect(await (await fetch(`http://localhost:${admin}/runtime-config.json`)).json()).toMatchObject({ apiBaseUrl: `http://localhost:${api}`, siteUrl: `http://localhost:${shell}/` });

  const answer = await fetch(`http://127.0.0.1:${api}/api/blog/all`, { headers: { origin: `http://localhost:${shell}` } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('access-control-allow-origin')).toBe(`http://localhost:${shell}`);

  dev.signal('SIGTERM');
  expect(await dev.exited).toBe(0);
  expect(await stillListening([api, shell, publicApp, resources, admin])).toEqual([]);
});
