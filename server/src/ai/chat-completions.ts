import type { FastifyBaseLogger } from 'fastify';
import Type from 'typebox';
import { Value } from 'typebox/value';
import type { LlmConfig } from '../config.ts';
import { HttpError } from '../http/http-error.ts';
import { DRAFT_INSTRUCTIONS } from './draft-instructions.ts';

export const PROVIDER_FAILED = 'The AI provider failed to answer. Please try again.';
export const PROVIDER_TIMED_OUT = 'The AI provider took too long to answer. Please try again.';

/** The part of an OpenAI-compatible chat completion we read; other fields are ignored. */
const ChatCompletion = Type.Object({
  choices: Type.Array(Type.Object({ message: Type.Object({ content: Type.String() }) }), { minItems: 1 }),
});

/**
 * Asks the provider for a Markdown draft about `prompt`. Failures become 502 (no usable answer)
 * or 504 (too slow). Logs name the failure only: never the request headers (they hold the API
 * key) nor the provider's error body (some providers quote the key they were sent).
 */
export async function requestDraft(llm: LlmConfig, prompt: string, log: FastifyBaseLogger): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${llm.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}) },
      body: JSON.stringify({
        model: llm.model,
        messages: [
          { role: 'system', content: DRAFT_INSTRUCTIONS },
          { role: 'user', content: prompt },
        ],
      }),
      // An API does not redirect a POST; refusing keeps the key from following one elsewhere.
      redirect: 'error',
      // Covers reading the body too: a provider that stalls mid-answer times out as well.
      signal: AbortSignal.timeout(llm.timeoutMs),
    });
  } catch (error) {
    throw providerFailure(error, log);
  }

  if (!response.ok) {
    // Release the connection without reading what may echo the key.
    await response.body?.cancel().catch(() => undefined);
    log.warn({ providerStatus: response.status }, 'AI provider answered with an error status');
    throw new HttpError(502, PROVIDER_FAILED);
  }

  let answer: unknown;
  try {
    answer = await response.json();
  } catch (error) {
    throw providerFailure(error, log);
  }
  const content = Value.Check(ChatCompletion, answer) ? answer.choices[0]?.message.content.trim() : undefined;
  if (!content) {
    log.warn('AI provider answered without draft content');
    throw new HttpError(502, PROVIDER_FAILED);
  }
  return content;
}

function providerFailure(error: unknown, log: FastifyBaseLogger): HttpError {
  const name = error instanceof Error ? error.name : typeof error;
  log.warn({ failure: name }, 'AI provider request failed');
  // AbortSignal.timeout rejects with a DOMException named TimeoutError.
  return name === 'TimeoutError' ? new HttpError(504, PROVIDER_TIMED_OUT) : new HttpError(502, PROVIDER_FAILED);
}
