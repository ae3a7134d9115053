// Bodies no form would send: truncated and mislabelled multipart, files that lie about their
// type, huge and deeply nested JSON, invalid UTF-8, prototype pollution. Never a 5xx, every
// refusal a 4xx with a message, and nothing stored half-way.
import { API_PATHS, LIMITS } from '@studyhub/shared-api/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog, newBlog, pngImage, storedCounts } from '../helpers/blog-fixtures.ts';
import { type FilePart, multipart } from '../helpers/multipart.ts';
import { NO_RATE_LIMITS, TEST_DRIVER, useTestApp } from '../helpers/test-app.ts';
import { FULL, SEED } from './hardening-config.ts';
import { checkConsistency } from './consistency.ts';
import { createJudge } from './judge.ts';
import { seededRandom } from './seeded-random.ts';

type Parts = ReadonlyArray<readonly [string, string | FilePart]>;
const file = (bytes: Uint8Array | string, filename: string, type: string): FilePart => ({
  bytes: typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes,
  filename,
  type,
});

describe('hostile request bodies', () => {
  const testApp = useTestApp({ rateLimits: NO_RATE_LIMITS });
  let png: Buffer;
  let token: string;
  beforeAll(async () => {
    png = await pngImage(40, 20);
  });

  const addBlog = async (payload: Buffer | string, contentType: string) =>
    testApp.app.inject({ method: 'POST', url: API_PATHS.blogAdd, payload, headers: { ...asAdmin(token), 'content-type': contentType } });
  const addParts = async (parts: Parts) => {
    const form = await multipart(parts);
    return addBlog(form.payload, form.headers['content-type']);
  };
  const json = (url: string, payload: Buffer | string, contentType = 'application/json') =>
    testApp.app.inject({ method: 'POST', url, payload, headers: { ...asAdmin(token), 'content-type': contentType } });

  /** Refused or stored whole: the blogs and their covers always pair up. */
  async function expectNothingHalfWay(): Promise<void> {
    expect(await checkConsistency(testApp.database.db)).toMatchObject({ orphanMedia: 0, blogsMissingCover: 0 });
  }

  it('truncated multipart, cut at every kind of place', async () => {
    token = await adminToken(testApp);
    const judge = createJudge();
    const form = await multipart([['blog', JSON.stringify(newBlog())], ['image', file(png, 'cover.png', 'image/png')]]);
    // Complete once the closing delimiter "--boundary--" is in; the CRLF after it is optional.
    const complete = form.payload.lastIndexOf('--\r\n') + 2;
    const random = seededRandom(SEED);
    const cuts = [0, 1, 10, complete - 1, complete - 2, complete - 40];
    for (let i = 0; i < (FULL ? 200 : 30); i++) cuts.push(random.int(2, complete - 3));
    for (const cut of cuts) {
      if (judge.accept(`cut at ${cut}/${form.payload.length}`, await addBlog(form.payload.subarray(0, cut), form.headers['content-type']))) {
        judge.failures.push(`cut at ${cut}: stored`);
      }
    }
    console.log(`[hostile-bodies ${TEST_DRIVER}] truncated multipart (seed ${SEED}): ${judge.summary()}`);
    expect(judge.failures).toEqual([]);
    expect(await storedCounts(testApp.database.db)).toMatchObject({ blogs: 0, media: 0 });
    // The same body, whole, is stored: the refusals above were about the cuts.
    expect((await addBlog(form.payload.subarray(0, complete), form.headers['content-type'])).statusCode).toBe(200);
  });

  it('wrong field names, wrong content types and broken boundaries', async () => {
    token = await adminToken(testApp);
    const judge = createJudge();
    const blog = JSON.stringify(newBlog());
    const image = file(png, 'cover.png', 'image/png');
    const cases: [string, () => Promise<Awaited<ReturnType<typeof addBlog>>>][] = [
      ['Blog instead of blog', () => addParts([['Blog', blog], ['image', image]])],
      ['thumbnail instead of image', () => addParts([['blog', blog], ['thumbnail', image]])],
      ['the blog as a file', () => addParts([['blog', file(blog, 'blog.json', 'application/json')], ['image', image]])],
      ['the image as text', () => addParts([['blog', blog], ['image', 'iVBORw0KGgo=']])],
      ['empty field name', () => addParts([['', blog], ['image', image]])],
      ['fifty fields', () => addParts(Array.from({ length: 50 }, (_, i) => [`f${i}`, 'x'] as const))],
      ['no boundary', () => addBlog('--x\r\n', 'multipart/form-data')],
      ['a boundary that never appears', () => addBlog(`--other\r\nContent-Disposition: form-data; name="blog"\r\n\r\n${blog}\r\n--other--`, 'multipart/form-data; boundary=nope')],
      ['JSON sent as multipart', () => addBlog(blog, 'multipart/form-data; boundary=x')],
      ['text/plain', () => addBlog(blog, 'text/plain')],
      ['an unknown content type', () => addBlog(blog, 'application/x-evil')],
      ['a header without a name', () => addBlog('--b\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--b--\r\n', 'multipart/form-data; boundary=b')],
    ];
    for (const [what, send] of cases) {
      if (judge.accept(what, await send())) judge.failures.push(`${what}: stored`);
    }
    console.log(`[hostile-bodies ${TEST_DRIVER}] mislabelled multipart: ${judge.summary()}`);
    expect(judge.failures).toEqual([]);
    expect(await storedCounts(testApp.database.db)).toMatchObject({ blogs: 0, media: 0 });
  });

  it('files that lie about their type are judged by their content', async () => {
    token = await adminToken(testApp);
    const judge = createJudge();
    const blog = (title: string) => ['blog', JSON.stringify(newBlog({ title }))] as const;
    const liars: [string, FilePart][] = [
      ['a script named .png', file('window.__xss=1', 'cover.png', 'image/png')],
      ['HTML named .jpg', file('<html><script>window.__xss=1</script></html>', 'cover.jpg', 'image/jpeg')],
      ['SVG with script as image/png', file('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"/>', 'cover.png', 'image/png')],
      ['SVG as image/svg+xml', file('<svg xmlns="http://www.w3.org/2000/svg"><script>window.__xss=1</script></svg>', 'cover.svg', 'image/svg+xml')],
      ['a GIF header over JavaScript', file('GIF89a/*\x01\x00\x01\x00*/=window.__xss=1;//', 'cover.gif', 'image/gif')],
      ['a PNG signature over garbage', file(Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 0xab)]), 'cover.png', 'image/png')],
      ['a PDF named .webp', file('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF', 'cover.webp', 'image/webp')],
      ['an executable named .png', file(Buffer.from('7f454c46020101000000000000000000', 'hex'), 'cover.png', 'image/png')],
      ['zero bytes', file(new Uint8Array(), 'cover.png', 'image/png')],
    ];
    for (const [what, image] of liars) {
      if (judge.accept(what, await addParts([blog(what), ['image', image]]))) judge.failures.push(`${what}: stored`);
    }
    // The other way round: a real PNG under a false name and type is a valid cover.
    const honest = await addParts([blog('real png, false label'), ['image', file(png, 'notes.txt', 'text/plain')]]);
    expect(honest.statusCode).toBe(200);
    console.log(`[hostile-bodies ${TEST_DRIVER}] lying files: ${judge.summary()}`);
    expect(judge.failures).toEqual([]);
    expect(await storedCounts(testApp.database.db)).toMatchObject({ blogs: 1, media: 1 });
  });

  it('huge and deeply nested JSON, on every JSON endpoint and in the blog field', async () => {
    token = await adminToken(testApp);
    const blogId = await insertBlog(testApp.database.db);
    const judge = createJudge();
    const deep = (depth: number) => `{"blog":"${blogId}","name":"Ada","content":"Hi","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const bodies: [string, string][] = [
      ['1 MB of JSON', JSON.stringify({ blog: blogId, name: 'Ada', content: 'x'.repeat(1024 * 1024) })],
      ['a 10 MB string', `{"blog":"${blogId}","name":"Ada","content":"${'y'.repeat(10 * 1024 * 1024)}"}`],
      ['arrays nested 100 000 deep', deep(100_000)],
      ['objects nested 20 000 deep', deepObject(20_000)],
      ['100 000 keys', `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":0`).join(',')}}`],
      ['a body that is only null', 'null'],
      ['an array body', '[1,2,3]'],
      ['a number body', '42'],
      ['an empty body', ''],
      ['__proto__ pollution', `{"blog":"${blogId}","name":"Ada","content":"Hi","__proto__":{"isApproved":true}}`],
      ['constructor.prototype pollution', `{"blog":"${blogId}","name":"Ada","content":"Hi","constructor":{"prototype":{"isApproved":true}}}`],
      ['duplicate keys', `{"blog":"${blogId}","name":"Ada","name":"Eve","content":"Hi"}`],
      ['a lone UTF-16 surrogate escape', `{"blog":"${blogId}","name":"\\ud800","content":"Hi"}`],
    ];
    const endpoints = [API_PATHS.blogAddComment, API_PATHS.blogComments, API_PATHS.adminLogin, API_PATHS.blogDelete, API_PATHS.adminApproveComment];
    for (const url of endpoints) {
      for (const [what, body] of bodies) judge.accept(`${url} ${what}`, await json(url, body));
    }
    for (const [what, body] of bodies.slice(0, 5)) {
      const response = await addParts([['blog', body], ['image', file(png, 'cover.png', 'image/png')]]);
      if (judge.accept(`blog field ${what}`, response)) judge.failures.push(`blog field ${what}: stored`);
    }
    expect(({} as Record<string, unknown>).isApproved, 'Object.prototype untouched').toBeUndefined();
    console.log(`[hostile-bodies ${TEST_DRIVER}] huge and deep JSON: ${judge.summary()}`);
    expect(judge.failures).toEqual([]);
    await expectNothingHalfWay();
  });

  it('invalid UTF-8 in JSON bodies, in the multipart blog field and in paths', async () => {
    token = await adminToken(testApp);
    const blogId = await insertBlog(testApp.database.db);
    const judge = createJudge();
    const invalid = [
      Buffer.from([0xc0, 0xaf]), // overlong '/'
      Buffer.from([0xed, 0xa0, 0x80]), // an encoded surrogate
      Buffer.from([0xff, 0xfe, 0xfd]),
      Buffer.from([0xe2, 0x82]), // cut short
      Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]), // five-byte form
    ];
    for (const [index, bytes] of invalid.entries()) {
      const body = Buffer.concat([Buffer.from(`{"blog":"${blogId}","name":"bad-utf8-${index}","content":"a`), bytes, Buffer.from('b"}')]);
      judge.accept(`comment with ${bytes.toString('hex')}`, await json(API_PATHS.blogAddComment, body));
      judge.accept(`login with ${bytes.toString('hex')}`, await json(API_PATHS.adminLogin, Buffer.concat([Buffer.from('{"email":"a@b.co","password":"'), bytes, Buffer.from('"}')])));
      const blogField = Buffer.concat([Buffer.from(JSON.stringify(newBlog({ title: `utf8-${index}` })).slice(0, -1)), Buffer.from(',"x":"'), bytes, Buffer.from('"}')]);
      const form = await multipart([['blog', 'PLACEHOLDER'], ['image', file(png, 'cover.png', 'image/png')]]);
      const at = form.payload.indexOf('PLACEHOLDER');
      const payload = Buffer.concat([form.payload.subarray(0, at), blogField, form.payload.subarray(at + 'PLACEHOLDER'.length)]);
      if (judge.accept(`blog field with ${bytes.toString('hex')}`, await addBlog(payload, form.headers['content-type']))) judge.failures.push('stored an unknown field');
      const hex = [...bytes].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      judge.accept(`GET blog ${hex}`, await testApp.app.inject({ method: 'GET', url: `/api/blog/${hex}` }));
      judge.accept(`GET media ${hex}`, await testApp.app.inject({ method: 'GET', url: `/api/media/a${hex}b` }));
    }
    console.log(`[hostile-bodies ${TEST_DRIVER}] invalid UTF-8: ${judge.summary()}`);
    expect(judge.failures).toEqual([]);
    await expectNothingHalfWay();
  });

  it('a cover just over the size limit and a description just over its length are refused whole', async () => {
    token = await adminToken(testApp);
    const judge = createJudge();
    const oversized = Buffer.concat([png, Buffer.alloc(LIMITS.imageBytes, 0)]);
    judge.accept('cover over 5 MB', await addParts([['blog', JSON.stringify(newBlog())], ['image', file(oversized, 'cover.png', 'image/png')]]));
    const long = JSON.stringify(newBlog({ description: `<p>${'z'.repeat(LIMITS.blogDescription)}</p>` }));
    judge.accept('description over the limit', await addParts([['blog', long], ['image', file(png, 'cover.png', 'image/png')]]));
    expect([...judge.statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
    expect(judge.failures).toEqual([]);
    expect(await storedCounts(testApp.database.db)).toMatchObject({ blogs: 0, media: 0 });
  });
});
