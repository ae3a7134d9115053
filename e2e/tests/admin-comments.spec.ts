import { request, type Page } from '@playwright/test';
import { API_PATHS, type BlogSummaryListResponse, type CommentListResponse } from '@studyhub/shared-api/contract';
import { ADMIN_MODES, loginThroughAdminUi } from '../fixtures/login.ts';
import { API_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';
import { visitorBrowserId } from '../fixtures/visitor.ts';

// Moderation: a visitor's comment waits under Not Approved until the admin approves it, then the
// blog page shows it; a deleted comment is gone for good. In the shell and standalone.

interface VisitorComment {
  blogId: string;
  blogTitle: string;
  content: string;
}

/** A visitor (no token) comments on a published blog, through the public API. */
async function visitorComments(content: string): Promise<VisitorComment> {
  const api = await request.newContext({ baseURL: API_URL });
  try {
    const { blogs } = (await (await api.get(API_PATHS.blogAll)).json()) as BlogSummaryListResponse;
    const blog = blogs[0]!;
    const response = await api.post(API_PATHS.blogAddComment, { data: { blog: blog._id, name: 'Tanvir Ahmed', content, browserId: visitorBrowserId() } });
    expect(response.ok()).toBe(true);
    return { blogId: blog._id, blogTitle: blog.title, content };
  } finally {
    await api.dispose();
  }
}

/** What the blog page reads: the blog's approved comments. */
async function approvedContents(blogId: string): Promise<string[]> {
  const api = await request.newContext({ baseURL: API_URL });
  try {
    const body = (await (await api.post(API_PATHS.blogComments, { data: { blogId } })).json()) as CommentListResponse;
    return body.comments.map((comment) => comment.content);
  } finally {
    await api.dispose();
  }
}

const rowOf = (page: Page, content: string) => page.getByRole('row').filter({ hasText: content });

for (const { mode, origin } of ADMIN_MODES) {
  test.describe(`comments ${mode}`, () => {
    test('approving moves a visitor comment from Not Approved to Approved and publishes it', async ({ page }) => {
      const comment = await visitorComments(`Which edition of CLRS? (${mode}, ${Date.now()})`);
      await loginThroughAdminUi(page, { origin, path: '/admin/Comments' });

      await expect(page.getByRole('radio', { name: 'Not Approved' })).toBeChecked();
      const row = rowOf(page, comment.content);
      await expect(row).toContainText(comment.blogTitle);
      await expect(row).toContainText('Tanvir Ahmed');
      await row.getByRole('button', { name: 'Approve comment by Tanvir Ahmed' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Comment approved' })).toBeVisible();
      await expect(row).toHaveCount(0);
      expect(await approvedContents(comment.blogId)).toContain(comment.content);

      await page.getByRole('radio', { name: 'Approved', exact: true }).click();
      await expect(rowOf(page, comment.content)).toBeVisible();
      await expect(rowOf(page, comment.content).getByRole('button', { name: /Approve/ })).toHaveCount(0);
    });

    test('the approved comment appears on its blog page', async ({ page }) => {
      const comment = await visitorComments(`Great summary of B-trees (${mode}, ${Date.now()})`);
      await loginThroughAdminUi(page, { origin, path: '/admin/Comments' });
      await rowOf(page, comment.content).getByRole('button', { name: /Approve comment/ }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Comment approved' })).toBeVisible();

      await page.goto(`/blog/${comment.blogId}`);
      await expect(page.getByRole('heading', { level: 1, name: comment.blogTitle })).toBeVisible();
      await expect(page.getByText(comment.content)).toBeVisible();
    });

    test('deleting a comment asks first, then removes it', async ({ page }) => {
      const comment = await visitorComments(`Buy cheap notes at example.com (${mode}, ${Date.now()})`);
      await loginThroughAdminUi(page, { origin, path: '/admin/comments' });
      await rowOf(page, comment.content).getByRole('button', { name: 'Delete comment by Tanvir Ahmed' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('Are you sure you want to delete this comment?');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(rowOf(page, comment.content)).toBeVisible();

      await rowOf(page, comment.content).getByRole('button', { name: 'Delete comment by Tanvir Ahmed' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Comment deleted' })).toBeVisible();
      await expect(rowOf(page, comment.content)).toHaveCount(0);
      await page.getByRole('radio', { name: 'Approved', exact: true }).click();
      await expect(rowOf(page, comment.content)).toHaveCount(0);
    });
  });
}
