import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/static-host/security-headers.ts';
import { createStaticHost } from '../src/static-host/static-host.ts';
import { makeTempDir, removeDir } from './helpers/test-app.ts';

const SHELL_CONFIG = {
  apiBaseUrl: 'https://api.example.edu/v1',
  remotes: {
    remote_public: 'https://public.example.edu/remoteEntry.js',
    remote_resources: 'https://cdn.example.edu/resources/remoteEntry.js',
    remote_admin: 'https://cdn.example.edu/admin/remoteEntry.js',
  },
};

/** The CSP as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('content security policy', () => {
  const csp = directives(contentSecurityPolicy(SHELL_CONFIG));

  it('takes script and style origins from the runtime config, once each', () => {
    expect(csp.get('script-src')).toEqual(["'self'", 'https://public.example.edu', 'https://cdn.example.edu']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://public.example.edu', 'https://cdn.example.edu']);
  });

  it('lets the app call the API and read remote manifests, and show covers and thumbnails', () => {
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.edu', 'https://public.example.edu', 'https://cdn.example.edu']);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'https://api.example.edu', 'https://img.youtube.com']));
  });

  it('frames only the video player, is never framed, and allows no plugins or inline scripts', () => {
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('a standalone remote (no remotes) allows scripts from itself only', () => {
    const standalone = directives(contentSecurityPolicy({ apiBaseUrl: 'http://localhost:3000', remotes: {} }));
    expect(standalone.get('script-src')).toEqual(["'self'"]);
    expect(standalone.get('connect-src')).toEqual(["'self'", 'http://localhost:3000']);
  });
});

describe('static host security headers', () => {
  let appRoot: string;
  let otherRoot: string;
  beforeAll(async () => {
    appRoot = await makeTempDir();
    otherRoot = await makeTempDir();
    await writeFile(path.join(appRoot, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(path.join(appRoot, 'runtime-config.json'), JSON.stringify({ apiBaseUrl: 'http://built.test:3000', remotes: {} }));
    await writeFile(path.join(otherRoot, 'index.html'), '<!doctype html><title>storybook</title>');
  });
  afterAll(async () => {
    await removeDir(appRoot);
    await removeDir(otherRoot);
  });

  it('sends the CSP of the deploy-time config on pages, client routes and assets', async () => {
    const host = await createStaticHost({ root: appRoot, runtimeConfig: SHELL_CONFIG });
    for (const url of ['/', '/notes/cse220', '/runtime-config.json']) {
      const response = await host.inject({ url });
      expect(response.headers['content-security-policy'], url).toBe(contentSecurityPolicy(SHELL_CONFIG));
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
    }
    await host.close();
  });

  it('falls back to the runtime config the build ships', async () => {
    const host = await createStaticHost({ root: appRoot });
    const response = await host.inject({ url: '/' });
    expect(directives(String(response.headers['content-security-policy'])).get('connect-src')).toEqual(["'self'", 'http://built.test:3000']);
    await host.close();
  });

  it('a build that is not an app (no runtime config) gets no CSP and may frame itself', async () => {
    const host = await createStaticHost({ root: otherRoot });
    const response = await host.inject({ url: '/' });
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    await host.close();
  });
});
