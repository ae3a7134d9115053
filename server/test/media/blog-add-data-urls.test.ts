import { API_PATHS } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { newBlog, pngImage, storedCounts } from '../helpers/blog-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { useTestApp } from '../helpers/test-app.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Post bodies keep no data: URLs (issue 33): images go through POST /api/media/upload. */
describe('POST /api/blog/add refuses bodies holding data: URLs', () => {
  const ctx = useTestApp();

  async function add(description: string) {
    const body = await multipart([
      ['blog', JSON.stringify(newBlog({ description }))],
      ['image', { bytes: await pngImage(), filename: 'cover.png', type: 'image/png' }],
    ]);
    return ctx.app.inject({ method: 'POST', url: API_PATHS.blogAdd, payload: body.payload, headers: { ...body.headers, ...asAdmin(await adminToken(ctx)) } });
  }

  it.each([
    ['an image source', `<p><img src="${PNG}" alt="Graph"></p>`, '<img src>'],
    ['an image source in capitals, after spaces', `<p><img src="  DATA:image/png;base64,AAAA" alt=""></p>`, '<img src>'],
    ['an image source written with entities', `<p><img src="&#100;ata:image/png;base64,AAAA"></p>`, '<img src>'],
    ['an image source with a tab in the scheme', `<p><img src="da\tta:image/png;base64,AAAA"></p>`, '<img src>'],
    ['a later candidate of a srcset', `<p><img src="https://example.edu/a.png" srcset="https://example.edu/a.png 1x, ${PNG} 2x"></p>`, '<img srcset>'],
    ['a link', '<p><a href="data:text/html;base64,PHNjcmlwdD4=">open</a></p>', '<a href>'],
    ['a style url()', `<p style="background: url(${PNG})">x</p>`, '<p style>'],
    ['an unknown element', `<p>x</p><video poster="${PNG}"></video>`, '<video poster>'],
  ])('answers 400 for a data: URL in %s, storing nothing', async (_where, description, named) => {
    const response = await add(description);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: `Images must be uploaded with the editor's Image button: the description holds a data: URL (in ${named}), which is not stored`,
    });
    expect(await storedCounts(ctx.database.db)).toMatchObject({ blogs: 0, media: 0 });
  });

  it.each([
    ['text that mentions data: URLs', '<p>A <code>data:image/png;base64,AAAA</code> URL inlines the bytes; so does data:text/plain,hi.</p>'],
    ['alt text starting with "Data:"', '<p><img src="https://example.edu/chart.png" alt="Data: three samples"></p>'],
    ['a link whose path holds data:', '<p><a href="https://example.edu/data:set">set</a></p>'],
  ])('accepts %s', async (_what, description) => {
    const response = await add(description);
    expect(response.statusCode).toBe(200);
  });
});
