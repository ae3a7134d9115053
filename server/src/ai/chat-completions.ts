import type { FastifyBaseLogger } from 'fastify';
import Type from 'typebox';
import { Value } from 'typebox/value';
import type { LlmConfig } from '../config.ts';
import { HttpError } from '../http/http-error.ts';
import { DRAFT_INSTRUCTIONS } from './draft-instructions.ts';

export const PROVIDER_FAILED = 'The AI provider failed to answer. Please try again.';
export const PROVIDER_TIMED_OUT = 'The AI provider took too long to answer. Please try again.';
export const PROVIDER_TOO_LARGE = "The AI provider's answer was too large to use. Please try again with a narrower topic.";

/** A blog draft is a few KB; an answer past this is refused unread rather than held in memory. */
export const MAX_PROVIDER_ANSWER_BYTES = 1024 * 1024;

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

  let text: string | undefined;
  try {
    text = await readCapped(response, MAX_PROVIDER_ANSWER_BYTES);
  } catch (error) {
    throw providerFailure(error, log);
  }
  if (text === undefined) {
    log.warn({ maxBytes: MAX_PROVIDER_ANSWER_BYTES }, 'AI provider answer too large');
    throw new HttpError(502, PROVIDER_TOO_LARGE);
  }
  let answer: unknown;
  try {
    answer = JSON.parse(text);
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

/** The body as text, or undefined as soon as more than `maxBytes` arrived (the rest is not read). */
async function readCapped(response: Response, maxBytes: number): Promise<string | undefined> {
  const chunks: Uint8Array[] = [];
  let received = Number(response.headers.get('content-length')) || 0;
  if (received <= maxBytes) {
    received = 0;
    for await (const chunk of response.body ?? []) {
      received += chunk.byteLength;
      if (received > maxBytes) break;
      chunks.push(chunk);
    }
  }
  if (received > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  return Buffer.concat(chunks).toString('utf8');
}

function providerFailure(error: unknown, log: FastifyBaseLogger): HttpError {
  const name = error instanceof Error ? error.name : typeof error;
  log.warn({ failure: name }, 'AI provider request failed');
  // AbortSignal.timeout rejects with a DOMException named TimeoutError.
  return name === 'TimeoutError' ? new HttpError(504, PROVIDER_TIMED_OUT) : new HttpError(502, PROVIDER_FAILED);
}
