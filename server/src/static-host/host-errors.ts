import type { ErrorResponse } from '@studyhub/shared-api/contract';
import type { FastifyReply } from 'fastify';
import { toErrorReply } from '../http/error-envelope.ts';

/** The methods a static host answers; anything else is refused before any route or body is read. */
export const SERVED_METHODS = ['GET', 'HEAD'] as const;

/**
 * What a static host says for each error it sends, written here rather than taken from the error:
 * the framework's and the file library's messages carry internal codes or echo the path.
 */
const MESSAGES: Readonly<Record<number, string>> = {
  400: 'The request is malformed',
  404: 'Not found',
  405: 'Only GET and HEAD are answered here',
  408: 'The request took too long to arrive. Please try again.',
  414: 'The address is too long',
  431: 'The request headers are too large',
};

// A fault of the host's own gets the API's fixed message for its own faults.
const messageFor = (status: number) => MESSAGES[status] ?? (status >= 500 ? toErrorReply(new Error()).message : 'The request could not be served');

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
