import type { ErrorResponse } from '@studyhub/shared-api/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Duplex } from 'node:stream';
import { isErrorEnvelope, messageForStatus, toErrorReply } from './error-envelope.ts';
import { LimitsUnavailableError } from './limits-unavailable.ts';

/** An unknown route's answer. */
const NOT_FOUND_MESSAGE = messageForStatus(404);

/** Every failure, including unknown routes, answers with the `{ success: false, message }` envelope. */
export function registerErrorHandlers(app: FastifyInstance): void {
  // The method and path are not echoed back: they are the client's own text (decision 0080).
  app.setNotFoundHandler((_request, reply) => {
    const body: ErrorResponse = { success: false, message: NOT_FOUND_MESSAGE };
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

/**
 * The last word on every error answer: one whose body is not the envelope (a plugin's own reply,
 * such as @fastify/cors's plain-text "Invalid Preflight Request") gets its status's message in
 * the envelope. Added before @fastify/compress, so it sees the body as text.
 */
export function guardErrorBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || request.method === 'HEAD' || isErrorEnvelope(payload)) return payload;
    request.log.info({ status: reply.statusCode }, 'error answer put in the envelope');
    reply.type('application/json; charset=utf-8');
    return JSON.stringify({ success: false, message: messageForStatus(reply.statusCode) } satisfies ErrorResponse);
  });
}

// The router refuses these before any route or error handler runs; its default answers carry no
// envelope and echo the whole path back.
const FRAMEWORK_ERRORS: Readonly<Record<string, readonly [number, string]>> = {
  FST_ERR_BAD_URL: [400, 'The address is not valid'],
  // Past MAX_PARAM_LENGTH: a parameter that long names nothing here.
  FST_ERR_MAX_PARAM_LENGTH: [404, NOT_FOUND_MESSAGE],
};

/** Fastify's `frameworkErrors` option: the router's own refusals in the `{ success: false, message }` envelope. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] = FRAMEWORK_ERRORS[error.code] ?? [400, messageForStatus(400)];
  request.log.info({ status, code: error.code }, 'request rejected');
  const body: ErrorResponse = { success: false, message };
  // No route, so no onSend hook adds the request id the other answers carry.
  void reply.code(status).header('x-request-id', request.id).send(body);
}

// What Node reports on a connection before (or instead of) a request Fastify can route.
const CLIENT_ERRORS: Readonly<Record<string, readonly [number, string, string]>> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', messageForStatus(408)],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', messageForStatus(431)],
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
