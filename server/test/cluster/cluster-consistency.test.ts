// Two real API processes behind a real nginx, on PostgreSQL and Redis: whichever instance a
// request reaches, a client sees one site (issue 17; docs/decisions/0037).
import { API_PATHS, BLOG_EDIT_MESSAGES, type BlogResponse, type BlogSource, type BlogSourceResponse, type BlogSummary } from '@studyhub/shared-api/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRASH_ADMIN } from '../hardening/server-process.ts';
import { type FakeLlm, startFakeLlm } from '../helpers/fake-llm.ts';
import { CLUSTER_AVAILABLE, type TestCluster, startTestCluster } from '../helpers/test-cluster.ts';

/** The bound on how long another instance may serve what a write replaced (docs/decisions/0036). */
const FRESHNESS_WINDOW_MS = 100;

describe.skipIf(!CLUSTER_AVAILABLE)('two API instances behind nginx', () => {
  let cluster: TestCluster;
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await startFakeLlm();
    cluster = await startTestCluster({ env: { LLM_BASE_URL: llm.url, LLM_MODEL: 'test-model', AI_DRAFT_LIMIT_PER_MINUTE: '2', LOGIN_SLOWDOWN_BASE_MS: '10' } });
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    await llm?.close();
  });

  /** Through the balancer, or straight to instance `index` (to choose which one answers). */
  const at = (index?: number) => (index === undefined ? cluster.url : `http://127.0.0.1:${cluster.instancePorts[index]}`);
  const postJson = (base: string, route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  /** `from`: the client address an instance believes (it trusts 127.0.0.1, where nginx connects from). */
  const login = async (base: string, password: string = CRASH_ADMIN.password, from?: string) =>
    postJson(base, API_PATHS.adminLogin, { email: CRASH_ADMIN.email, password }, from ? { 'x-forwarded-for': from } : {});
  const tokenFrom = async (response: Response) => ((await response.json()) as { token: string }).token;
  const listedTitles = async (base: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${API_PATHS.blogList}`, init);
    const titles = response.status === 200 ? ((await response.json()) as { blogs: BlogSummary[] }).blogs.map((blog) => blog.title) : [];
    return { status: response.status, etag: response.headers.get('etag'), titles };
  };

  it('counts one client’s comments on every instance, and a forged X-Forwarded-For changes nothing', async () => {
    const { blogs } = (await (await fetch(`${at()}${API_PATHS.blogList}`)).json()) as { blogs: BlogSummary[] };
    const comment = (n: number, headers?: Record<string, string>) =>
      postJson(at(), API_PATHS.blogAddComment, { blog: blogs[0]!._id, name: 'Load Tester', content: `Comment number ${n}` }, headers);
    const statuses: number[] = [];
    // Round robin: the six alternate between the two instances, three each. Sent without a browser
    // id, they share their address's one per-browser allowance (5; docs/decisions/0068).
    for (let n = 1; n <= 6; n++) statuses.push((await comment(n)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await comment(7, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(429);
  });

  it('locks an address out of an account after failures spread over the instances', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) statuses.push((await login(at(), 'not-the-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await login(at(0))).status).toBe(429);
    expect((await login(at(1))).status).toBe(429);
  });

  it('counts an administrator’s AI drafts on every instance, and a session from one works on the other', async () => {
    // From another address than the one the lockout above refuses.
    const token = await tokenFrom(await login(at(0), undefined, '203.0.113.20'));
    const generate = (index: number) => postJson(at(index), API_PATHS.blogGenerate, { prompt: 'Binary search explained' }, { authorization: token });
    expect([(await generate(1)).status, (await generate(0)).status, (await generate(1)).status]).toEqual([200, 200, 429]);
    expect(llm.requests).toHaveLength(2);
  });

  it('ends a session everywhere when it logs out through one instance', async () => {
    const token = await tokenFrom(await login(at(1), undefined, '203.0.113.21'));
    const dashboard = (index: number) => fetch(`${at(index)}${API_PATHS.adminDashboard}`, { headers: { authorization: token } });
    expect([(await dashboard(0)).status, (await dashboard(1)).status]).toEqual([200, 200]);
    expect((await postJson(at(0), API_PATHS.adminLogout, {}, { authorization: token })).status).toBe(200);
    expect([(await dashboard(1)).status, (await dashboard(0)).status]).toEqual([401, 401]);
  });

  it(`shows a blog added through one instance on the other within ${FRESHNESS_WINDOW_MS} ms, with a new ETag`, async () => {
    const token = await tokenFrom(await login(at(0), undefined, '203.0.113.22'));
    const before = await listedTitles(at(1));
    expect((await listedTitles(at(1), { headers: { 'if-none-match': before.etag! } })).status).toBe(304);

    const title = `Written through instance one ${Date.now()}`;
    const form = new FormData();
    form.append('blog', JSON.stringify({ title, subTitle: 'Seen through instance two', description: '<p>Fresh everywhere.</p>', category: 'CSE', isPublished: true }));
    const cover = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer();
    form.append('image', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
    const added = await fetch(`${at(0)}${API_PATHS.blogAdd}`, { method: 'POST', headers: { authorization: token }, body: form });
    expect(added.status).toBe(200);
    const acknowledged = performance.now();

    let seen = await listedTitles(at(1), { headers: { 'if-none-match': before.etag! } });
    while (!seen.titles.includes(title) && performance.now() - acknowledged < 2_000) {
      seen = await listedTitles(at(1), { headers: { 'if-none-match': before.etag! } });
    }
    const windowMs = performance.now() - acknowledged;
    expect(seen.status).toBe(200);
    expect(seen.titles).toContain(title);
    expect(seen.etag).not.toBe(before.etag);
    expect(windowMs).toBeLessThanOrEqual(FRESHNESS_WINDOW_MS);
  });

  it(`stops serving a blog unpublished through one instance from the other within ${FRESHNESS_WINDOW_MS} ms`, async () => {
    const token = await tokenFrom(await login(at(0), undefined, '203.0.113.23'));
    const { blogs } = (await (await fetch(`${at(1)}${API_PATHS.blogList}`)).json()) as { blogs: BlogSummary[] };
    const detail = () => fetch(`${at(1)}${API_PATHS.blogById.replace(':id', blogs[0]!._id)}`);
    expect((await detail()).status).toBe(200);

    expect((await postJson(at(0), API_PATHS.blogTogglePublish, { id: blogs[0]!._id }, { authorization: token })).status).toBe(200);
    const acknowledged = performance.now();
    let status = (await detail()).status;
    while (status === 200 && performance.now() - acknowledged < 2_000) status = (await detail()).status;
    expect(status).toBe(404);
    expect(performance.now() - acknowledged).toBeLessThanOrEqual(FRESHNESS_WINDOW_MS);
  });

  it(`shows an edit saved through one instance on the other within ${FRESHNESS_WINDOW_MS} ms, and refuses a save from the old version there`, async () => {
    const token = await tokenFrom(await login(at(0), undefined, '203.0.113.24'));
    const { blogs } = (await (await fetch(`${at(1)}${API_PATHS.blogList}`)).json()) as { blogs: BlogSummary[] };
    const id = blogs[0]!._id;
    const adminBlog = API_PATHS.adminBlog.replace(':id', id);
    const open = async (index: number) => ((await (await fetch(`${at(index)}${adminBlog}`, { headers: { authorization: token } })).json()) as BlogSourceResponse).blog;
    const save = (index: number, source: BlogSource, title: string) => {
      const form = new FormData();
      const { title: _title, subTitle = 'Edited', description, category, isPublished, version: baseVersion } = source;
      form.append('blog', JSON.stringify({ title, subTitle, description, category, isPublished, baseVersion }));
      return fetch(`${at(index)}${adminBlog}`, { method: 'PUT', headers: { authorization: token }, body: form });
    };
    const detailTitle = async () => ((await (await fetch(`${at(1)}${API_PATHS.blogById.replace(':id', id)}`)).json()) as BlogResponse).blog.title;
    const [throughOne, throughTwo] = [await open(0), await open(1)];
    await detailTitle();

    const title = `Edited through instance one ${Date.now()}`;
    expect((await save(0, throughOne, title)).status).toBe(200);
    const acknowledged = performance.now();
    let seen = await detailTitle();
    while (seen !== title && performance.now() - acknowledged < 2_000) seen = await detailTitle();
    expect(seen).toBe(title);
    expect(performance.now() - acknowledged).toBeLessThanOrEqual(FRESHNESS_WINDOW_MS);

    const stale = await save(1, throughTwo, 'Saved from the old version');
    expect([stale.status, await stale.json()]).toEqual([409, { success: false, message: BLOG_EDIT_MESSAGES.conflict }]);
    expect(await detailTitle()).toBe(title);
  });

  it('serves the feed, the sitemap and robots.txt on the site’s own paths, from the API', async () => {
    const rss = await fetch(`${at()}/rss.xml`);
    expect([rss.status, rss.headers.get('content-type')]).toEqual([200, 'application/rss+xml; charset=utf-8']);
    expect(await rss.text()).toContain('<rss');
    const sitemap = await fetch(`${at()}/sitemap.xml`, { headers: { 'if-none-match': (await fetch(`${at()}/sitemap.xml`)).headers.get('etag')! } });
    expect(sitemap.status).toBe(304);
    expect(await (await fetch(`${at()}/robots.txt`)).text()).toContain(`Sitemap: ${cluster.url}/sitemap.xml`);
  });
});
