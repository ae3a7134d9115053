import type { ErrorResponse } from '@studyhub/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import { toErrorReply } from './error-envelope.ts';

/** Every failure, including unknown routes, answers with the `{ success: false, message }` envelope. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const body: ErrorResponse = { success: false, message: `Route ${request.method} ${path} not found` };
    return reply.code(404).send(body);
  });

  app.setErrorHandler((error, request, reply) => {
    const { status, message, headers = {} } = toErrorReply(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, message }, 'request rejected');
    const body: ErrorResponse = { success: false, message };
    return reply.code(status).headers(headers).send(body);
  });
}
