import type { ErrorResponse } from '@studyhub/shared-api/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Duplex } from 'node:stream';
import { toErrorReply } from './error-envelope.ts';
import { LimitsUnavailableError } from './limits-unavailable.ts';

/** Every failure, including unknown routes, answers with the `{ success: false, message }` envelope. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const body: ErrorResponse = { success: false, message: `Route ${request.method} ${path} not found` };
    return reply.code(404).send(body);
  });

  app.setErrorHandler((error, request, reply) => {
    const { status, message, headers = {} } = toErrorReply(error);
    // A Redis outage refuses every limited write; the client logs the outage itself, once.
    if (error instanceof LimitsUnavailableError) request.log.info({ status }, 'request refused: limits unavailable');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, message }, 'request rejected');
    const body: ErrorResponse = { success: false, message };
    return reply.code(status).headers(headers).send(body);
  });
}

/** An unknown route's answer; the path is not echoed back (decision 0080). */
const NOT_FOUND_MESSAGE = 'Not found';

// The router refuses these before any route or error handler runs; its default answers carry no
// envelope and echo the whole path back.
const FRAMEWORK_ERRORS: Readonly<Record<string, readonly [number, string]>> = {
  FST_ERR_BAD_URL: [400, 'The address is not valid'],
  // Past MAX_PARAM_LENGTH: a parameter that long names nothing here.
  FST_ERR_MAX_PARAM_LENGTH: [404, NOT_FOUND_MESSAGE],
};

/** Fastify's `frameworkErrors` option: the router's own refusals in the `{ success: false, message }` envelope. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] = FRAMEWORK_ERRORS[error.code] ?? [400, 'The request could not be routed'];
  request.log.info({ status, code: error.code }, 'request rejected');
  const body: ErrorResponse = { success: false, message };
  // No route, so no onSend hook adds the request id the other answers carry.
  void reply.code(status).header('x-request-id', request.id).send(body);
}

// What Node reports on a connection before (or instead of) a request Fastify can route.
const CLIENT_ERRORS: Readonly<Record<string, readonly [number, string, string]>> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive. Please try again.'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large'],
};

/**
 * Fastify's `clientErrorHandler`: a request that timed out (REQUEST_TIMEOUT_SECONDS,
 * HEADERS_TIMEOUT_SECONDS) or could not be parsed gets the envelope too, then the connection closes.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset or already closed connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', 'The request is malformed'];
  this.log.info({ status, code: error.code }, 'connection rejected');
  if (socket.writable) {
    const body = JSON.stringify({ success: false, message } satisfies ErrorResponse);
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
