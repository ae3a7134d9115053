// What a production start publishes, and to which origins a local start answers.
import { API_PATHS } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('production surface', () => {
  const ctx = useTestApp();

  it('serves no API documentation in production unless API_DOCS=true', async () => {
    const production = loadConfig({ NODE_ENV: 'production', ADMIN_EMAIL: 'head@test.example.edu', ADMIN_PASSWORD: 'a-long-password' });
    for (const [apiDocs, status] of [[production.apiDocs, 404], [true, 200]] as const) {
      const app = await buildApp({ config: { ...ctx.config, apiDocs }, database: ctx.database });
      try {
        expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(status);
        expect((await app.inject({ method: 'GET', url: API_PATHS.ping })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    }
  });

  it.each(['http://localhost:5173', 'http://127.0.0.1:5173'])('answers a page opened at %s with the local defaults', async (origin) => {
    const app = await buildApp({ config: { ...ctx.config, corsOrigins: loadConfig({}).corsOrigins }, database: ctx.database });
    try {
      const response = await app.inject({ method: 'GET', url: API_PATHS.blogAll, headers: { origin } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
    } finally {
      await app.close();
    }
  });
});
