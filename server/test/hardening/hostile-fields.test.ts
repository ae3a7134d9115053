// Hostile strings (big-list-of-naughty-strings, edge cases, XSS payloads) through every text
// field of every write endpoint and as every id: never a 5xx, every refusal a 4xx with a message,
// what is stored is what was sent, and every stored blog body stays inside the editor's allow-list.
import { API_PATHS, BLOG_CATEGORIES } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogs, comments } from '../../src/db/schema.ts';
import { adminToken, asAdmin, TEST_ADMIN } from '../helpers/admin-session.ts';
import { insertBlog, insertComment, newBlog, pngImage } from '../helpers/blog-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { NO_RATE_LIMITS, TEST_DRIVER, useTestApp } from '../helpers/test-app.ts';
import { allowListProblems, readerProblems } from './allow-list.ts';
import { FULL, HARDENING, SEED } from './hardening-config.ts';
import { asStored, createJudge, label, wellFormed } from './judge.ts';
import { hostileStrings } from './payloads.ts';
import { seededRandom } from './seeded-random.ts';

const STRINGS = hostileStrings(HARDENING.naughtyStrings, SEED);
const TIMEOUT = FULL ? 900_000 : 180_000;
// Limits are not what this suite is about (comment-rate-limit and auth-login-limits tests are).

console.log(`[hostile-fields ${TEST_DRIVER}] seed ${SEED}: ${STRINGS.length} strings${FULL ? ' (full)' : ''}`);

