import type { FastifySchemaValidationError } from 'fastify';
import { HttpError } from './http-error.ts';

export interface ErrorReply {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';

/**
 * What a client may see of a thrown error: its status (400 for validation) and a readable
 * message. Unexpected server faults get a fixed message; their details belong in the log only.
 */
export function toErrorReply(error: unknown): ErrorReply {
  const validation = fieldOf(error, 'validation');
  if (Array.isArray(validation)) {
    return { status: 400, message: describeValidation(validation, String(fieldOf(error, 'validationContext') ?? 'request')) };
  }
  // Thrown on purpose with a message written for people, whatever the status.
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message, headers: error.headers };
  const statusCode = fieldOf(error, 'statusCode');
  const status = typeof statusCode === 'number' && statusCode >= 400 && statusCode <= 599 ? statusCode : 500;
  if (status >= 500 || !(error instanceof Error)) return { status, message: INTERNAL_MESSAGE };
  return { status, message: error.message };
}

/** "title is required", "body.title must be string": the first problem, named by its field. */
function describeValidation(problems: readonly FastifySchemaValidationError[], context: string): string {
  const [first] = problems;
  if (!first) return `Invalid ${context}`;
  const field = first.instancePath.split('/').filter(Boolean).join('.');
  const missing = first.params.missingProperty;
  if (typeof missing === 'string') return `${field ? `${field}.` : ''}${missing} is required`;
  return `${field || context} ${first.message ?? 'is invalid'}`;
}

function fieldOf(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null && key in error ? (error as Record<string, unknown>)[key] : undefined;
}
