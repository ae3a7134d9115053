import { API_PATHS } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { insertBlog, storedCounts } from './helpers/blog-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';

describe('POST /api/blog/add-comment rate limit', () => {
  const ctx = useTestApp();

  it('answers 429 with a readable message once an address has used its allowance', async () => {
    // A separate app on the same database, with a limit of 2 comments per window.
    const config = { ...ctx.config, rateLimits: { ...ctx.config.rateLimits, commentsPerIp: 2, commentWindowMs: 60_000 } };
    const app = await buildApp({ config, database: ctx.database });
    try {
      const blog = await insertBlog(ctx.database.db);
      const post = (remoteAddress: string, website?: string) =>
        app.inject({ method: 'POST', url: API_PATHS.blogAddComment, payload: { blog, name: 'Ada', content: 'Hi', website }, remoteAddress });

      expect((await post('203.0.113.7')).statusCode).toBe(200);
      // Bot submissions count too: the honeypot does not open a way around the limit.
      expect((await post('203.0.113.7', 'https://spam.example')).statusCode).toBe(200);

      const limited = await post('203.0.113.7');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/) });
      expect(limited.headers['retry-after']).toBeDefined();
      expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 1 });

      // Another address has its own allowance.
      expect((await post('198.51.100.9')).statusCode).toBe(200);
      expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 2 });
    } finally {
      await app.close();
    }
  });
});
