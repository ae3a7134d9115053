import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminScope, NOT_LOGGED_IN, SESSION_INVALID } from '../../src/auth/admin-scope.ts';
import { registerErrorHandlers } from '../../src/http/error-handlers.ts';
import { ADMIN_ENDPOINTS, ENUMERATED_BACKUP, ENUMERATED_ID, ENUMERATED_LINK_ID } from '../helpers/admin-endpoints.ts';
import { useTestApp } from '../helpers/test-app.ts';

const LIVE_TOKEN = 'live-token';
const NO_POSTS = { factsOf: async () => undefined };
const NO_AUDIT = { record: async () => undefined, prune: async () => 0 };

/** An app whose admin scope holds one route written with no guard and no schema of its own. */
async function appWithNewAdminRoute() {
  const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  registerErrorHandlers(app);
  const sessions = { staffFor: async (token: string) => (token === LIVE_TOKEN ? { id: 'admin-1', role: 'owner' as const } : undefined) };
  await app.register(adminScope, {
    sessions,
    posts: NO_POSTS,
    audit: NO_AUDIT,
    routes: async (admin) => {
      admin.get('/api/admin/new-report', { config: { staff: 'everyRole' } }, async (request) => ({ adminId: request.adminId }));
      await admin.register(async (nested) => {
        nested.post('/api/admin/nested-action', { config: { staff: 'everyRole' } }, async () => ({ done: true }));
      });
    },
  });
  app.get('/api/public', async () => ({ open: true }));
  await app.ready();
  return { app, routes };
}

describe('the admin scope', () => {
  it('guards a route registered inside it without any code of the route', async () => {
    const { app } = await appWithNewAdminRoute();
    for (const [method, url] of [['GET', '/api/admin/new-report'], ['POST', '/api/admin/nested-action']] as const) {
      const anonymous = await app.inject({ method, url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: NOT_LOGGED_IN });
      expect(anonymous.headers['cache-control']).toBe('no-store');
      const stranger = await app.inject({ method, url, headers: { authorization: 'Bearer not-a-session' } });
      expect(stranger.statusCode).toBe(401);
      expect(stranger.json()).toEqual({ success: false, message: SESSION_INVALID });
    }
    const admin = await app.inject({ method: 'GET', url: '/api/admin/new-report', headers: { authorization: `Bearer ${LIVE_TOKEN}` } });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ adminId: 'admin-1' });
    await app.close();
  });

  it('refuses to register a route that names no staff rule (docs/decisions/0083)', async () => {
    const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    const registering = (async () => {
      await app.register(adminScope, {
        sessions: { staffFor: async () => undefined },
        posts: NO_POSTS,
        audit: NO_AUDIT,
        routes: async (admin) => {
          admin.get('/api/admin/unruled', async () => ({}));
        },
      });
      await app.ready();
    })();
    await expect(registering).rejects.toThrow(/must name its staff rule/);
  });

  it('documents the routes inside it as needing the token, and only those', async () => {
    const { app, routes } = await appWithNewAdminRoute();
    const schemaOf = (url: string) => routes.find((route) => route.url === url && route.method === (url.includes('nested') ? 'POST' : 'GET'))?.schema;
    for (const url of ['/api/admin/new-report', '/api/admin/nested-action']) {
      expect(schemaOf(url)?.security).toEqual([{ token: [] }]);
      expect(schemaOf(url)?.response).toHaveProperty('401');
    }
    expect(schemaOf('/api/public')?.security).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/public' })).statusCode).toBe(200);
    await app.close();
  });
});

const METHODS = ['get', 'post', 'put', 'delete'] as const;

describe('the API', () => {
  const ctx = useTestApp();

  it('answers 401 without a token on exactly the admin endpoints, enumerated from every route it serves', async () => {
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Partial<Record<(typeof METHODS)[number], unknown>>> }>();
    const guarded: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      // A well-formed id, part, revision, draft link id, backup name or app, so the route itself answers rather than its validation.
      const url = path
        .replace('{id}', ENUMERATED_ID)
        .replace('{n}', '1')
        .replace('{revision}', '1')
        .replace('{linkId}', ENUMERATED_LINK_ID)
        .replace('{name}', ENUMERATED_BACKUP)
        .replace('{app}', 'remote-public');
      for (const method of METHODS.filter((name) => operations[name])) {
        const response = await ctx.app.inject({ method: method.toUpperCase() as Uppercase<typeof method>, url });
        if (response.statusCode === 401) guarded.push(`${method.toUpperCase()} ${url}`);
      }
    }
    expect(guarded.sort()).toEqual(ADMIN_ENDPOINTS.map(({ method, url }) => `${method} ${url}`).sort());
  });
});
