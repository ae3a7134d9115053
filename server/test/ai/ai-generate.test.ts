import { API_PATHS, GenerateResponse } from '@studyhub/shared-api/contract';
import { Value } from 'typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_PROVIDER_ANSWER_BYTES, PROVIDER_FAILED, PROVIDER_TIMED_OUT, PROVIDER_TOO_LARGE } from '../../src/ai/chat-completions.ts';
import { DRAFT_INSTRUCTIONS } from '../../src/ai/draft-instructions.ts';
import { type App, buildApp } from '../../src/app.ts';
import type { LlmConfig } from '../../src/config.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { DEFAULT_DRAFT, completion, useFakeLlm } from '../helpers/fake-llm.ts';
import { useTestApp } from '../helpers/test-app.ts';

const API_KEY = 'sk-test-5f3c9e1d-never-show-me';
const MODEL = 'test-model-1';

describe('POST /api/blog/generate', () => {
  const ctx = useTestApp();
  const llm = useFakeLlm();

  let app: App | undefined;
  let logLines: string[] = [];
  afterEach(async () => {
    await app?.close();
    app = undefined;
    // Whatever happened in the test, the key never reached the log.
    expect(logLines.join('\n')).not.toContain(API_KEY);
  });

  /** The real app with the fake provider configured, logging everything (trace) into `logLines`. */
  async function appWithLlm(overrides: Partial<LlmConfig> = {}, rateLimits = ctx.config.rateLimits): Promise<App> {
    logLines = [];
    const llmConfig: LlmConfig = { baseUrl: llm.url, model: MODEL, apiKey: API_KEY, timeoutMs: 5_000, ...overrides };
    app = await buildApp({
      config: { ...ctx.config, logLevel: 'trace', llm: llmConfig, rateLimits },
      database: ctx.database,
      logStream: { write: (line) => void logLines.push(line) },
    });
    return app;
  }

  const generate = async (target: App, prompt = 'Binary search explained') =>
    target.inject({ method: 'POST', url: API_PATHS.blogGenerate, payload: { prompt }, headers: asAdmin(await adminToken(ctx)) });

  it('asks the provider for a Markdown draft and returns its content', async () => {
    const response = await generate(await appWithLlm());

    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(Value.Check(GenerateResponse, body)).toBe(true);
    expect(body).toEqual({ success: true, content: DEFAULT_DRAFT, message: 'Draft generated' });

    expect(llm.requests).toHaveLength(1);
    const [sent] = llm.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toEqual({
      model: MODEL,
      messages: [
        { role: 'system', content: DRAFT_INSTRUCTIONS },
        { role: 'user', content: 'Binary search explained' },
      ],
    });
    expect(DRAFT_INSTRUCTIONS).toMatch(/Markdown/);
    expect(response.body).not.toContain(API_KEY);
  });

  it('sends no Authorization header when no key is configured (local providers)', async () => {
    const response = await generate(await appWithLlm({ apiKey: undefined }));
    expect(response.statusCode).toBe(200);
    expect(llm.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it.each([
    ['an error status', { status: 500, body: { error: { message: `Incorrect API key provided: ${API_KEY}` } } }],
    ['a 401 from the provider', { status: 401, body: { error: { message: `bad key ${API_KEY}` } } }],
    ['malformed JSON', { body: '{"choices": [' }],
    ['JSON without choices', { body: { id: 'x', choices: [] } }],
    ['an empty draft', { body: completion('   ') }],
  ])('answers 502 for %s, without passing on what the provider said', async (_label, reply) => {
    llm.replyWith(reply);

    const response = await generate(await appWithLlm());

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ success: false, message: PROVIDER_FAILED });
  });

  it('answers 502 when the provider cannot be reached', async () => {
    // Port 9 (discard) on localhost: nothing listens there.
    const response = await generate(await appWithLlm({ baseUrl: 'http://127.0.0.1:9/v1' }));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ success: false, message: PROVIDER_FAILED });
  });

  it('answers 504 when the provider is slower than the time-out', async () => {
    llm.replyWith({ delayMs: 2_000 });

    const started = Date.now();
    const response = await generate(await appWithLlm({ timeoutMs: 200 }));

    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ success: false, message: PROVIDER_TIMED_OUT });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers 503 with a clear message when no provider is configured', async () => {
    const response = await generate(ctx.app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: 'AI draft generation is not configured on this server' });
    expect(llm.requests).toHaveLength(0);
  });

  it.each([
    ['an empty prompt', { prompt: '' }],
    ['a prompt over 500 characters', { prompt: 'x'.repeat(501) }],
    ['unknown fields', { prompt: 'x', temperature: 2 }],
  ])('answers 400 for %s without calling the provider', async (_label, payload) => {
    const target = await appWithLlm();
    const response = await target.inject({ method: 'POST', url: API_PATHS.blogGenerate, payload, headers: asAdmin(await adminToken(ctx)) });
    expect(response.statusCode).toBe(400);
    expect(llm.requests).toHaveLength(0);
  });

  it('answers 502 with a clear message for an answer over 1 MB, and keeps none of it', async () => {
    llm.replyWith({ body: completion('x'.repeat(MAX_PROVIDER_ANSWER_BYTES)) });
    const response = await generate(await appWithLlm());
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ success: false, message: PROVIDER_TOO_LARGE });
    expect(logLines.join('\n')).toContain('AI provider answer too large');
  });

  it('limits the drafts of each admin per minute', async () => {
    const target = await appWithLlm({}, { ...ctx.config.rateLimits, aiDraftsPerMinute: 2 });
    const token = await adminToken(ctx);
    const draft = () => target.inject({ method: 'POST', url: API_PATHS.blogGenerate, payload: { prompt: 'Tries' }, headers: asAdmin(token) });

    expect((await draft()).statusCode).toBe(200);
    // From another address: the limit follows the admin, not the connection.
    expect((await target.inject({ method: 'POST', url: API_PATHS.blogGenerate, payload: { prompt: 'Tries' }, headers: asAdmin(token), remoteAddress: '198.51.100.3' })).statusCode).toBe(200);
    const limited = await draft();

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/) });
    expect(llm.requests).toHaveLength(2);
  });

  it('logs the failure, but neither the key nor the admin session token', async () => {
    const target = await appWithLlm();
    llm.replyWith({ status: 500, body: { error: { message: `key ${API_KEY} rejected` } } });
    const token = await adminToken(ctx);

    await target.inject({ method: 'POST', url: API_PATHS.blogGenerate, payload: { prompt: 'Heaps' }, headers: asAdmin(`Bearer ${token}`) });

    // Something was logged, so the key check in afterEach is not vacuous.
    const log = logLines.join('\n');
    expect(log).toContain('AI provider answered with an error status');
    expect(log).toContain('"providerStatus":500');
    expect(log).not.toContain(token);
  });
});
