import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, ErrorResponse, GenerateRequest, GenerateResponse } from '@studyhub/shared-api/contract';
import type { AppConfig } from '../config.ts';
import { HttpError } from '../http/http-error.ts';
import { requestDraft } from './chat-completions.ts';

export const AI_NOT_CONFIGURED = 'AI draft generation is not configured on this server';

export interface AiRoutesOptions {
  config: Pick<AppConfig, 'llm' | 'rateLimits'>;
}

/** "Generate with AI" on Add Blog: a Markdown draft from the configured provider (docs/architecture.md#the-server); registered in the admin scope. */
export const aiRoutes: FastifyPluginAsyncTypebox<AiRoutesOptions> = async (app, { config }) => {
  app.post(
    API_PATHS.blogGenerate,
    {
      // Per admin, after the admin scope's guard has said who it is: each draft costs the department money.
      config: {
        staff: 'everyRole',
        rateLimit: { max: config.rateLimits.aiDraftsPerMinute, timeWindow: 60_000, hook: 'preHandler', keyGenerator: (request) => `ai-draft:${request.adminId}` } },
      schema: {
        tags: ['AI'],
        summary: 'Generate a Markdown blog draft from a prompt (the title) with the configured AI provider',
        body: GenerateRequest,
        response: {
          200: GenerateResponse,
          429: ErrorResponse,
          502: ErrorResponse,
          503: ErrorResponse,
          504: ErrorResponse,
        },
      },
    },
    async (request) => {
      if (!config.llm) throw new HttpError(503, AI_NOT_CONFIGURED);
      const content = await requestDraft(config.llm, request.body.prompt, request.log);
      return { success: true, content, message: 'Draft generated' };
    },
  );
};
