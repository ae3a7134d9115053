import { API_PATHS } from '@studyhub/shared-api/contract';
import pg from 'pg';

/** A refused or failed request: its method, status (or network error) and message. */
export interface Failure {
  kind: 'read' | 'write';
  status: number | string;
  message: string;
}

export interface LoadResult {
  reads: number;
  /** The content of every comment the site acknowledged (200). */
  acknowledged: string[];
  failures: Failure[];
}

const TIMEOUT_MS = 30_000;

/**
 * Readers and commenters through `baseUrl` until stopped: every fifth request of a worker posts
 * a comment whose content is unique (`tag`, worker, number), the others read the listing.
 */
export function mixedLoad(baseUrl: string, { blogId, workers, tag }: { blogId: string; workers: number; tag: string }) {
  let running = true;
  const result: LoadResult = { reads: 0, acknowledged: [], failures: [] };
  const fail = async (kind: Failure['kind'], response: Response) => {
    const text = await response.text();
    const message = /"message":"([^"]*)"/.exec(text)?.[1] ?? text.slice(0, 80);
    result.failures.push({ kind, status: response.status, message });
  };
  async function worker(index: number): Promise<void> {
    for (let n = 0; running; n++) {
      const write = n % 5 === 4;
      const content = `${tag} w${index} n${n}`;
      try {
        const response = write
          ? await fetch(`${baseUrl}${API_PATHS.blogAddComment}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ blog: blogId, name: 'Load Tester', content }),
              signal: AbortSignal.timeout(TIMEOUT_MS),
            })
          : await fetch(`${baseUrl}${API_PATHS.blogList}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (response.status !== 200) await fail(write ? 'write' : 'read', response);
        else if (write) {
          await response.arrayBuffer();
          result.acknowledged.push(content);
        } else {
          await response.arrayBuffer();
          result.reads += 1;
        }
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        result.failures.push({ kind: write ? 'write' : 'read', status: code ?? 'error', message: String(error) });
      }
    }
  }
  const all = Array.from({ length: workers }, (_, index) => worker(index));
  return {
    result,
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(all);
      return result;
    },
  };
}

/** How many times each comment whose content starts with `tag` is stored in the PostgreSQL database. */
export async function storedComments(databaseUrl: string, tag: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ content: string; copies: number }>('select content, count(*)::int as copies from comments where content like $1 group by content', [`${tag} %`]);
    return new Map(rows.map((row) => [row.content, row.copies]));
  } finally {
    await client.end();
  }
}
