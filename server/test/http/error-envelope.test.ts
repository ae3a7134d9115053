import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('error envelope', () => {
  const ctx = useTestApp();

  it.each(['GET', 'POST'] as const)('answers 404 with the envelope for an unknown %s route, without echoing it', async (method) => {
    const response = await ctx.app.inject({ method, url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found' });
  });

  /** The real app plus routes that exist only to provoke errors. */
  async function withProbeRoutes(use: (app: App) => Promise<void>): Promise<void> {
    const app = await buildApp({ config: ctx.config, database: ctx.database });
    app.post('/probe/validate', { schema: { body: Type.Object({ title: Type.String({ minLength: 1 }) }) } }, async () => ({ success: true }));
    app.get('/probe/crash', async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    try {
      await use(app);
    } finally {
      await app.close();
    }
  }

  it('turns validation failures into 400 with a readable message', async () => {
    await withProbeRoutes(async (app) => {
      const missing = await app.inject({ method: 'POST', url: '/probe/validate', payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ success: false, message: 'title is required' });

      const empty = await app.inject({ method: 'POST', url: '/probe/validate', payload: { title: '' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ success: false, message: 'title is required' });
    });
  });

  it('answers 400 for a malformed JSON body', async () => {
    await withProbeRoutes(async (app) => {
      const response = await app.inject({
        method: 'POST',
        url: '/probe/validate',
        headers: { 'content-type': 'application/json' },
        payload: '{"title":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    });
  });

  it('hides the details of server errors', async () => {
    await withProbeRoutes(async (app) => {
      const response = await app.inject({ method: 'GET', url: '/probe/crash' });
      expect(response.statusCode).toBe(500);
      const body = response.json<{ success: boolean; message: string }>();
      expect(body.success).toBe(false);
      expect(response.body).not.toMatch(/secret|stack|postgres:/);
    });
  });
});
