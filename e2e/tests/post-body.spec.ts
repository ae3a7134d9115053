// A CS post as a student reads it (decision 0071): code, formulas and a table, on a 320 px phone
// and a laptop, light and dark, from the host's first paint and after the app took over.
import { axeViolations, describeViolations } from '../fixtures/axe.ts';
import { SHELL_URL } from '../fixtures/ports.ts';
import { appTookOver, expect, test } from '../fixtures/test.ts';
import { TestBlogs, uniqueToken } from './public-helpers.ts';

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

// Tabs, indentation, a blank line, "<" and "&", and a line far wider than a phone.
const PYTHON = [
  'def dijkstra(graph, source):',
  '\tdist = {source: 0}',
  '',
  '    heap = [(0, source)]  # a comment that runs on and on, far past the width of any phone screen at all',
  '    return dist if len(heap) < 1 and dist else None',
].join('\n');
const C = '#include <stdio.h>\nint main(void) {\n\tprintf("%d\\n", 1 & 3);\n\treturn 0;\n}';
const WIDE_TABLE = `<table><thead><tr>${['Algorithm', 'Best case', 'Average case', 'Worst case', 'Extra memory', 'Stable'].map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody><tr>${['Merge sort', 'n log n', 'n log n', 'n log n', 'n', 'yes'].map((cell) => `<td>${cell}</td>`).join('')}</tr></tbody></table>`;
const BODY = [
  '<h2>Shortest paths</h2>',
  `<pre><code class="language-python">${escape(PYTHON)}</code></pre>`,
  '<p>It runs in $O((V + E) \\log V)$ time, and inline <code>heapq</code> does the work; a plain $5 stays text.</p>',
  '<p>$$T(n) = 2T\\left(\\frac{n}{2}\\right) + n + \\sum_{i=1}^{n} i^2 + \\sum_{j=1}^{n} j^3 + \\sum_{k=1}^{n} k^4 = \\Theta(n^5)$$</p>',
  '<p>A broken one: $\\frac{1}{$ stays readable.</p>',
  `<pre><code class="language-c">${escape(C)}</code></pre>`,
  WIDE_TABLE,
].join('');

let blogs: TestBlogs;
let id: string;
const title = `${uniqueToken('pb')} Dijkstra with a heap`;

test.beforeAll(async () => {
  blogs = await TestBlogs.open();
  id = (await blogs.create({ title, description: BODY }))._id;
});
test.afterAll(async () => blogs.removeAll());

test('the host paints code, formulas and tables with the formula stylesheet already linked', async ({ request }) => {
  const html = await (await request.get(`${SHELL_URL}/blog/${id}`)).text();
  expect(html).toMatch(/<link rel="stylesheet" href="http:\/\/[^"]+\/assets\/katex\.min-[\w-]+\.css" data-precedence="katex">/);
  expect(html).toContain('class="code-block"');
  expect(html).toContain('<math');
});

for (const width of [320, 1280]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`at ${width} px (${colorScheme}) the post reads right and the page never scrolls sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto(`/blog/${id}`);
      await appTookOver(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();

      // Exactly what was written, tabs and all, in a monospace box labelled with its language.
      const blocks = main.locator('.code-block');
      await expect(blocks).toHaveCount(2);
      expect(await blocks.nth(0).locator('pre code').textContent()).toBe(PYTHON);
      expect(await blocks.nth(1).locator('pre code').textContent()).toBe(C);
      await expect(blocks.nth(0)).toContainText('Python');
      await expect(blocks.nth(1)).toContainText('C');
      expect(await blocks.nth(0).locator('pre').evaluate((pre) => getComputedStyle(pre).fontFamily)).toMatch(/mono|Menlo|Consolas/i);
      expect(await blocks.nth(0).locator('.hljs-keyword').count()).toBeGreaterThan(0);

      // Formulas: KaTeX's HTML on screen, MathML for screen readers, the stylesheet applied.
      const formula = main.locator('.katex').first();
      await expect(formula.locator('math annotation')).toHaveText('O((V + E) \\log V)');
      expect(await formula.locator('.katex-mathml').evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
      await expect(main.locator('.math-error')).toContainText('\\frac{1}{');
      await expect(main.getByText('a plain $5 stays text')).toBeVisible();
      await expect(main.locator('table th').first()).toHaveText('Algorithm');

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'the page scrolls sideways').toBe(0);
      if (width === 320) {
        // The long line, the wide table and the long formula scroll inside their own boxes.
        for (const box of [blocks.nth(0).locator('pre'), main.locator('.table-scroll'), main.locator('.katex-display')]) {
          expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
        }
      }
      const violations = await axeViolations(page, { include: [['main article']] });
      expect(describeViolations(`/blog (${width}, ${colorScheme})`, violations)).toEqual([]);
    });
  }
}

test('Copy puts the exact code on the clipboard and says "Copied", to screen readers too; no highlighter is downloaded', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SHELL_URL });
  const scripts: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  // The formulas' fonts are files the CSP allows (a font inlined as data: is refused, and logged).
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`/blog/${id}`);
  await appTookOver(page);
  await page.evaluate(() => document.fonts.ready);
  expect(scripts.filter((url) => /katex|highlight|hljs|shiki/i.test(url))).toEqual([]);
  expect(consoleErrors).toEqual([]);
  const copy = page.locator('.code-block').nth(0).getByRole('button', { name: 'Copy' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.code-block').nth(0).getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Code copied to the clipboard' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PYTHON);
  await expect(page.locator('.code-block').nth(0).getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 5000 });
});
