// Regression (found by the hardening suite): the router's own refusals — an over-long path
// parameter, a malformed percent-encoding — skipped the envelope and echoed the path back.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

describe("the router's refusals", () => {
  const testApp = useTestApp();

  it('answers 414 with the envelope for an id longer than any path parameter may be', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/blog/${'x'.repeat(500)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ success: false, message: 'The address is too long' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers 400 with the envelope for a path that does not decode', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/media/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The address is not valid' });
  });
});
