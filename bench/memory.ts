// The memory part of `npm run bench` (`--only memory`; docs/decisions/0085): the API as `npm start`
// runs it, in its own process, on a fresh PGlite directory or PostgreSQL database. Posts are added
// through POST /api/blog/add (a cover, the sanitiser, the render at save, a revision), the
// whole-archive answers are read, and the process's resident memory and the data directory measured.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { API_PATHS } from '../shared-api/src/contract/index.ts';
import { openPglite } from '../server/src/db/open-pglite.ts';
import { rowsOf } from '../server/src/db/client.ts';
import { waitForHttp } from '../scripts/processes.mjs';
import { startApi } from '../scripts/stack.mjs';
import { sql } from 'drizzle-orm';
import { type BenchDatabase, postgresDatabase } from './bench-data.ts';

const ADMIN = { email: 'bench-memory@example.edu', password: 'bench-memory-password' };
/** Requests in flight while posts are added: an editorial team, not a flood. */
const WRITERS = 4;
const WORDS = 'graph tree heap queue stack array pointer recursion algorithm compiler kernel process thread memory cache network socket packet routing database index query transaction lock proof lemma induction complexity'.split(' ');

export interface MemoryFigures {
  driver: string;
  posts: number;
  writeSeconds: number;
  /** Resident memory (MB) once the API answered its health check, with no post yet. */
  rssStartMb: number;
  /** The most resident memory (MB) while the posts were added (the kernel's high-water mark since then). */
  rssPeakWritesMb: number;
  rssAfterWritesMb: number;
  /** The most resident memory (MB) during and after the whole-archive reads, and once they were answered. */
  rssPeakArchiveMb: number;
  rssAfterArchiveMb: number;
  /** Bytes of each whole-archive answer (identity). */
  archiveBytes: Record<string, number>;
  /** PGlite: DATA_DIR's size (MB) with the API still running, and its WAL. */
  dataDirMb?: number;
  walMb?: number;
  /** pg_database_size (MB): the data's own size, catalogues included. */
  databaseMb: number;
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const du = (dir: string) => Number(execFileSync('du', ['-sb', dir]).toString().split('\t')[0]);

/** VmRSS and VmHWM (the peak) of a process in bytes, from /proc. */
function residentOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}
/** Resets the peak so the next VmHWM covers only what follows (Linux: write 5 to clear_refs). */
function resetPeak(pid: number): void {
  execFileSync('sh', ['-c', `echo 5 > /proc/${pid}/clear_refs`]);
}

function body(i: number): string {
  const sentence = (k: number, n: number) => Array.from({ length: n }, (_, j) => WORDS[(i * 7 + k * 13 + j * 5) % WORDS.length]).join(' ');
  const paragraphs = Array.from({ length: 8 }, (_, k) => `<p>${sentence(k, 90)}</p>`).join('');
  return `<h2>${sentence(9, 5)}</h2>${paragraphs}<ul><li>${sentence(10, 8)}</li><li>${sentence(11, 8)}</li></ul><pre><code>${sentence(12, 20)}</code></pre>`;
}

