// Draft links (issue 34, docs/decisions/0078) on either database: made by the admin, opened signed
// out at GET /api/preview/:token, dead on revoke and expiry, the same 404 for every dead token.
import {
  API_PATHS,
  type CreatedPreviewLinkResponse,
  type DraftPreviewResponse,
  PREVIEW_MESSAGES,
  type PreviewLinkListResponse,
} from '@studyhub/shared-api/contract';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN } from '../../src/auth/admin-scope.ts';
import { previewLinks } from '../../src/db/schema.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

const linksUrl = (id: string) => API_PATHS.adminPreviewLinks.replace(':id', id);
const previewUrl = (token: string) => API_PATHS.preview.replace(':token', token);
const NOT_FOUND_BODY = { success: false, message: PREVIEW_MESSAGES.notFound };

describe('draft links', () => {
  const ctx = useTestApp();
  let token: string;
  let blogId: string;
  beforeEach(async () => {
    token = await adminToken(ctx);
    blogId = await insertBlog(ctx.database.db, { title: 'Published title', description: '<p>Published text</p>' });
  });

  const create = (id: string, body?: object, headers: Record<string, string> = asAdmin(token)) =>
    ctx.app.inject({ method: 'POST', url: linksUrl(id), headers, ...(body ? { payload: body } : {}) });
  const list = (id: string) => ctx.app.inject({ method: 'GET', url: linksUrl(id), headers: asAdmin(token) });
  const revoke = (id: string, linkId: string) => ctx.app.inject({ method: 'DELETE', url: `${linksUrl(id)}/${linkId}`, headers: asAdmin(token) });
  const open = (draftToken: string) => ctx.app.inject({ method: 'GET', url: previewUrl(draftToken) });
  const storedLinks = () => ctx.database.db.select().from(previewLinks);

  async function newLink(body: object = {}) {
    const response = await create(blogId, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedPreviewLinkResponse>().link;
  }

  /** Another revision of the post, as an autosave writes it: newer than what readers get. */
  async function addRevision(revision: number, title: string, description: string, kind = 'autosave') {
    await ctx.database.db.execute(sql`
      INSERT INTO blog_revisions (blog_id, revision, version, kind, title, sub_title, category, description, size_bytes)
      VALUES (${blogId}::uuid, ${revision}, 1, ${kind}, ${title}, 'Draft subtitle', 'Math', ${description}, ${description.length})`);
  }

  it('makes a token of at least 128 random bits, stores only its SHA-256 and answers the token once', async () => {
    const link = await newLink();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(Buffer.from(link.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(link.url).toBe(`${ctx.config.publicSiteUrl.replace(/\/+$/, '')}/preview/${link.token}`);
    const hash = createHash('sha256').update(link.token).digest('hex');
    expect(link.id).toBe(hash);
    const rows = await storedLinks();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hash);
    expect(JSON.stringify(rows)).not.toContain(link.token);
    // Seven days by default.
    expect(new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()).toBe(168 * 3_600_000);
    // The list names links without their tokens.
    const listed = (await list(blogId)).json<PreviewLinkListResponse>().links;
    expect(listed).toEqual([{ id: hash, createdAt: link.createdAt, expiresAt: link.expiresAt }]);
    expect(JSON.stringify(listed)).not.toContain(link.token);
  });

  it('opens the draft signed out, never cached, never indexed', async () => {
    const link = await newLink({ expiresInHours: 1 });
    expect(new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()).toBe(3_600_000);
    const response = await open(link.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const body = response.json<DraftPreviewResponse>();
    expect(body.preview).toBe(true);
    expect(body.blog).toMatchObject({ _id: blogId, title: 'Published title', isPublished: true });
    expect(body.blog.description).toContain('Published text');
  });

  it("shows the post's newest revision, whatever its kind, rendered as a save renders it, not the published text", async () => {
    await addRevision(1, 'Published title', '<p>Published text</p>', 'manual');
    await addRevision(2, 'Draft title', '<p>Draft with <code>x</code> and $$a^2$$</p>');
    const link = await newLink();
    const { blog } = (await open(link.token)).json<DraftPreviewResponse>();
    expect(blog).toMatchObject({ title: 'Draft title', subTitle: 'Draft subtitle', category: 'Math' });
    expect(blog.description).toContain('Draft with');
    expect(blog.description).not.toContain('Published text');
    // The formula rendered by KaTeX, as on write: what readers would get once saved.
    expect(blog.description).toContain('katex');
    expect(blog.updatedAt).toBeDefined();
    // Readers still get the published text.
    const published = (await ctx.app.inject({ method: 'GET', url: API_PATHS.blogById.replace(':id', blogId) })).json<{ blog: { title: string } }>();
    expect(published.blog.title).toBe('Published title');
  });

  it('answers one and the same 404 for a revoked, an expired and a wrong token', async () => {
    const revoked = await newLink();
    const expired = await newLink();
    const alive = await newLink();
    const revocation = await revoke(blogId, revoked.id);
    expect(revocation.statusCode).toBe(200);
    expect(revocation.json()).toEqual({ success: true, message: PREVIEW_MESSAGES.revoked });
    await ctx.database.db.update(previewLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(previewLinks.tokenHash, expired.id));

    const answers = await Promise.all([revoked.token, expired.token, `${alive.token.slice(0, -2)}AA`, 'nope', alive.id].map(open));
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND_BODY);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
    }
    expect((await open(alive.token)).statusCode).toBe(200);
    // Dead links leave the list; revoking one again finds nothing.
    expect((await list(blogId)).json<PreviewLinkListResponse>().links.map((link) => link.id)).toEqual([alive.id]);
    expect((await revoke(blogId, revoked.id)).statusCode).toBe(404);
    expect((await revoke(blogId, expired.id)).statusCode).toBe(404);
  });

  it("deletes expired links, any post's, when a link is made; live and revoked-but-unexpired ones stay", async () => {
    const otherPost = await insertBlog(ctx.database.db, { title: 'Another post' });
    const expired = await newLink();
    const alive = await newLink();
    const revoked = await newLink();
    expect((await revoke(blogId, revoked.id)).statusCode).toBe(200);
    const elsewhere = (await create(otherPost, {})).json<CreatedPreviewLinkResponse>().link;
    await ctx.database.db.update(previewLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(sql`${previewLinks.tokenHash} in (${expired.id}, ${elsewhere.id})`);
    // Until then an expired row stays, dead like before.
    expect((await open(expired.token)).json()).toEqual(NOT_FOUND_BODY);
    expect(await storedLinks()).toHaveLength(4);

    const made = await newLink();
    expect((await storedLinks()).map((row) => row.tokenHash).sort()).toEqual([alive.id, revoked.id, made.id].sort());
    for (const dead of [expired.token, elsewhere.token, revoked.token]) expect((await open(dead)).json()).toEqual(NOT_FOUND_BODY);
    expect((await open(alive.token)).statusCode).toBe(200);
  });

  it('dies with its post', async () => {
    const link = await newLink();
    await ctx.database.db.execute(sql`DELETE FROM blogs WHERE id = ${blogId}::uuid`);
    expect((await open(link.token)).json()).toEqual(NOT_FOUND_BODY);
    expect(await storedLinks()).toEqual([]);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    for (const body of [{ expiresInHours: 0 }, { expiresInHours: 721 }, { expiresInHours: 1.5 }, { expiresInHours: '24' }, { hours: 24 }]) {
      const response = await create(blogId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/expiresInHours|hours/);
    }
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await create(id, {})).statusCode).toBe(404);
      expect((await list(id)).statusCode).toBe(404);
    }
    expect((await revoke(blogId, 'zz')).statusCode).toBe(404);
    expect(await storedLinks()).toEqual([]);
  });

  it('answers 401 signed out on the admin routes, changing nothing', async () => {
    const link = await newLink();
    for (const response of [
      await create(blogId, {}, {}),
      await ctx.app.inject({ method: 'GET', url: linksUrl(blogId) }),
      await ctx.app.inject({ method: 'DELETE', url: `${linksUrl(blogId)}/${link.id}` }),
      await ctx.app.inject({ method: 'POST', url: API_PATHS.adminPreviewRender, payload: { description: '<p>x</p>' } }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: NOT_LOGGED_IN });
    }
    expect(await storedLinks()).toHaveLength(1);
    expect((await open(link.token)).statusCode).toBe(200);
  });
});

describe("the editor's Preview render", () => {
  const ctx = useTestApp();
  const render = async (description: unknown, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: API_PATHS.adminPreviewRender, headers, payload: { description } });

  it('renders an unsaved body exactly as a save would, and refuses an empty or bad one', async () => {
    const headers = asAdmin(await adminToken(ctx));
    const response = await render('<p>Hi <script>alert(1)</script></p><pre><code class="language-python">print(1)</code></pre>', headers);
    expect(response.statusCode).toBe(200);
    const { html } = response.json<{ html: string }>();
    expect(html).not.toContain('<script');
    expect(html).toContain('hljs');
    expect(html).toContain('data-copy-code');
    for (const bad of ['', '<p>   </p>', 42]) {
      const refused = await render(bad, headers);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json<{ message: string }>().message).toBeTruthy();
    }
  });
});
