// npm run import refuses what it cannot load whole (issue 37): not an export, a damaged one, a newer
// format, a site.json of the wrong shape, an image missing or not an image, a site that is not
// fresh — each with a message naming the problem, and nothing written.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeArchive } from '../../src/archive/archive.ts';
import { admins } from '../../src/db/schema.ts';
import { exportSite } from '../../src/export/export-site.ts';
import { importSite } from '../../src/export/import-site.ts';
import { EXPORT_KIND, type ExportedSite } from '../../src/export/site-format.ts';
import { insertBlog, pngImage, storedCounts } from '../helpers/blog-fixtures.ts';
import { makeTempDir, useTestApp } from '../helpers/test-app.ts';
import { readFile } from 'node:fs/promises';

const ctx = useTestApp();

const AUTHOR = '6f1c0c7e-8d1a-4c2e-9a55-0b6a4f6b9a01';
const POST = '0b4b0a8e-3f6e-4a4f-8f43-2b8b1e0f7c11';
const IMAGE = '9d0e2a4c-1b3f-4d5e-8a7b-6c5d4e3f2a10';

/** A valid one-post site; `change` spoils it one way. */
function sampleSite(): ExportedSite {
  return {
    format: 'studyhub-export',
    formatVersion: 1,
    exportedAt: '2025-01-01T00:00:00.000000Z',
    authors: [{ id: AUTHOR, email: 'ada@refusals.example.edu', displayName: 'Ada', slug: 'ada', role: 'author', createdAt: '2024-01-01T00:00:00Z' }],
    posts: [
      {
        id: POST,
        title: 'Graphs',
        subtitle: null,
        category: 'CSE',
        body: '<p>Body</p>',
        published: true,
        createdAt: '2024-02-01T00:00:00Z',
        updatedAt: null,
        publishAt: null,
        authorId: AUTHOR,
        cover: { media: { id: IMAGE, mime: 'image/png', file: `media/${IMAGE}.png`, widths: [] } },
        bodyMedia: [],
        review: { state: 'none', note: null, submittedAt: null },
        comments: [{ id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Grace', content: 'Nice', approved: false, createdAt: '2024-02-02T00:00:00Z' }],
      },
    ],
  };
}

/** An archive of `site` (as JSON text, or as given) with `media` files, of `kind`. */
async function craftedExport(site: unknown, media: Record<string, Buffer | string>, kind: { format: string; formatVersion: number } = EXPORT_KIND): Promise<string> {
  const dir = await makeTempDir();
  await mkdir(path.join(dir, 'media'));
  await writeFile(path.join(dir, 'site.json'), typeof site === 'string' ? site : JSON.stringify(site));
  for (const [name, bytes] of Object.entries(media)) await writeFile(path.join(dir, name), bytes);
  const file = path.join(await makeTempDir(), 'crafted.tar.gz');
  await writeArchive(dir, file, kind, {});
  return file;
}

const withImage = async (site: unknown) => craftedExport(site, { [`media/${IMAGE}.png`]: await pngImage() });

async function expectRefused(file: string, message: RegExp): Promise<void> {
  const before = { ...(await storedCounts(ctx.database.db)), admins: await ctx.database.db.$count(admins) };
  await expect(importSite(ctx.database, file)).rejects.toThrow(message);
  expect({ ...(await storedCounts(ctx.database.db)), admins: await ctx.database.db.$count(admins) }).toEqual(before);
}

describe('import refusals', () => {
  it('loads the sample site, so each refusal below is about its one fault', async () => {
    expect(await importSite(ctx.database, await withImage(sampleSite()))).toEqual({ authors: 1, posts: 1, comments: 1, media: 1 });
  });

  it('refuses a file that is not an archive at all', async () => {
    const file = path.join(await makeTempDir(), 'notes.tar.gz');
    await writeFile(file, 'just some text');
    await expectRefused(file, /notes\.tar\.gz is damaged or is not a StudyHub archive/);
  });

  it('refuses a truncated export', async () => {
    const file = await withImage(sampleSite());
    const whole = await readFile(file);
    await writeFile(file, whole.subarray(0, whole.length - 60));
    await expectRefused(file, /is damaged or is not a StudyHub archive/);
  });

  it('refuses a backup offered as an export', async () => {
    await expectRefused(await craftedExport(sampleSite(), {}, { format: 'studyhub-backup', formatVersion: 1 }), /is a studyhub-backup file, not a studyhub-export file/);
  });

  it('refuses an export of a newer format', async () => {
    await expectRefused(await craftedExport(sampleSite(), {}, { format: 'studyhub-export', formatVersion: 2 }), /written by a newer StudyHub \(format 2\); update StudyHub first/);
  });

  it('refuses a site.json that is not JSON', async () => {
    await expectRefused(await craftedExport('{"format": ', {}), /holds no readable site\.json \(it is not JSON\)/);
  });

  it('refuses a site.json of the wrong shape, naming the field', async () => {
    const site = sampleSite() as unknown as { posts: Record<string, unknown>[] };
    delete site.posts[0]!.title;
    await expectRefused(await withImage(site), /site\.json is not a valid export: posts\.0\.title is required/);
    const badDate = sampleSite();
    badDate.posts[0]!.createdAt = 'yesterday';
    await expectRefused(await withImage(badDate), /site\.json is not a valid export: posts\.0\.createdAt has an invalid format/);
  });

  it('refuses a post whose author is not among the authors', async () => {
    const site = sampleSite();
    site.posts[0]!.authorId = '11111111-2222-4333-8444-555555555555';
    await expectRefused(await withImage(site), /names the author 11111111-2222-4333-8444-555555555555, who is not among the authors/);
  });

  it('refuses an export missing an image it names', async () => {
    await expectRefused(await craftedExport(sampleSite(), {}), new RegExp(`site\\.json names media/${IMAGE}\\.png, which the archive does not hold`));
  });

  it('refuses a file posing as an image', async () => {
    await expectRefused(await craftedExport(sampleSite(), { [`media/${IMAGE}.png`]: '<script>alert(1)</script>' }), new RegExp(`media/${IMAGE}\\.png is not an image of type image\\/png`));
  });

  it('refuses a site that already has posts', async () => {
    await insertBlog(ctx.database.db);
    await expectRefused(await withImage(sampleSite()), /This site already has 1 post and 0 comments: an export is imported only into a fresh site\. Nothing was imported\./);
  });

  it('refuses to import one export twice', async () => {
    const file = path.join(await makeTempDir(), 'again.tar.gz');
    await importSite(ctx.database, await withImage(sampleSite()));
    await exportSite(ctx.database, file);
    await expectRefused(file, /already has 1 post and 1 comment/);
  });
});