async function addPosts(apiUrl: string, posts: number, log: (line: string) => void): Promise<void> {
  const login = await fetch(`${apiUrl}${API_PATHS.adminLogin}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`the bench admin could not log in: ${login.status}`);
  const cover = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#3366cc' } }).png().toBuffer();
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < posts) {
        const i = next++;
        const form = new FormData();
        form.set('blog', JSON.stringify({ title: `Memory ${i}: ${WORDS[i % WORDS.length]}`, subTitle: 'A post of the memory bench', description: body(i), category: 'CSE', isPublished: true }));
        form.set('image', new Blob([cover], { type: 'image/png' }), 'cover.png');
        const response = await fetch(`${apiUrl}${API_PATHS.blogAdd}`, { method: 'POST', headers: { authorization: token }, body: form });
        if (response.status !== 200) throw new Error(`POST ${API_PATHS.blogAdd}: ${response.status} ${await response.text()}`);
        if ((i + 1) % 1000 === 0) log(`${i + 1} posts, ${((Date.now() - started) / 1000).toFixed(0)} s`);
      }
    }),
  );
}

/** Each whole-archive answer once, as a browser asks (brotli), read to its end; their sizes. */
async function readArchive(apiUrl: string): Promise<Record<string, number>> {
  const login = await fetch(`${apiUrl}${API_PATHS.adminLogin}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { token } = (await login.json()) as { token: string };
  const sizes: Record<string, number> = {};
  for (const url of [API_PATHS.blogAll, `${API_PATHS.blogAll}?view=summary`, API_PATHS.adminBlogs, API_PATHS.siteSitemap]) {
    // fetch decompresses: the size is the identity body's.
    const response = await fetch(`${apiUrl}${url}`, { headers: { authorization: token, 'accept-encoding': 'br' } });
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
    sizes[url] = (await response.arrayBuffer()).byteLength;
  }
  return sizes;
}

export async function measureMemory(
  { driver, posts, port, postgresUrl }: { driver: string; posts: number; port: number; postgresUrl: string },
  log: (line: string) => void,
): Promise<MemoryFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-bench-memory-'));
  let database: BenchDatabase | undefined;
  try {
    database = driver === 'postgres' ? await postgresDatabase(postgresUrl, 0) : { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => undefined };
    const apiUrl = `http://127.0.0.1:${port}`;
    const server = startApi({ port, env: { ...database.env, DEMO_MODE: 'false', LOG_LEVEL: 'warn', PUBLIC_API_URL: apiUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, quiet: true });
    const pid = server.child.pid!;
    let figures: Omit<MemoryFigures, 'databaseMb'> & { databaseMb?: number };
    try {
      // A fresh cluster is made first (initdb): on a busy machine that alone can take a minute.
      await waitForHttp(server, `${apiUrl}/api/health`, 300_000);
      const rssStart = residentOf(pid).rss;
      resetPeak(pid);
      const started = Date.now();
      await addPosts(apiUrl, posts, log);
      const writeSeconds = (Date.now() - started) / 1000;
      const afterWrites = residentOf(pid);
      resetPeak(pid);
      const archiveBytes = await readArchive(apiUrl);
      const afterArchive = residentOf(pid);
      const pgliteDir = path.join(dataDir, 'pglite');
      figures = {
        driver,
        posts,
        writeSeconds,
        rssStartMb: mb(rssStart),
        rssPeakWritesMb: mb(afterWrites.peak),
        rssAfterWritesMb: mb(afterWrites.rss),
        rssPeakArchiveMb: mb(afterArchive.peak),
        rssAfterArchiveMb: mb(afterArchive.rss),
        archiveBytes,
        // Measured with the API running: what its own checkpoints left, not the shutdown's.
        ...(driver === 'pglite' ? { dataDirMb: mb(du(dataDir)), walMb: mb(du(path.join(pgliteDir, 'pg_wal'))) } : {}),
      };
      if (driver === 'postgres') figures.databaseMb = mb(await postgresDatabaseSize(database.env.DATABASE_URL!));
    } finally {
      await server.stop();
    }
    // PGlite allows one process: the data's own size is read once the API has stopped.
    figures.databaseMb ??= mb(await pgliteDatabaseSize(dataDir));
    return figures as MemoryFigures;
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const SIZE = sql`SELECT pg_database_size(current_database())::bigint AS size`;

async function pgliteDatabaseSize(dataDir: string): Promise<number> {
  const database = await openPglite(dataDir);
  try {
    const [row] = await rowsOf<{ size: string | number }>(database.db, SIZE);
    return Number(row?.size ?? 0);
  } finally {
    await database.close();
  }
}

async function postgresDatabaseSize(url: string): Promise<number> {
  const { openPostgres } = await import('../server/src/db/open-postgres.ts');
  const database = await openPostgres(url);
  try {
    const [row] = await rowsOf<{ size: string | number }>(database.db, SIZE);
    return Number(row?.size ?? 0);
  } finally {
    await database.close();
  }
}
