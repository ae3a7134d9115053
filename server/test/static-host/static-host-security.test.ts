import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptSources } from '../../src/static-host/security-headers.ts';
import { createStaticHost } from '../../src/static-host/static-host.ts';
import { makeTempDir, removeDir } from '../helpers/test-app.ts';

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

describe('inline scripts in the policy', () => {
  // The shell's first script, which runs before the page paints (docs/decisions/0069).
  const FIRST = 'window.first=1;';
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('allows each inline script of the build by its hash, and nothing else inline', () => {
    const html = `<head><meta charset="UTF-8" /><script data-first-paint-capture>${FIRST}</script><script type="module" src="/assets/start.js"></script><script type="application/ld+json">{"@type":"WebSite"}</script><script type="application/json" data-first-paint-data="">{}</script><script type="module">import "/x.js";</script></head>`;
    expect(inlineScriptSources(html)).toEqual([sha256(FIRST), sha256('import "/x.js";')]);
    const csp = directives(contentSecurityPolicy(SHELL_CONFIG, inlineScriptSources(html)));
    expect(csp.get('script-src')).toEqual(["'self'", sha256(FIRST), sha256('import "/x.js";'), 'https://public.example.edu', 'https://cdn.example.edu']);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('are those of the index.html the static host serves', async () => {
    const root = await makeTempDir();
    await writeFile(path.join(root, 'index.html'), `<!doctype html><head><script>${FIRST}</script></head>`);
    const host = await createStaticHost({ root, runtimeConfig: SHELL_CONFIG });
    try {
      for (const url of ['/', '/notes/cse220']) {
        expect(directives(String((await host.inject({ url })).headers['content-security-policy'])).get('script-src'), url).toContain(sha256(FIRST));
      }
    } finally {
      await host.close();
      await removeDir(root);
    }
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

describe('static host dotfiles', () => {
  // Secrets and build-only files a careless deploy could leave in the served directory.
  const DOTFILES = {
    '.env': 'DATABASE_URL=postgres://secret',
    '.git/config': '[remote "origin"] url = https://token@example.edu/repo.git',
    '.vite/manifest.json': '{"src/main.tsx":{"file":"assets/main-secret.js"}}',
    'assets/.secret': 'nested secret',
    '.well-known/security.txt': 'Contact: mailto:security@example.edu',
  };
  let root: string;
  let host: Awaited<ReturnType<typeof createStaticHost>>;
  beforeAll(async () => {
    root = await makeTempDir();
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'assets', 'index-abc123.js'), 'export const ok = 1;');
    for (const [file, text] of Object.entries(DOTFILES)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    host = await createStaticHost({ root, runtimeConfig: SHELL_CONFIG });
  });
  afterAll(async () => {
    await host.close();
    await removeDir(root);
  });

  it.each([
    '/.env',
    '/.git/config',
    '/.git/',
    '/.vite/manifest.json',
    '/%2Eenv',
    '/%2eenv?x=1',
    '/%252eenv',
    '/.%67it/config',
    '/assets/.secret',
    '/assets%2F.secret',
    '/.well-known/security.txt',
    '/.env.missing',
    '/nested/.missing/route',
  ])('answers 404 Not found to %s: never the file, never the page', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await host.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      // The site's error envelope (docs/decisions/0079).
      expect(response.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy'], `${method} ${url}`).toBe(contentSecurityPolicy(SHELL_CONFIG));
      expect(response.headers['x-content-type-options'], `${method} ${url}`).toBe('nosniff');
      if (method === 'GET') expect(response.json(), url).toEqual({ success: false, message: 'Not found' });
    }
  });

  it('still serves assets and client-side routes', async () => {
    for (const url of ['/assets/index-abc123.js', '/', '/notes/cse220']) {
      const response = await host.inject({ url });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
