// Regression (found by the hardening suite): the router's own refusals — an over-long path
// parameter, a malformed percent-encoding — skipped the envelope and echoed the path back.
import { describe, expect, it } from 'vitest';
import { MAX_PARAM_LENGTH } from '../../src/http/server-options.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe("the router's refusals", () => {
  const testApp = useTestApp();

  it('answers 404 with the envelope for a path parameter longer than the router takes', async () => {
    // Up to MAX_PARAM_LENGTH the route judges its parameter (decision 0080); beyond it (only
    // reachable past Node's own 16 KB request-line limit, as inject is) the router answers.
    const response = await testApp.app.inject({ method: 'GET', url: `/api/blog/${'x'.repeat(MAX_PARAM_LENGTH + 1)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers 400 with the envelope for a path that does not decode', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/media/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The address is not valid' });
  });
});
