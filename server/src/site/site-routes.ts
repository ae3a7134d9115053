import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, type SiteConfig, SiteConfigResponse } from '@studyhub/shared-api/contract';
import type { AppConfig } from '../config.ts';
import { DEMO_ADMIN } from '../auth/demo-admin.ts';

export interface SiteRoutesOptions {
  config: Pick<AppConfig, 'demoMode' | 'admin' | 'llm'>;
}

/** Public facts the site needs before anyone logs in: the demo login (demo mode only) and whether AI drafts work. */
export const siteRoutes: FastifyPluginAsyncTypebox<SiteRoutesOptions> = async (app, { config }) => {
  // Fixed for the life of the process, so computed once.
  const site: SiteConfig = {
    // Only the built-in demo admin is ever shown: a configured ADMIN_PASSWORD stays private even
    // in demo mode (and demo mode is refused in production, config.ts).
    demo: config.demoMode && !config.admin ? DEMO_ADMIN : null,
    ai: { configured: config.llm !== undefined },
  };

  app.get(
    API_PATHS.site,
    { schema: { tags: ['Site'], summary: 'Demo login (demo mode only) and which optional features are on', response: { 200: SiteConfigResponse } } },
    async () => ({ success: true, site }),
  );
};
