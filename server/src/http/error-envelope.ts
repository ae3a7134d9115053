import { HttpError } from './http-error.ts';
import { describeSchemaProblems, type SchemaProblem } from './validation-message.ts';

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
    // ajv's problems carry the SchemaProblem fields.
    return { status: 400, message: describeSchemaProblems(validation as SchemaProblem[], String(fieldOf(error, 'validationContext') ?? 'request')) };
  }
  // Thrown on purpose with a message written for people, whatever the status.
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message, headers: error.headers };
  const statusCode = fieldOf(error, 'statusCode');
  const status = typeof statusCode === 'number' && statusCode >= 400 && statusCode <= 599 ? statusCode : 500;
  if (status >= 500 || !(error instanceof Error)) return { status, message: INTERNAL_MESSAGE };
  return { status, message: error.message };
}

function fieldOf(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null && key in error ? (error as Record<string, unknown>)[key] : undefined;
}
