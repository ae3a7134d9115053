import type { Browser, Page } from '@playwright/test';
import { API_PATHS, COMMENT_ALLOWANCE, COMMENT_MESSAGES, type BlogSummaryListResponse, type CommentListResponse, type SiteConfigResponse } from '@studyhub/shared-api/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForHttp } from '../../scripts/processes.mjs';
import { originOf, shellRuntimeConfig, startApi, startStaticApp } from '../../scripts/stack.mjs';
import { E2E_APP_PORTS, E2E_SPARE_PORTS } from '../fixtures/ports.ts';
import { appTookOver, expect, test } from '../fixtures/test.ts';

// Comments from a class (docs/decisions/0068). The run's shared API allows its one address far more
// comments than a real one, so this file starts its own API with the default comment limits (fresh
// database, demo content) and a shell pointed at it. Every browser here reaches it from 127.0.0.1.

const [apiPort, shellPort] = E2E_SPARE_PORTS as [number, number];
const apiUrl = originOf(apiPort);
const shellUrl = originOf(shellPort);
const STUDENTS = 40;
/** Contexts open at once: enough to be quick, few enough for a small machine. */
const AT_ONCE = 5;

const processes: { stop(): Promise<void> }[] = [];
let dataDir = '';
let blogPath = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-e2e-comments-'));
  // No COMMENT_LIMIT_* here: the defaults are what this file is about.
  const api = startApi({
    port: apiPort,
    quiet: !process.env.E2E_VERBOSE,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_MODE: 'true', LOG_LEVEL: 'warn', PUBLIC_API_URL: apiUrl, CORS_ORIGINS: shellUrl },
  });
  processes.push(api);
  const runtimeConfig = shellRuntimeConfig({ apiUrl, appPorts: { ...E2E_APP_PORTS, shell: shellPort } });
  const shell = startStaticApp({ app: 'shell', port: shellPort, runtimeConfig, quiet: true });
  processes.push(shell);
  await waitForHttp(api, `${apiUrl}/api/health`);
  await waitForHttp(shell, `${shellUrl}/runtime-config.json`);
  const { blogs } = (await (await fetch(`${apiUrl}${API_PATHS.blogAll}`)).json()) as BlogSummaryListResponse;
  blogPath = `/blog/${blogs[0]!._id}`;
});

test.afterAll(async () => {
  await Promise.all(processes.splice(0).map((handle) => handle.stop()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Fills the blog page's comment form and posts it; resolves to the form's status line. */
async function postComment(page: Page, name: string, content: string) {
  const form = page.getByRole('form', { name: 'Leave a comment' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Comment').fill(content);
  await form.getByRole('button', { name: 'Post Comment' }).click();
  return form;
}

/** A student with a browser of their own: a new context, so its own storage and its own browser id. */
async function student(browser: Browser, index: number): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${shellUrl}${blogPath}`);
    await appTookOver(page);
    const form = await postComment(page, `Student ${index}`, `Question ${index}: is the heap property kept after extract-min?`);
    await expect(form.getByRole('status')).toHaveText(COMMENT_MESSAGES.submitted);
    await expect(form.getByLabel('Comment')).toHaveValue('');
  } finally {
    await context.close();
  }
}

test(`${STUDENTS} browsers behind one address each post a comment within the window`, async ({ browser }) => {
  test.setTimeout(240_000);
  for (let first = 0; first < STUDENTS; first += AT_ONCE) {
    await Promise.all(Array.from({ length: AT_ONCE }, (_, offset) => student(browser, first + offset + 1)));
  }
  // All forty wait for the moderator.
  const json = { 'content-type': 'application/json' };
  const { site } = (await (await fetch(`${apiUrl}${API_PATHS.site}`)).json()) as SiteConfigResponse;
  const login = await fetch(`${apiUrl}${API_PATHS.adminLogin}`, { method: 'POST', headers: json, body: JSON.stringify(site.demo) });
  const { token } = (await login.json()) as { token: string };
  const { comments } = (await (await fetch(`${apiUrl}${API_PATHS.adminComments}`, { headers: { authorization: token } })).json()) as CommentListResponse;
  const waiting = comments.filter((comment) => !comment.isApproved && comment.name.startsWith('Student '));
  expect(waiting).toHaveLength(STUDENTS);
});

test(`a browser's comment past its ${COMMENT_ALLOWANCE.perBrowser} in the window is refused with the limit message`, async ({ page }) => {
  await page.goto(`${shellUrl}${blogPath}`);
  await appTookOver(page);
  for (let n = 1; n <= COMMENT_ALLOWANCE.perBrowser; n++) {
    const form = await postComment(page, 'Rafi', `Note ${n} on amortised analysis`);
    // Cleared only once this post succeeded: the thanks below is not the previous one's.
    await expect(form.getByLabel('Comment')).toHaveValue('');
    await expect(form.getByRole('status')).toHaveText(COMMENT_MESSAGES.submitted);
  }
  const form = await postComment(page, 'Rafi', 'One more note on amortised analysis');
  const limit = new RegExp(`^You can post ${COMMENT_ALLOWANCE.perBrowser} comments every 10 minutes\\. Please try again in (10|9) minutes\\.$`);
  await expect(form.getByRole('status')).toHaveText(limit);
  // What was typed stays, to be sent later.
  await expect(form.getByLabel('Comment')).toHaveValue('One more note on amortised analysis');
});
