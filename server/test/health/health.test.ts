import { API_PATHS } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { TEST_DRIVER, useTestApp } from '../helpers/test-app.ts';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('reports the driver and a reachable database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.health });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ok', database: { driver: TEST_DRIVER, reachable: true } });
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const unreachable = { ...ctx.database, ping: async () => false };
    const app = await buildApp({ config: ctx.config, database: unreachable });
    try {
      const response = await app.inject({ method: 'GET', url: API_PATHS.health });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        success: false,
        status: 'degraded',
        database: { driver: TEST_DRIVER, reachable: false },
      });
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/ping', () => {
  const ctx = useTestApp();

  it('answers without the database, even when it is gone', async () => {
    await ctx.database.close();
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.ping });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'pong' });
  });
});
