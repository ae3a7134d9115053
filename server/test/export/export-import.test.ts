// npm run export / import (issue 37, docs/export-format.md): a site goes out and comes back whole —
// every exported field and image byte equal, the search and the public listing working on it.
import { API_PATHS } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAdminAccounts } from '../../src/auth/admin-accounts.ts';
import { verifyPassword } from '../../src/auth/passwords.ts';
import { admins, blogs } from '../../src/db/schema.ts';
import { exportSite } from '../../src/export/export-site.ts';
import { importSite } from '../../src/export/import-site.ts';
import { createStaffAccounts } from '../../src/staff/staff-accounts.ts';
import { createStaffInvites } from '../../src/staff/staff-invites.ts';
import { hashSessionToken } from '../../src/auth/tokens.ts';
import { makeTempDir, resetTables, useTestApp } from '../helpers/test-app.ts';
import { OWNER_EMAIL, populateSite, unpackExport } from './export-fixtures.ts';

const ctx = useTestApp();

describe('export and import of a whole site', () => {
  it('brings every exported field, comment and image byte back into a fresh site', async () => {
    const { db } = ctx.database;
    const sample = await populateSite(db);
    const first = path.join(await makeTempDir(), 'first.tar.gz');
    expect(await exportSite(ctx.database, first)).toEqual({ authors: 3, posts: 4, comments: 2, media: 2 });
    const before = await unpackExport(first);

    const published = before.site.posts.find((post) => post.id === sample.published)!;
    expect(published.createdAt).toBe('2024-03-01T10:00:00.123456Z');
    expect('media' in published.cover && published.cover.media.widths.map((variant) => variant.width)).toEqual([320, 480, 720]);
    expect(published.bodyMedia).toHaveLength(1);
    expect(published.comments.map((comment) => [comment.name, comment.approved])).toEqual([
      ['Grace', true],
      ['Spam Bot', false],
    ]);
    expect(before.site.posts.find((post) => post.id === sample.returned)!.review).toEqual({ state: 'returned', note: 'Please cite the source.', submittedAt: '2024-04-01T09:00:00.000000Z' });
    expect(JSON.stringify(before.site)).not.toMatch(/no-login|password/i);
    expect(before.files.size).toBe(1 + 3 + 1);

    // A fresh site whose owner (ADMIN_EMAIL) is already there, with a password of its own.
    await resetTables(db);
    const owner = await createAdminAccounts(db).setPassword(OWNER_EMAIL, 'the-owner-password-1');
    expect(await importSite(ctx.database, first)).toEqual({ authors: 3, posts: 4, comments: 2, media: 2 });
    ctx.app.dropPublicCache();

    const second = path.join(await makeTempDir(), 'second.tar.gz');
    await exportSite(ctx.database, second);
    const after = await unpackExport(second);
    // The owner's posts are the owner account's here; everything else is as it was.
    const asImported = (site: typeof before.site) => ({
      ...site,
      exportedAt: undefined,
      authors: site.authors.map((author) => (author.email === OWNER_EMAIL ? { ...author, id: 'owner', createdAt: 'kept' } : author)),
      posts: site.posts.map((post) => ({ ...post, authorId: post.authorId === sample.ownerId || post.authorId === owner.id ? 'owner' : post.authorId })),
    });
    expect(asImported(after.site)).toEqual(asImported(before.site));
    expect(after.files).toEqual(before.files);

    const [ownerRow] = await db.select().from(admins).where(eq(admins.email, OWNER_EMAIL));
    expect(ownerRow!.suspendedAt).toBeNull();
    expect(await verifyPassword(ownerRow!.passwordHash, 'the-owner-password-1')).toBe(true);
    const [ada] = await db.select().from(admins).where(eq(admins.id, sample.authorId));
    expect(ada!.suspendedAt).not.toBeNull();
    expect(await verifyPassword(ada!.passwordHash, '')).toBe(false);

    const [row] = await db.select({ bodyHtml: blogs.bodyHtml }).from(blogs).where(eq(blogs.id, sample.published));
    expect(row!.bodyHtml).toContain('<h2');
    const search = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.search}?q=dijkstra` });
    expect(search.json<{ blogs: { _id: string }[] }>().blogs.map((hit) => hit._id)).toEqual([sample.published]);
    const listing = await ctx.app.inject({ method: 'GET', url: API_PATHS.blogAll });
    expect(listing.json<{ blogs: { _id: string }[] }>().blogs.map((blog) => blog._id)).toEqual([sample.published]);
    const cover = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.media.replace(':id', 'media' in published.cover ? published.cover.media.id : '')}?w=320` });
    expect(cover.statusCode).toBe(200);
    expect(cover.rawPayload.equals(before.files.get(`media/${'media' in published.cover ? published.cover.media.id : ''}-320.webp`)!)).toBe(true);
  });

  it('lets an imported author claim the account through an invite, keeping its id and posts', async () => {
    const { db } = ctx.database;
    const sample = await populateSite(db);
    const file = path.join(await makeTempDir(), 'site.tar.gz');
    await exportSite(ctx.database, file);
    await resetTables(db);
    const owner = await createAdminAccounts(db).setPassword(OWNER_EMAIL, 'the-owner-password-1');
    await importSite(ctx.database, file);

    const made = await createStaffInvites(db).create('ada@export.example.edu', 'author', owner.id);
    if (made === 'exists') throw new Error('an imported account must be invitable');
    const claimed = await createStaffAccounts(db).acceptInvite(hashSessionToken(made.token), 'Ada L.', 'a-new-password-for-ada');
    expect(claimed).toMatchObject({ id: sample.authorId, slug: 'ada-lovelace', suspendedAt: null });
    expect(await verifyPassword(claimed!.passwordHash, 'a-new-password-for-ada')).toBe(true);
    // Once claimed it is an account like any other.
    expect(await createStaffInvites(db).create('ada@export.example.edu', 'author', owner.id)).toBe('exists');
  });
});
