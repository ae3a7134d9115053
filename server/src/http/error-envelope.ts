import { HttpError } from './http-error.ts';
import { describeSchemaProblems, type SchemaProblem } from './validation-message.ts';

export interface ErrorReply {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** What the site says for a status when nothing more specific was written for people. */
const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'The request is malformed',
  404: 'Not found',
  405: 'This method is not allowed here',
  408: 'The request took too long to arrive. Please try again.',
  413: 'The request body is too large',
  414: 'The address is too long',
  415: 'This kind of body is not accepted here',
  431: 'The request headers are too large',
};

/** The site's words for an error status: one list for the API and the static hosts (host-errors.ts). */
export function messageForStatus(status: number, otherwise = 'The request could not be handled'): string {
  if (status >= 500) return INTERNAL_MESSAGE;
  return STATUS_MESSAGES[status] ?? otherwise;
}

/**
 * The refusals of Fastify and its plugins (codes `FST_…`), in the site's words: their own messages
 * name internals ("content-type is set to 'application/json'") or echo what was sent
 * ("Unsupported Content-Encoding: <header>"). Codes not listed get their status's message.
 */
const FRAMEWORK_REFUSALS: Readonly<Record<string, readonly [number, string]>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The body is not valid JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The body does not match its length'],
  FST_CP_ERR_INVALID_CONTENT_ENCODING: [415, 'This content encoding is not accepted here'],
  FST_CP_ERR_INVALID_CONTENT: [400, 'The body could not be decompressed'],
  // @fastify/static (the API docs' files) refusing a path outside its folder: there is nothing there.
  FST_STATIC_FORBIDDEN_PATH: [404, messageForStatus(404)],
};

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
  const code = fieldOf(error, 'code');
  if (typeof code === 'string' && code.startsWith('FST_') && status < 500) {
    const [refusalStatus, message] = FRAMEWORK_REFUSALS[code] ?? [status, messageForStatus(status)];
    return { status: refusalStatus, message };
  }
  if (status >= 500 || !(error instanceof Error)) return { status, message: INTERNAL_MESSAGE };
  return { status, message: error.message };
}

function fieldOf(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null && key in error ? (error as Record<string, unknown>)[key] : undefined;
}

/** Whether a serialised answer is already the envelope `{ success: false, message }`. */
export function isErrorEnvelope(payload: unknown): boolean {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return false;
  try {
    const body: unknown = JSON.parse(payload);
    return fieldOf(body, 'success') === false && typeof fieldOf(body, 'message') === 'string';
  } catch {
    return false;
  }
}
