import { HttpError } from './http-error.ts';

export const LIMITS_UNAVAILABLE_MESSAGE = 'This action is unavailable for a moment. Please try again shortly.';

/**
 * A limited write while the shared limits' store (Redis) cannot be reached. It fails closed: a
 * write that cannot be counted could be repeated without limit. Its own class so the error handler
 * does not log every refusal as a server failure: the outage itself is logged once by the client.
 */
export class LimitsUnavailableError extends HttpError {
  constructor(readonly reason: unknown) {
    // Retry-After matches the client's reconnect cadence: a few seconds, not minutes.
    super(503, LIMITS_UNAVAILABLE_MESSAGE, { 'retry-after': '5' });
    this.name = 'LimitsUnavailableError';
  }
}

/** Runs a command on the limits' store; any failure of the store becomes the 503. */
export async function orUnavailable<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (error) {
    throw new LimitsUnavailableError(error);
  }
}
