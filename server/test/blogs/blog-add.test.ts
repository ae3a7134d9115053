import { API_PATHS, type BlogListResponse, LIMITS } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN, SESSION_INVALID } from '../../src/auth/admin-scope.ts';
import { blogs, media } from '../../src/db/schema.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { newBlog, pngImage, storedCounts } from '../helpers/blog-fixtures.ts';
import { type FilePart, multipart } from '../helpers/multipart.ts';
import { TEST_PUBLIC_API_URL, useTestApp } from '../helpers/test-app.ts';

type Parts = ReadonlyArray<readonly [string, string | FilePart]>;

describe('POST /api/blog/add', () => {
  const ctx = useTestApp();

  const cover = async (): Promise<FilePart> => ({ bytes: await pngImage(), filename: 'cover.png', type: 'image/png' });
  const blogField = (blog: unknown) => ['blog', typeof blog === 'string' ? blog : JSON.stringify(blog)] as const;

  /** Sends as the admin unless `headers` are given. */
  async function send(parts: Parts, headers?: Record<string, string>) {
    const body = await multipart(parts);
    const auth = headers ?? asAdmin(await adminToken(ctx));
    return ctx.app.inject({ method: 'POST', url: API_PATHS.blogAdd, payload: body.payload, headers: { ...body.headers, ...auth } });
  }

  async function expectRefused(parts: Parts, status: number, message: string): Promise<void> {
    const response = await send(parts);
    expect(response.json()).toEqual({ success: false, message });
    expect(response.statusCode).toBe(status);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ blogs: 0, media: 0 });
  }

  it('stores the blog and its cover together and lists it', async () => {
    const blog = newBlog({ title: '  Graph algorithms  ', category: 'Elective' });

    const response = await send([blogField(blog), ['image', await cover()]]);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Blog added successfully' });
    const [row] = await ctx.database.db.select().from(blogs);
    expect(row).toMatchObject({ title: 'Graph algorithms', subTitle: blog.subTitle, description: blog.description, category: 'Elective', isPublished: true });
    expect(row?.mediaId).toBeTruthy();
    expect(row?.image).toBe(`/api/media/${row?.mediaId}`);
    const [stored] = await ctx.database.db.select().from(media).where(eq(media.id, row?.mediaId ?? ''));
    expect(stored?.mime).toBe('image/webp');

    const listing = await ctx.app.inject({ method: 'GET', url: API_PATHS.blogAll });
    const [listed] = listing.json<BlogListResponse>().blogs;
    expect(listed).toMatchObject({ _id: row?.id, title: 'Graph algorithms', image: `${TEST_PUBLIC_API_URL}/api/media/${row?.mediaId}` });
    const image = await ctx.app.inject({ method: 'GET', url: `/api/media/${row?.mediaId}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('stores a draft that the public listing leaves out', async () => {
    const response = await send([blogField(newBlog({ isPublished: false })), ['image', await cover()]]);
    expect(response.statusCode).toBe(200);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ blogs: 1, media: 1 });
    const listing = await ctx.app.inject({ method: 'GET', url: API_PATHS.blogAll });
    expect(listing.json<BlogListResponse>().blogs).toEqual([]);
  });

  it('accepts the parts in either order and fields at their maximum length', async () => {
    const blog = newBlog({ title: 't'.repeat(LIMITS.blogTitle), subTitle: 's'.repeat(LIMITS.blogSubTitle) });
    const response = await send([['image', await cover()], blogField(blog)]);
    expect(response.statusCode).toBe(200);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ blogs: 1, media: 1 });
  });

  it('sanitises the description before storing it', async () => {
    const description = '<h2 style="color:red">Intro</h2><p onclick="steal()">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>';
    const response = await send([blogField(newBlog({ description })), ['image', await cover()]]);
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.database.db.select({ description: blogs.description }).from(blogs);
    expect(row?.description).toBe('<h2>Intro</h2><p>Hi <a>x</a></p>');
  });

  it.each([
    ['only empty paragraphs', '<p><br></p><p> </p>'],
    ['only a script', '<script>alert(1)</script>'],
    ['only an image with a forbidden source', '<img src="javascript:alert(1)">'],
  ])('refuses a description with %s', async (_label, description) => {
    await expectRefused([blogField(newBlog({ description })), ['image', await cover()]], 400, 'Please add blog content');
  });

  const { title: _title, ...withoutTitle } = newBlog();
  it.each([
    ['a missing title', withoutTitle, 'title is required'],
    ['an empty title', newBlog({ title: '' }), 'title is required'],
    ['a blank title', newBlog({ title: '   ' }), 'title is required'],
    ['a blank subtitle', newBlog({ subTitle: ' ' }), 'subTitle is required'],
    ['a title over 200 characters', newBlog({ title: 't'.repeat(LIMITS.blogTitle + 1) }), `title must be at most ${LIMITS.blogTitle} characters`],
    ['a subtitle over 300 characters', newBlog({ subTitle: 's'.repeat(LIMITS.blogSubTitle + 1) }), `subTitle must be at most ${LIMITS.blogSubTitle} characters`],
    [
      'a description over 200 KB',
      newBlog({ description: `<p>${'d'.repeat(LIMITS.blogDescription)}</p>` }),
      `description must be at most ${LIMITS.blogDescription} characters`,
    ],
    ['a category not in the list', newBlog({ category: 'Startup' }), 'category must be one of CSE, COD, Elective, Other'],
    ['isPublished as text', newBlog({ isPublished: 'true' }), 'isPublished must be a boolean'],
    ['an unknown field', { ...newBlog(), author: 'Mallory' }, 'Unknown field: author'],
    ['text that is not JSON', '{"title": "Graph', 'The blog field must be JSON text'],
    ['JSON that is not an object', '["Graph"]', 'The blog field must be a JSON object'],
  ])('answers 400 for %s and stores nothing', async (_label, blog, message) => {
    await expectRefused([blogField(blog), ['image', await cover()]], 400, message);
  });

  it('answers 400 when the blog field is missing', async () => {
    await expectRefused([['image', await cover()]], 400, 'The blog field is required');
  });

  it.each([
    ['no image part', async (): Promise<Parts> => [blogField(newBlog())]],
    ['an empty file', async (): Promise<Parts> => [blogField(newBlog()), ['image', { bytes: new Uint8Array(), filename: '', type: 'application/octet-stream' }]]],
    ['a text field instead of a file', async (): Promise<Parts> => [blogField(newBlog()), ['image', 'cover.png']]],
  ])('asks for a thumbnail when the form has %s', async (_label, parts) => {
    await expectRefused(await parts(), 400, 'Please upload a thumbnail image');
  });

  it('refuses a second file and unexpected fields', async () => {
    await expectRefused([blogField(newBlog()), ['image', await cover()], ['image', await cover()]], 400, 'Please upload a single thumbnail image');
    await expectRefused([blogField(newBlog()), ['image', await cover()], ['author', 'Mallory']], 400, 'Unexpected form field "author": send only blog and image');
  });

  it('answers 400 when the blog field is larger than any valid blog, without reading it whole', async () => {
    const huge = JSON.stringify(newBlog({ description: 'd'.repeat(LIMITS.blogDescription * 5) }));
    await expectRefused([blogField(huge), ['image', await cover()]], 400, `The blog is too long: description must be at most ${LIMITS.blogDescription} characters`);
  });

  it('answers 400 for a multipart body that cannot be parsed', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.blogAdd,
      payload: '--boundary\r\nContent-Disposition: form-data; name="blog"\r\n\r\n{"title"',
      headers: { 'content-type': 'multipart/form-data; boundary=boundary', ...asAdmin(await adminToken(ctx)) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The upload could not be read: send multipart/form-data with the fields blog and image' });
    expect(await storedCounts(ctx.database.db)).toMatchObject({ blogs: 0, media: 0 });
  });

  it('answers 415 for a JSON body instead of multipart', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: API_PATHS.blogAdd, payload: newBlog(), headers: asAdmin(await adminToken(ctx)) });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: 'Send the blog as multipart/form-data with the fields blog and image' });
  });

  it.each([
    ['without a token', {}, NOT_LOGGED_IN],
    ['with a token that is not a live session', asAdmin('forged-token'), SESSION_INVALID],
  ])('answers 401 %s and stores nothing', async (_label, headers, message) => {
    const response = await send([blogField(newBlog()), ['image', await cover()]], headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message });
    expect(await storedCounts(ctx.database.db)).toMatchObject({ blogs: 0, media: 0 });
  });
});
