import type { ErrorResponse } from '@studyhub/shared-api/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

// The router refuses these before any route or error handler runs; its default answers carry no
// envelope and echo the whole path back.
const FRAMEWORK_ERRORS: Readonly<Record<string, readonly [number, string]>> = {
  FST_ERR_BAD_URL: [400, 'The address is not valid'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long'],
};

/** Fastify's `frameworkErrors` option: the router's own refusals in the `{ success: false, message }` envelope. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] = FRAMEWORK_ERRORS[error.code] ?? [400, 'The request could not be routed'];
  request.log.info({ status, code: error.code }, 'request rejected');
  const body: ErrorResponse = { success: false, message };
  // No route, so no onSend hook adds the request id the other answers carry.
  void reply.code(status).header('x-request-id', request.id).send(body);
}
