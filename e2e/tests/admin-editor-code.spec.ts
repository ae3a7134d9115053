import type { Locator } from '@playwright/test';
import { API_PATHS, type Blog, type BlogListResponse } from '@studyhub/shared-api/contract';
import { adminApi } from '../fixtures/admin-api.ts';
import { ADMIN_URL, loginThroughAdminUi } from '../fixtures/login.ts';
import { expect, test } from '../fixtures/test.ts';

// Code in a post, written as an author would in Chromium: a code block from the toolbar, one from
// ``` with Python picked, indented code with tabs pasted in, a Markdown snippet pasted; the stored
// body keeps every character of the code and its language (issue 33).

const COVER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function storedBlog(title: string): Promise<Blog | undefined> {
  const api = await adminApi();
  try {
    const body = (await (await api.get(API_PATHS.adminBlogs)).json()) as BlogListResponse;
    return body.blogs.find((blog) => blog.title === title);
  } finally {
    await api.dispose();
  }
}

/** A paste of plain text, as the system clipboard would deliver it. */
async function pasteText(editor: Locator, text: string) {
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const PYTHON_BODY = "\tif x < 1:\n\t\treturn '<&>'\n\n    return x  \nprint(f(2))";
const MARKDOWN = '## Notes\n\n- **fast**\n- see `f`\n\n```c\nint main(void) {\n\treturn 0;\n}\n```\n\n| n | T(n) |\n|---|---|\n| 1 | 1 |';

const STORED_CODE = [
  '<pre><code class="language-plain">print("toolbar")</code></pre>',
  '<pre><code class="language-python">def f(x):\n\tif x &lt; 1:\n\t\treturn \'&lt;&amp;&gt;\'\n\n    return x  \nprint(f(2))</code></pre>',
  '<h2>Notes</h2>',
  '<code>f</code>',
  '<pre><code class="language-c">int main(void) {\n\treturn 0;\n}</code></pre>',
  '<table><thead><tr><th>n</th><th>T(n)</th></tr></thead><tbody><tr><td>1</td><td>1</td></tr></tbody></table>',
];

test('code blocks from the toolbar and ```, Python picked, code and Markdown pasted, stored exactly', async ({ page }) => {
  test.setTimeout(60_000);
  const title = `Code in posts (${Date.now()})`;
  await loginThroughAdminUi(page, { origin: ADMIN_URL, path: '/admin/addBlog' });
  await page.getByLabel('Thumbnail').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: COVER });
  await page.getByLabel('Blog Title').fill(title);
  await page.getByLabel('Subtitle').fill('Exact to the tab');

  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const codeBlock = toolbar.getByRole('button', { name: 'Code block' });
  const language = toolbar.getByRole('combobox', { name: 'Code language' });
  const editor = page.getByRole('textbox', { name: 'Blog Description' });
  await editor.click();
  await page.keyboard.type('Intro');
  await page.keyboard.press('Enter');

  await codeBlock.click();
  await expect(language).toBeEnabled();
  await expect(language).toHaveValue('plain');
  await page.keyboard.type('print("toolbar")');
  await page.keyboard.press('Enter');
  await codeBlock.click();
  await expect(language).toBeDisabled();
  await page.keyboard.type('Then:');
  await page.keyboard.press('Enter');

  await page.keyboard.type('```');
  await expect(language).toBeEnabled();
  await language.selectOption({ label: 'Python' });
  await editor.focus();
  await page.keyboard.type('def f(x):');
  await page.keyboard.press('Enter');
  await pasteText(editor, PYTHON_BODY);
  await page.keyboard.press('Enter');
  await codeBlock.click();

  await pasteText(editor, MARKDOWN);
  await expect(editor.getByRole('table')).toBeVisible();
  await expect(editor.getByRole('heading', { level: 2, name: 'Notes' })).toBeVisible();

  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(API_PATHS.blogAdd));
  await page.getByRole('button', { name: 'Add Blog' }).click();
  const body = (await sent).postData() ?? '';
  for (const part of STORED_CODE) expect(body).toContain(JSON.stringify(part).slice(1, -1));
  await expect(page.getByRole('status').filter({ hasText: 'Blog added successfully' })).toBeVisible();

  const stored = await storedBlog(title);
  for (const part of STORED_CODE) expect(stored?.description).toContain(part);
});
