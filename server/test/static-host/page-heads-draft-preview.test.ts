// A draft link's page on the shell's host (docs/decisions/0078): never cached, never indexed, no
// canonical link or link preview, and a 404 once the link is dead, checked with the API each time.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewLinkRepository } from '../../src/preview/preview-link-repository.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { crawl, miniatureShellBuild, startShellHost } from '../helpers/page-host.ts';
import { removeDir, TEST_PUBLIC_API_URL, useListeningApi } from '../helpers/test-app.ts';

const api = useListeningApi();
let root: string;
let shell: Awaited<ReturnType<typeof startShellHost>>;

beforeAll(async () => {
  root = await miniatureShellBuild();
  // A generous budget: the first draft of a process loads the renderer.
  shell = await startShellHost(root, { apiUrl: api.url, timeoutMs: 10_000 });
});
afterAll(async () => {
  await shell.host.close();
  await removeDir(root);
});

describe('a draft link page', () => {
  it('is served unindexed, unstored and unshared while the link lives, and as a 404 once revoked', async () => {
    const links = createPreviewLinkRepository(api.database.db, TEST_PUBLIC_API_URL);
    const blogId = await insertBlog(api.database.db, { title: 'Secret draft', isPublished: false });
    const link = (await links.create(blogId, 1, undefined))!;

    const alive = await fetch(`${shell.url}/preview/${link.token}`);
    expect(alive.status).toBe(200);
    expect(alive.headers.get('cache-control')).toBe('no-store');
    expect(alive.headers.get('x-robots-tag')).toBe('noindex');
    const page = await crawl(`${shell.url}/preview/${link.token}`);
    expect(page.meta('robots')).toBe('noindex');
    expect(page.title).toBe('Draft preview · StudyHub');
    expect(page.link('canonical')).toBeUndefined();
    expect(page.document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]')).toHaveLength(0);
    // The draft's own words are not in the served HTML: its app reads it with the token.
    expect(page.html).not.toContain('Secret draft');

    await links.revoke(blogId, link.id);
    for (const path of [`/preview/${link.token}`, '/preview/not-a-token']) {
      const dead = await fetch(`${shell.url}${path}`);
      expect(dead.status, path).toBe(404);
      expect(dead.headers.get('cache-control')).toBe('no-store');
      expect(dead.headers.get('x-robots-tag')).toBe('noindex');
      const deadPage = await crawl(`${shell.url}${path}`);
      expect(deadPage.meta('robots')).toBe('noindex');
      expect(deadPage.link('canonical')).toBeUndefined();
    }
  });

  it('dies on expiry too', async () => {
    const links = createPreviewLinkRepository(api.database.db, TEST_PUBLIC_API_URL);
    const blogId = await insertBlog(api.database.db, { title: 'Another draft' });
    const link = (await links.create(blogId, 1, undefined))!;
    expect((await fetch(`${shell.url}/preview/${link.token}`)).status).toBe(200);
    await api.database.db.execute(sql`UPDATE preview_links SET expires_at = now() - interval '1 second' WHERE token_hash = ${link.id}`);
    expect((await fetch(`${shell.url}/preview/${link.token}`)).status).toBe(404);
  });
});
