import { API_PATHS } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN, SESSION_INVALID } from '../../src/auth/admin-scope.ts';
import { sessions } from '../../src/db/schema.ts';
import { ADMIN_ENDPOINTS, type AdminEndpoint } from '../helpers/admin-endpoints.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('admin-only endpoints', () => {
  const ctx = useTestApp();
  const HOURS = 3600e3;

  const call = async (endpoint: AdminEndpoint, authorization?: string) => {
    const { payload, headers } = (await endpoint.body?.()) ?? {};
    return ctx.app.inject({
      method: endpoint.method,
      url: endpoint.url,
      ...(payload === undefined ? {} : { payload }),
      headers: { ...headers, ...(authorization === undefined ? {} : { authorization }) },
    });
  };

  const label = (endpoint: AdminEndpoint) => `${endpoint.method} ${endpoint.url}`;
  const each = it.each(ADMIN_ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const));

  each('%s answers 401 without a token', async (_label, endpoint) => {
    const response = await call(endpoint);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: NOT_LOGGED_IN });
  });

  each('%s answers 401 for an unknown token', async (_label, endpoint) => {
    await adminToken(ctx);
    const response = await call(endpoint, 'not-a-session-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SESSION_INVALID });
  });

  each('%s answers 401 for an expired token', async (_label, endpoint) => {
    // Created 13 hours ago with a 12-hour lifetime.
    const token = await adminToken(ctx, new Date(Date.now() - 13 * HOURS));
    const response = await call(endpoint, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SESSION_INVALID });
  });

  each('%s answers 401 for a token revoked by logout', async (_label, endpoint) => {
    const token = await adminToken(ctx);
    const logout = await ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogout, headers: asAdmin(token) });
    expect(logout.statusCode).toBe(200);
    const response = await call(endpoint, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SESSION_INVALID });
  });

  each('%s accepts the raw token and `Bearer <token>`', async (_label, endpoint) => {
    // Past the guard, the handler decides (e.g. 404 for the random id, 503 for AI off): anything but 401.
    const raw = await call(endpoint, await adminToken(ctx));
    expect(raw.statusCode).not.toBe(401);
    const bearer = await call(endpoint, `Bearer ${await adminToken(ctx)}`);
    expect(bearer.statusCode).not.toBe(401);
  });

  each('%s answers with Cache-Control: no-store, allowed or not', async (_label, endpoint) => {
    for (const authorization of [undefined, await adminToken(ctx)]) {
      expect((await call(endpoint, authorization)).headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps a session in use alive until its last moment', async () => {
    // 11 hours old of 12, and used an hour ago: still valid.
    const token = await adminToken(ctx, new Date(Date.now() - 11 * HOURS));
    await ctx.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - HOURS) });
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.adminDashboard, headers: asAdmin(token) });
    expect(response.statusCode).toBe(200);
  });
});
