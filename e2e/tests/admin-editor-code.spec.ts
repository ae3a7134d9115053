import type { Locator } from '@playwright/test';
import { adminBlogTitled } from '../fixtures/admin-api.ts';
import { ADMIN_URL, loginThroughAdminUi } from '../fixtures/login.ts';
import { expect, test } from '../fixtures/test.ts';

// Code in a post, written as an author would in Chromium: a code block from the toolbar, one from
// ``` with Python picked, indented code with tabs pasted in, a Markdown snippet pasted; the stored
// body keeps every character of the code and its language (issue 33).

const COVER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');


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

/** Each code block of the stored body: its language class and its exact text. */
const CODE_BLOCKS = [
  { language: 'plain', text: 'print("toolbar")' },
  { language: 'python', text: `def f(x):\n${PYTHON_BODY}` },
  { language: 'c', text: 'int main(void) {\n\treturn 0;\n}' },
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

  await page.getByRole('button', { name: 'Add Blog' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blog added successfully' })).toBeVisible();

  // The API answers with the reader's HTML once the server renders at save (highlighting spans,
  // a language label): the code's text and its language class are what must survive either way.
  const stored = await adminBlogTitled(title);
  const body = await page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return {
      code: [...doc.querySelectorAll('pre > code')].map((code) => ({
        language: /\blanguage-(\S+)/.exec(code.className)?.[1],
        text: code.textContent,
      })),
      heading: doc.querySelector('h2')?.textContent,
      inlineCode: [...doc.querySelectorAll('li code')].map((code) => code.textContent),
      table: [...doc.querySelectorAll('table thead th, table tbody td')].map((cell) => `${cell.tagName}:${cell.textContent}`),
    };
  }, stored?.description ?? '');
  expect(body).toEqual({ code: CODE_BLOCKS, heading: 'Notes', inlineCode: ['f'], table: ['TH:n', 'TH:T(n)', 'TD:1', 'TD:1'] });
});
