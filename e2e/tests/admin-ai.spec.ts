import type { Page } from '@playwright/test';
import { API_PATHS, type SiteConfigResponse } from '@studyhub/shared-api/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForHttp } from '../../scripts/processes.mjs';
import { originOf, shellRuntimeConfig, startApi, startStaticApp } from '../../scripts/stack.mjs';
import { ADMIN_MODES, loginThroughAdminUi } from '../fixtures/login.ts';
import { E2E_APP_PORTS, E2E_SPARE_PORTS } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';

// "Generate with AI". The shared stack has no AI provider, so there the button explains itself.
// For drafts this file starts its own small deployment: a fake OpenAI-compatible provider, an API
// configured with it (fresh database), and a shell and a standalone admin pointed at that API.

const AI_NOT_CONFIGURED = 'AI draft generation is not configured on this server';
const DRAFT = '## Binary search\n\n- Halve the range each step\n- **O(log n)** comparisons';
const MODEL = 'fake-draft-model';

async function openAddBlog(page: Page, origin: string, own?: { credentials: { email: string; password: string }; apiUrl: string }) {
  await loginThroughAdminUi(page, { origin, path: '/admin/addBlog', ...own });
  return {
    generate: page.getByRole('button', { name: 'Generate with AI' }),
    editor: page.getByRole('textbox', { name: 'Blog Description' }),
  };
}

for (const { mode, origin } of ADMIN_MODES) {
  test(`without an AI provider the button says so instead of failing (${mode})`, async ({ page }) => {
    const { generate } = await openAddBlog(page, origin);
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription(AI_NOT_CONFIGURED);
    await expect(page.getByText(AI_NOT_CONFIGURED)).toBeVisible();
  });
}

/** An OpenAI-compatible chat-completions endpoint that answers DRAFT when the test lets it. */
class FakeProvider {
  readonly requests: { model: string; messages: { role: string; content: string }[] }[] = [];
  private gate: Promise<void> = Promise.resolve();
  private server: Server | undefined;
  url = '';

  async start() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        this.requests.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        await this.gate;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: DRAFT }, finish_reason: 'stop' }] }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** Holds the next answers until the returned function is called. */
  hold(): () => void {
    let release!: () => void;
    this.gate = new Promise((resolve) => (release = resolve));
    return release;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

test.describe('with an AI provider', () => {
  const [apiPort, shellPort, adminPort] = E2E_SPARE_PORTS as [number, number, number];
  const apiUrl = originOf(apiPort);
  const provider = new FakeProvider();
  const processes: { stop(): Promise<void> }[] = [];
  let dataDir = '';
  let credentials: { email: string; password: string };

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await provider.start();
    dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-e2e-ai-'));
    const api = startApi({
      port: apiPort,
      quiet: !process.env.E2E_VERBOSE,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_MODE: 'true',
        LOG_LEVEL: 'warn',
        PUBLIC_API_URL: apiUrl,
        CORS_ORIGINS: [originOf(shellPort), originOf(adminPort)].join(','),
        LLM_BASE_URL: provider.url,
        LLM_MODEL: MODEL,
      },
    });
    processes.push(api);
    const remotes = shellRuntimeConfig({ apiUrl, appPorts: E2E_APP_PORTS }).remotes;
    const shell = startStaticApp({ app: 'shell', port: shellPort, runtimeConfig: { apiBaseUrl: apiUrl, remotes }, quiet: true });
    const admin = startStaticApp({
      app: 'remote-admin',
      port: adminPort,
      runtimeConfig: { apiBaseUrl: apiUrl, remotes: {}, siteUrl: `${originOf(shellPort)}/` },
      quiet: true,
    });
    processes.push(shell, admin);
    await waitForHttp(api, `${apiUrl}/api/health`);
    await waitForHttp(shell, `${originOf(shellPort)}/runtime-config.json`);
    await waitForHttp(admin, `${originOf(adminPort)}/runtime-config.json`);
    const site = (await (await fetch(`${apiUrl}${API_PATHS.site}`)).json()) as SiteConfigResponse;
    expect(site.site.ai.configured).toBe(true);
    credentials = site.site.demo!;
  });

  test.afterAll(async () => {
    await Promise.all(processes.splice(0).map((handle) => handle.stop()));
    await provider.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const portals = [
    { mode: 'in the shell', origin: originOf(shellPort) },
    { mode: 'standalone', origin: originOf(adminPort) },
  ];

  for (const { mode, origin } of portals) {
    test(`generates a draft from the title into the editor (${mode})`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const { generate, editor } = await openAddBlog(page, origin, { credentials, apiUrl });

      await generate.click();
      await expect(page.getByLabel('Blog Title')).toHaveAccessibleDescription('Please enter a title');
      await expect(page.getByLabel('Blog Title')).toBeFocused();
      const asked = provider.requests.length;

      await page.getByLabel('Blog Title').fill('Binary search');
      const release = provider.hold();
      await generate.click();
      const overlay = page.getByRole('status').filter({ hasText: 'Generating a draft with AI…' });
      await expect(overlay).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add Blog' })).toBeDisabled();
      release();

      await expect(editor.getByRole('heading', { level: 2, name: 'Binary search' })).toBeVisible();
      await expect(editor.getByRole('listitem')).toHaveText(['Halve the range each step', 'O(log n) comparisons']);
      await expect(editor.locator('strong')).toHaveText('O(log n)');
      await expect(overlay).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add Blog' })).toBeEnabled();

      expect(provider.requests).toHaveLength(asked + 1);
      expect(provider.requests.at(-1)).toMatchObject({ model: MODEL, messages: [{ role: 'system' }, { role: 'user', content: 'Binary search' }] });
      // marked arrives with the first draft, not before.
      expect(requested.some((url) => /marked[\w.-]*\.js$/.test(url))).toBe(true);
    });
  }
});
