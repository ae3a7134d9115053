import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { API_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';

// The public pages in a real browser, light and dark, checked by axe-core with contrast included
// (jsdom cannot measure it). Only the page's own content is checked; the shell has its own tests.

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

test.use({ reducedMotion: 'reduce' });

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run({ include: [['main']] }, { resultTypes: ['violations'] });
    return result.violations;
  });
  return found.map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`home and blog detail pass axe in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Try the admin portal' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Academic Resources' })).toBeVisible();
    expect(await violations(page), 'home').toEqual([]);

    const { blogs } = (await (await fetch(`${API_URL}/api/blog/all?view=summary`)).json()) as { blogs: { _id: string }[] };
    await page.goto(`/blog/${blogs[0]!._id}`);
    await expect(page.getByRole('form', { name: 'Leave a comment' })).toBeVisible();
    expect(await violations(page), 'blog detail').toEqual([]);

    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1, name: 'Resource not found' })).toBeVisible();
    expect(await violations(page), 'not found').toEqual([]);
  });
}
