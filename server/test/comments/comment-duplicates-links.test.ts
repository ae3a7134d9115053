import { COMMENT_MESSAGES, LIMITS } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { countLinks } from '../../src/comments/comment-links.ts';
import { comments } from '../../src/db/schema.ts';
import { insertBlog, storedCounts } from '../helpers/blog-fixtures.ts';
import { newBrowserId, postComment } from '../helpers/comment-poster.ts';
import { NO_RATE_LIMITS, useTestApp } from '../helpers/test-app.ts';

const DUPLICATE = { success: false, message: COMMENT_MESSAGES.duplicate };
const TOO_MANY_LINKS = { success: false, message: COMMENT_MESSAGES.tooManyLinks(LIMITS.commentLinks) };

// docs/decisions/0068: the same text twice within the comment window, or a comment full of links, is refused.
describe('POST /api/blog/add-comment duplicate texts and links', () => {
  // Only the rules under test decide here, never the per-browser or per-address counts.
  const ctx = useTestApp({ rateLimits: NO_RATE_LIMITS });
  const post = (options: Omit<Parameters<typeof postComment>[1], 'from'> & { from?: string }) => postComment(ctx.app, { from: '203.0.113.7', ...options });
  const stored = async () => (await ctx.database.db.select().from(comments)).map((row) => row.content);

  it('refuses the same text on the same blog from anyone, however it is spaced or capitalised', async () => {
    const blog = await insertBlog(ctx.database.db);
    expect((await post({ blog, browser: newBrowserId(), content: 'Great summary of heaps!' })).statusCode).toBe(200);

    for (const [from, content] of [['203.0.113.7', 'Great summary of heaps!'], ['198.51.100.9', '  great   SUMMARY of heaps! '], ['192.0.2.1', 'Great summary\nof heaps!']]) {
      const again = await post({ blog, from, browser: newBrowserId(), content });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(DUPLICATE);
    }
    expect(await stored()).toEqual(['Great summary of heaps!']);
  });

  it('refuses the same text from the same browser on another blog, and takes it from someone else', async () => {
    const [first, second] = [await insertBlog(ctx.database.db), await insertBlog(ctx.database.db)];
    const browser = newBrowserId();
    expect((await post({ blog: first, browser, content: 'Check my notes' })).statusCode).toBe(200);

    expect((await post({ blog: second, from: '198.51.100.9', browser, content: 'Check my notes' })).json()).toEqual(DUPLICATE);
    expect((await post({ blog: second, browser: newBrowserId(), content: 'Check my notes' })).statusCode).toBe(200);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 2 });
  });

  it('takes a sender without a browser id to be its address', async () => {
    const [first, second] = [await insertBlog(ctx.database.db), await insertBlog(ctx.database.db)];
    expect((await post({ blog: first, content: 'Same again' })).statusCode).toBe(200);
    expect((await post({ blog: second, content: 'Same again' })).json()).toEqual(DUPLICATE);
    expect((await post({ blog: second, from: '198.51.100.9', content: 'Same again' })).statusCode).toBe(200);
  });

  it('lets a text refused for another reason be posted afterwards: a refusal holds nothing', async () => {
    const blog = await insertBlog(ctx.database.db);
    const unpublished = await insertBlog(ctx.database.db, { isPublished: false });
    const browser = newBrowserId();
    const content = 'Which edition of CLRS?';

    expect((await post({ blog: unpublished, browser, content })).statusCode).toBe(404);
    expect((await post({ blog, browser, content, website: 'https://spam.example' })).statusCode).toBe(200);
    expect((await post({ blog, browser, content, name: 'a.com b.com c.com' })).statusCode).toBe(400);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 0 });

    expect((await post({ blog, browser, content })).statusCode).toBe(200);
    expect(await stored()).toEqual([content]);
  });

  it(`takes up to ${LIMITS.commentLinks} links and refuses more with a message, storing nothing`, async () => {
    const blog = await insertBlog(ctx.database.db);
    const two = 'Slides: https://cs.example.edu/heaps.pdf and the video at www.example.com/watch';
    expect((await post({ blog, browser: newBrowserId(), content: two })).statusCode).toBe(200);

    for (const [name, content] of [
      ['Ada', `${two} and example.org/more`],
      ['spam.example.com', two],
      ['Ada', 'http://a.example http://b.example http://c.example'],
    ]) {
      const refused = await post({ blog, browser: newBrowserId(), name, content });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(TOO_MANY_LINKS);
    }
    expect(await stored()).toEqual([two]);
  });
});

describe('countLinks', () => {
  it.each([
    ['plain text', 'Heaps keep the smallest item on top.', 0],
    ['links with a scheme', 'See https://a.example/x, http://b.example and ftp://files.example', 3],
    ['protocol-relative and upper-case links', '//cdn.example/x HTTPS://SPAM.COM', 2],
    ['bare domains under common top-level domains', 'spam.com/buy cheap.ru example.co.uk', 3],
    ['file names, which are not links', 'Run main.py, then README.md, lib.rs, build.sh and vite.config.ts', 0],
    ['e-mail addresses, which are not links', 'Write to ta@cs.example.edu', 0],
  ])('counts %s', (_label, text, count) => {
    expect(countLinks(text)).toBe(count);
  });
});
