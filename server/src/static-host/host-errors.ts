import type { ErrorResponse } from '@studyhub/shared-api/contract';
import type { FastifyReply } from 'fastify';
import { messageForStatus } from '../http/error-envelope.ts';

/** The methods a static host answers; anything else is refused before any route or body is read. */
export const SERVED_METHODS = ['GET', 'HEAD'] as const;

// The API's words for each status (never the error's own text: the framework's and the file
// library's messages carry internal codes or echo the path), except that a host answers only
// GET and HEAD.
const messageFor = (status: number) => (status === 405 ? 'Only GET and HEAD are answered here' : messageForStatus(status, 'The request could not be served'));

/**
 * An error as the API answers one (`{ success: false, message }`, error-envelope.ts): the one
 * shape of every error a static host sends, except a page's 404, which is the site's own page
 * (docs/decisions/0079).
 */
export function sendHostError(reply: FastifyReply, status: number, message = messageFor(status)): FastifyReply {
  const body: ErrorResponse = { success: false, message };
  if (status === 405) reply.header('Allow', SERVED_METHODS.join(', '));
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