describe('hostile strings in every field', () => {
  const testApp = useTestApp({ rateLimits: NO_RATE_LIMITS });
  let cover: Buffer;
  beforeAll(async () => {
    cover = await pngImage(8, 8);
  });

  it(
    'comment name, content and the honeypot',
    async () => {
      const judge = createJudge();
      const blogId = await insertBlog(testApp.database.db);
      const post = (body: Record<string, string>) => testApp.app.inject({ method: 'POST', url: API_PATHS.blogAddComment, payload: { blog: blogId, ...body } });
      for (const [index, value] of STRINGS.entries()) {
        const probe = `probe-${index}`;
        if (judge.accept(`name ${label(value)}`, await post({ name: value, content: probe }))) {
          const [row] = await testApp.database.db.select().from(comments).where(eq(comments.content, probe));
          if (row?.name !== asStored(value)) judge.failures.push(`name ${label(value)} stored as ${label(String(row?.name))}`);
        }
        if (judge.accept(`content ${label(value)}`, await post({ name: probe, content: value }))) {
          const [row] = await testApp.database.db.select().from(comments).where(eq(comments.name, probe));
          if (row?.content !== asStored(value)) judge.failures.push(`content ${label(value)} stored as ${label(String(row?.content))}`);
        }
        judge.accept(`website ${label(value)}`, await post({ name: 'Ada', content: 'Fine', website: value }));
      }
      console.log(`[hostile-fields ${TEST_DRIVER}] comments: ${judge.summary()}`);
      expect(judge.failures).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'blog title, subtitle, description and category; every stored body inside the allow-list',
    async () => {
      const judge = createJudge();
      const headers = asAdmin(await adminToken(testApp));
      const add = async (blog: Record<string, unknown>) => {
        const form = await multipart([
          ['blog', JSON.stringify(newBlog(blog))],
          ['image', { bytes: cover, filename: 'cover.png', type: 'image/png' }],
        ]);
        return testApp.app.inject({ method: 'POST', url: API_PATHS.blogAdd, payload: form.payload, headers: { ...headers, ...form.headers } });
      };
      const stored = async (probe: string) => (await testApp.database.db.select().from(blogs).where(eq(blogs.subTitle, probe)))[0];
      let bodies = 0;
      for (const [index, value] of STRINGS.entries()) {
        const probe = `probe-${index}`;
        if (judge.accept(`title ${label(value)}`, await add({ title: value, subTitle: probe }))) {
          const row = await stored(probe);
          if (row?.title !== asStored(value)) judge.failures.push(`title ${label(value)} stored as ${label(String(row?.title))}`);
        }
        if (judge.accept(`subTitle ${label(value)}`, await add({ subTitle: value, title: probe }))) {
          const [row] = await testApp.database.db.select().from(blogs).where(eq(blogs.title, probe));
          if (row?.subTitle !== asStored(value)) judge.failures.push(`subTitle ${label(value)} stored as ${label(String(row?.subTitle))}`);
        }
        if (judge.accept(`description ${label(value)}`, await add({ description: value, subTitle: probe }))) {
          const row = await stored(probe);
          const problems = allowListProblems(row?.description ?? '');
          if (problems.length > 0) judge.failures.push(`description ${label(value)} stored outside the allow-list: ${problems.join(', ')}`);
          bodies += 1;
        }
        if (judge.accept(`category ${label(value)}`, await add({ category: value, subTitle: probe }))) {
          const row = await stored(probe);
          if (!(BLOG_CATEGORIES as readonly string[]).includes(row?.category ?? '')) judge.failures.push(`category ${label(value)} stored`);
        }
      }
      // Everything stored, by any field, is inside the allow-list too, and its reader's HTML is inert.
      for (const row of await testApp.database.db.select({ description: blogs.description, bodyHtml: blogs.bodyHtml }).from(blogs)) {
        const problems = allowListProblems(row.description);
        if (problems.length > 0) judge.failures.push(`stored body outside the allow-list: ${problems.join(', ')}`);
        const reader = readerProblems(row.bodyHtml ?? '');
        if (reader.length > 0) judge.failures.push(`reader HTML not inert: ${reader.join(', ')}`);
      }
      console.log(`[hostile-fields ${TEST_DRIVER}] blogs: ${judge.summary()}; ${bodies} hostile bodies stored and checked`);
      expect(judge.failures).toEqual([]);
      expect(bodies, 'some hostile bodies are stored (sanitised), not all refused').toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'a saved edit’s title and description: stored as sent or refused, the post never left outside the allow-list',
    async () => {
      const judge = createJudge();
      const headers = asAdmin(await adminToken(testApp));
      const id = await insertBlog(testApp.database.db);
      const url = API_PATHS.adminBlog.replace(':id', id);
      let version = 1;
      const save = async (changes: Record<string, unknown>) => {
        const form = await multipart([['blog', JSON.stringify({ ...newBlog(changes), baseVersion: version })]]);
        const response = await testApp.app.inject({ method: 'PUT', url, payload: form.payload, headers: { ...headers, ...form.headers } });
        if (response.statusCode === 200) version += 1;
        return response;
      };
      const stored = async () => (await testApp.database.db.select().from(blogs).where(eq(blogs.id, id)))[0];
      for (const value of STRINGS) {
        if (judge.accept(`edit title ${label(value)}`, await save({ title: value }))) {
          const row = await stored();
          if (row?.title !== asStored(value)) judge.failures.push(`edit title ${label(value)} stored as ${label(String(row?.title))}`);
        }
        if (judge.accept(`edit description ${label(value)}`, await save({ description: value }))) {
          const row = await stored();
          const problems = [...allowListProblems(row?.description ?? ''), ...readerProblems(row?.bodyHtml ?? '')];
          if (problems.length > 0) judge.failures.push(`edit description ${label(value)} stored unsafe: ${problems.join(', ')}`);
        }
      }
      console.log(`[hostile-fields ${TEST_DRIVER}] edits: ${judge.summary()}`);
      expect(judge.failures).toEqual([]);
      expect((await stored())?.version).toBe(version);
    },
    TIMEOUT,
  );

  it(
    'login email and password: refused with a message, never a session',
    async () => {
      const judge = createJudge();
      await adminToken(testApp);
      const login = (email: string, password: string) => testApp.app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: { email, password } });
      // A password is checked with argon2 (~0.2 s by design), so the short run tries a sample.
      const passwords = new Set(FULL ? STRINGS : seededRandom(SEED).sample(STRINGS, 12));
      for (const value of STRINGS) {
        const attempts = [[`email ${label(value)}`, () => login(value, TEST_ADMIN.password)]] as [string, () => ReturnType<typeof login>][];
        if (passwords.has(value)) attempts.push([`password ${label(value)}`, () => login(TEST_ADMIN.email, value)]);
        for (const [what, attempt] of attempts) {
          if (judge.accept(what, await attempt())) judge.failures.push(`${what}: logged in`);
        }
      }
      console.log(`[hostile-fields ${TEST_DRIVER}] login: ${judge.summary()}`);
      expect(judge.failures).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'as the id in every path and id field: 4xx, nothing changed',
    async () => {
      const judge = createJudge();
      const headers = asAdmin(await adminToken(testApp));
      const blogId = await insertBlog(testApp.database.db);
      await insertComment(testApp.database.db, { blogId });
      const edit = await multipart([['blog', JSON.stringify({ ...newBlog(), baseVersion: 1 })]]);
      for (const value of STRINGS) {
        const inPath = encodeURIComponent(wellFormed(value));
        const requests = [
          ['GET blog', { method: 'GET', url: `/api/blog/${inPath}` }],
          ['GET media', { method: 'GET', url: `/api/media/${inPath}` }],
          ['comments', { method: 'POST', url: API_PATHS.blogComments, payload: { blogId: value } }],
          ['add-comment', { method: 'POST', url: API_PATHS.blogAddComment, payload: { blog: value, name: 'Ada', content: 'Hi' } }],
          ['delete', { method: 'POST', url: API_PATHS.blogDelete, payload: { id: value }, headers }],
          ['toggle', { method: 'POST', url: API_PATHS.blogTogglePublish, payload: { id: value }, headers }],
          ['approve', { method: 'POST', url: API_PATHS.adminApproveComment, payload: { id: value }, headers }],
          ['delete-comment', { method: 'POST', url: API_PATHS.adminDeleteComment, payload: { id: value }, headers }],
          ['GET source', { method: 'GET', url: API_PATHS.adminBlog.replace(':id', inPath), headers }],
          ['PUT edit', { method: 'PUT', url: API_PATHS.adminBlog.replace(':id', inPath), payload: edit.payload, headers: { ...headers, ...edit.headers } }],
        ] as const;
        for (const [what, request] of requests) {
          if (judge.accept(`${what} ${label(value)}`, await testApp.app.inject(request))) judge.failures.push(`${what} ${label(value)}: accepted`);
        }
      }
      console.log(`[hostile-fields ${TEST_DRIVER}] ids: ${judge.summary()}`);
      expect(judge.failures).toEqual([]);
      expect(await testApp.database.db.$count(blogs)).toBe(1);
      expect((await testApp.database.db.select({ version: blogs.version }).from(blogs))[0]?.version).toBe(1);
      expect(await testApp.database.db.$count(comments)).toBe(1);
    },
    TIMEOUT,
  );
});
