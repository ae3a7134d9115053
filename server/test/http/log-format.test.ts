// LOG_FORMAT: one short line per request for a terminal (the default outside production), and
// pino's JSON records with `json`, for a log collector.
import { API_PATHS } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import type { LogFormat } from '../../src/config.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('LOG_FORMAT', () => {
  const ctx = useTestApp();

  async function logLines(logFormat: LogFormat, send: (app: App) => Promise<unknown>): Promise<string[]> {
    const written: string[] = [];
    const app = await buildApp({ config: { ...ctx.config, logLevel: 'info', logFormat }, database: ctx.database, logStream: { write: (line) => void written.push(line) } });
    try {
      await send(app);
    } finally {
      await app.close();
    }
    return written.join('').split('\n').filter(Boolean);
  }

  it('pretty: each request is one line of method, path, status and time; security events keep their fields, errors their stack', async () => {
    const lines = await logLines('pretty', async (app) => {
      await app.inject({ method: 'GET', url: API_PATHS.blogAll });
      await app.inject({ method: 'GET', url: '/api/no-such-route?x=1' });
      await app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: { email: 'nobody@example.edu', password: 'not-the-password' } });
      app.log.error({ err: new Error('the disk is full') }, 'request failed');
    });

    const requests = lines.filter((line) => /^(GET|POST) \//.test(line));
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatch(/^GET \/api\/blog\/all 200 \d+ ms$/);
    expect(requests[1]).toMatch(/^GET \/api\/no-such-route\?x=1 404 \d+ ms$/);
    expect(requests[2]).toMatch(/^POST \/api\/admin\/login 401 \d+ ms$/);
    expect(lines.find((line) => line.includes('login.failed'))).toMatch(/^WARN: security: login\.failed \{"securityEvent":"login\.failed",.*"account":"nobody@example\.edu"/);
    const error = lines.findIndex((line) => line.startsWith('ERROR: request failed'));
    expect(lines.slice(error, error + 6).join('\n')).toMatch(/"message": "the disk is full"[\s\S]*Error: the disk is full/);
    // No JSON record, and none of its noise (pid, host name, request id) on a line.
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/"pid"|"hostname"|reqId|incoming request/);
  });

  it('json: pino records, two per request as Fastify writes them', async () => {
    const lines = await logLines('json', (app) => app.inject({ method: 'GET', url: API_PATHS.blogAll }));
    const records = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; res?: { statusCode: number } });
    expect(records.map((record) => record.msg)).toEqual(['incoming request', 'request completed']);
    expect(records[0]!.req!.url).toBe(API_PATHS.blogAll);
    expect(records[1]!.res!.statusCode).toBe(200);
  });
});
