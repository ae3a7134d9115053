// Finding: any X-Request-Id a client sent was echoed into the logs.
import { API_PATHS } from '@studyhub/shared-api/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { isUuid } from '../../src/http/uuid.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('X-Request-Id', () => {
  const ctx = useTestApp();

  it.each(['forged"} {"level":60,"msg":"admin logged in', 'x'.repeat(500), '12345', `${randomUUID()} trailing`])(
    'replaces a value that is not a UUID (%s) with one of its own, in the answer and the log',
    async (sent) => {
      const log = captureLog();
      const app = await buildApp({ config: { ...ctx.config, logLevel: 'info' }, database: ctx.database, logStream: log.stream });
      try {
        const response = await app.inject({ method: 'GET', url: API_PATHS.ping, headers: { 'x-request-id': sent } });
        const id = response.headers['x-request-id'] as string;
        expect(isUuid(id)).toBe(true);
        expect(log.text()).not.toContain(sent);
        expect(log.lines.filter((line) => line.msg === 'incoming request').map((line) => line.reqId)).toEqual([id]);
      } finally {
        await app.close();
      }
    },
  );

  it('keeps a UUID the client sent, so a proxy can correlate its logs with ours', async () => {
    const sent = randomUUID();
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.ping, headers: { 'x-request-id': sent } });
    expect(response.headers['x-request-id']).toBe(sent);
  });
});
