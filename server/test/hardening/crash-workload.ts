import sharp from 'sharp';
import { CATEGORIES, type Ledger, type RoundCounts } from './crash-ledger.ts';
import type { seededRandom } from './seeded-random.ts';

type Random = ReturnType<typeof seededRandom>;

export interface Workload {
  baseUrl: string;
  token: string;
  ledger: Ledger;
  random: Random;
  /** Unique part of every title and comment written in this round. */
  tag: string;
  /** Set once the server is killed: writers stop starting requests. */
  stopped: () => boolean;
}

const TIMEOUT_MS = 30_000;

async function send(workload: Workload, path: string, init: RequestInit): Promise<Response> {
  return fetch(`${workload.baseUrl}${path}`, {
    ...init,
    headers: { authorization: workload.token, ...(init.body instanceof FormData ? {} : { 'content-type': 'application/json' }), ...init.headers },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

const post = (workload: Workload, path: string, body: unknown) => send(workload, path, { method: 'POST', body: JSON.stringify(body) });

/** Adds a blog with a cover whose size identifies it; returns after the answer. */
export async function addBlog(workload: Workload, name: string, counts: RoundCounts): Promise<void> {
  const { random, ledger } = workload;
  const width = random.int(16, 600);
  const height = random.int(8, 300);
  const record = {
    title: `crash ${workload.tag} ${name}`,
    subTitle: `cover ${width}x${height}`,
    description: `<h2>${name}</h2><p>Written in <strong>${workload.tag}</strong>; <a href="https://example.edu/${name}" target="_blank" rel="noopener noreferrer">link</a>.</p>`,
    category: random.pick(CATEGORIES),
    width,
    height,
    durable: false,
    published: random.next() < 0.6,
    deleted: false as boolean | undefined,
    busy: false,
  };
  ledger.blogs.set(record.title, record);
  const background = { r: random.int(0, 255), g: random.int(0, 255), b: random.int(0, 255) };
  const cover = await sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
  const form = new FormData();
  const { title, subTitle, description, category, published } = record;
  form.append('blog', JSON.stringify({ title, subTitle, description, category, isPublished: published }));
  form.append('image', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
  const response = await send(workload, '/api/blog/add', { method: 'POST', body: form });
  if (response.ok) {
    record.durable = true;
    counts.adds += 1;
  }
}

async function addComment(workload: Workload, name: string, counts: RoundCounts): Promise<void> {
  const candidates = workload.ledger.live((blog) => blog.published === true);
  if (candidates.length === 0) return;
  const blog = workload.random.pick(candidates);
  const comment = { blogTitle: blog.title, name: `Reader ${name}`, content: `comment ${workload.tag} ${name}`, durable: false };
  workload.ledger.comments.set(comment.content, comment);
  const response = await post(workload, '/api/blog/add-comment', { blog: blog.id, name: comment.name, content: comment.content });
  if (response.ok) {
    comment.durable = true;
    counts.comments += 1;
  }
}

async function toggle(workload: Workload, counts: RoundCounts): Promise<void> {
  const candidates = workload.ledger.live((blog) => blog.published !== undefined);
  if (candidates.length === 0) return;
  const blog = workload.random.pick(candidates);
  blog.busy = true;
  blog.published = undefined;
  try {
    const response = await post(workload, '/api/blog/toggle-publish', { id: blog.id });
    const { message } = (await response.json()) as { message: string };
    if (!response.ok) throw new Error(`toggle answered ${response.status}: ${message}`);
    blog.published = message === 'Blog published';
    counts.toggles += 1;
  } finally {
    blog.busy = false;
  }
}

async function remove(workload: Workload, counts: RoundCounts): Promise<void> {
  const candidates = workload.ledger.live();
  // Keep a few blogs alive for comments and toggles.
  if (candidates.length < 4) return;
  const blog = workload.random.pick(candidates);
  blog.busy = true;
  blog.deleted = undefined;
  try {
    const response = await post(workload, '/api/blog/delete', { id: blog.id });
    if (!response.ok) throw new Error(`delete answered ${response.status}`);
    blog.deleted = true;
    counts.deletes += 1;
  } finally {
    blog.busy = false;
  }
}

/**
 * One writer: adds, comments, toggles and deletes in a seeded mix until the server is killed.
 * A request that gets no answer is only counted as lost: the verification decides its fate.
 */
export async function writer(workload: Workload, index: number, counts: RoundCounts): Promise<void> {
  for (let n = 0; !workload.stopped(); n++) {
    const name = `w${index}-${n}`;
    const roll = workload.random.next();
    try {
      if (roll < 0.3) await addBlog(workload, name, counts);
      else if (roll < 0.75) await addComment(workload, name, counts);
      else if (roll < 0.92) await toggle(workload, counts);
      else await remove(workload, counts);
    } catch (error) {
      if (!workload.stopped()) throw error;
      counts.lost += 1;
    }
  }
}
