// Regression (found by the hardening suite): a NUL character in a stored text field reached
// PostgreSQL, which cannot store it, and answered 500.
import { API_PATHS } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog, newBlog, pngImage, storedCounts } from '../helpers/blog-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('NUL characters in stored text', () => {
  const testApp = useTestApp();

  it.each([
    ['name', { name: 'Ada\u0000', content: 'Fine' }],
    ['content', { name: 'Ada', content: 'before\u0000after' }],
  ])('a comment %s with NUL is a 400 naming the field', async (field, body) => {
    const blog = await insertBlog(testApp.database.db);
    const response = await testApp.app.inject({ method: 'POST', url: API_PATHS.blogAddComment, payload: { blog, ...body } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: `${field} cannot contain NUL characters` });
  });

  it.each(['title', 'subTitle', 'description'])('a blog %s with NUL is a 400 naming the field, nothing stored', async (field) => {
    const form = await multipart([
      ['blog', JSON.stringify(newBlog({ [field]: '<p>a\u0000b</p>' }))],
      ['image', { bytes: await pngImage(), filename: 'cover.png', type: 'image/png' }],
    ]);
    const headers = { ...asAdmin(await adminToken(testApp)), ...form.headers };
    const response = await testApp.app.inject({ method: 'POST', url: API_PATHS.blogAdd, payload: form.payload, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: `${field} cannot contain NUL characters` });
    expect(await storedCounts(testApp.database.db)).toEqual({ blogs: 0, media: 0, comments: 0 });
  });
});
