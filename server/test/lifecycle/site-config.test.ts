import { API_PATHS, SiteConfigResponse } from '@studyhub/shared-api/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { DEMO_ADMIN } from '../../src/auth/demo-admin.ts';
import type { AppConfig } from '../../src/config.ts';
import { useTestApp } from '../helpers/test-app.ts';

const LLM = { baseUrl: 'http://127.0.0.1:1/v1', model: 'm', apiKey: 'sk-site-test', timeoutMs: 1000 };

describe('GET /api/site', () => {
  const ctx = useTestApp();

  /** The site config as served by an app built with `overrides`. */
  async function siteWith(overrides: Partial<AppConfig>) {
    const app = await buildApp({ config: { ...ctx.config, ...overrides }, database: ctx.database });
    try {
      const response = await app.inject({ method: 'GET', url: API_PATHS.site });
      expect(response.statusCode).toBe(200);
      const body: unknown = response.json();
      expect(Value.Check(SiteConfigResponse, body)).toBe(true);
      expect(response.body).not.toContain(LLM.apiKey);
      return (body as SiteConfigResponse).site;
    } finally {
      await app.close();
    }
  }

  it('shows the demo admin in demo mode, for the home page', async () => {
    expect(await siteWith({ demoMode: true, admin: undefined })).toEqual({ demo: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, ai: { configured: false } });
  });

  it('never publishes a configured admin password, even in demo mode', async () => {
    const admin = { email: 'demo@test.example.edu', password: 'demo-password' };
    const site = await siteWith({ demoMode: true, admin });
    expect(site.demo).toBeNull();
    expect(JSON.stringify(site)).not.toContain(admin.password);
  });

  it('shows no credentials outside demo mode, even with an admin configured', async () => {
    const admin = { email: 'real@test.example.edu', password: 'a-real-long-password' };
    const site = await siteWith({ demoMode: false, admin, production: true });
    expect(site.demo).toBeNull();
    expect(JSON.stringify(site)).not.toContain(admin.password);
  });

  it('needs no login (the test config is not in demo mode)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.site });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, site: { demo: null, ai: { configured: false } } });
  });

  it.each([
    [true, LLM],
    [false, undefined],
  ])('reports ai.configured = %s', async (configured, llm) => {
    expect((await siteWith({ llm })).ai).toEqual({ configured });
  });
});
