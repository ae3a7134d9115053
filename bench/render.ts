// The render part of `npm run bench` (`--only render`): what rendering a post's reader HTML costs
// at save (five code blocks and ten formulas), and that reading the post does not render it again.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { createBlogRepository } from '../server/src/blogs/blog-repository.ts';
import { openPglite } from '../server/src/db/open-pglite.ts';
import { renderBlogBody } from '../server/src/render/render-blog-body.ts';
import { sanitizeBlogHtml } from '../server/src/sanitize/blog-html.ts';
import { type BudgetCheck, median } from './budgets.ts';
import { heavyPost, plainPost } from './render-post.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Budget: rendering the heavy post at save, median of warm runs. */
export const MAX_RENDER_MS = 100;
/** Budget: a read of the heavy post costs at most this share of one render (it renders nothing). */
export const MAX_READ_SHARE_OF_RENDER = 0.1;

export interface RenderFigures {
  /** The first sanitise and render in this process: modules, jsdom and KaTeX's fonts metrics loaded. */
  coldMs: number;
  sanitizeMedianMs: number;
  renderMedianMs: number;
  renderP95Ms: number;
  /** POST /api/blog/add's write: the repository's create, render included (cover already encoded). */
  saveMedianMs: number;
  sourceBytes: number;
  readerBytes: number;
  reads: { heavyMedianMs: number; plainMedianMs: number; heavyBytes: number; plainBytes: number; count: number; jsdomLoaded: boolean };
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

function timed<T>(work: () => T): [T, number] {
  const start = performance.now();
  const result = work();
  return [result, performance.now() - start];
}

export async function measureRender({ runs }: { runs: number }): Promise<RenderFigures> {
  const source = heavyPost();
  const [, coldMs] = timed(() => renderBlogBody(sanitizeBlogHtml(source)));
  const sanitizeTimes: number[] = [];
  const renderTimes: number[] = [];
  let clean = '';
  let reader = '';
  for (let i = 0; i < runs; i++) {
    let elapsed: number;
    [clean, elapsed] = timed(() => sanitizeBlogHtml(source));
    sanitizeTimes.push(elapsed);
    [reader, elapsed] = timed(() => renderBlogBody(clean));
    renderTimes.push(elapsed);
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-bench-render-'));
  try {
    const database = await openPglite(dataDir);
    const blogs = createBlogRepository(database.db, 'http://api.bench', database.prepared);
    const cover = { mime: 'image/webp', bytes: await sharp({ create: { width: 64, height: 36, channels: 3, background: '#4f46e5' } }).webp().toBuffer() };
    const draft = (title: string, description: string) => ({ title, subTitle: 'Bench', description, category: 'CSE', isPublished: true });
    const saveTimes: number[] = [];
    let heavyId = '';
    for (let i = 0; i < Math.max(3, Math.ceil(runs / 4)); i++) {
      const start = performance.now();
      heavyId = await blogs.create(draft(`Heavy ${i}`, clean), cover);
      saveTimes.push(performance.now() - start);
    }
    const plainId = await blogs.create(draft('Plain', sanitizeBlogHtml(plainPost())), cover);
    await database.close();

    const count = runs * 20;
    const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'render-reads.ts'), dataDir, heavyId, plainId, String(count)], { cwd: ROOT, encoding: 'utf8' });
    const read = JSON.parse(output.trim().split('\n').at(-1)!) as { times: { heavy: number[]; plain: number[] }; bytes: { heavy: number; plain: number }; jsdomLoaded: boolean };
    return {
      coldMs,
      sanitizeMedianMs: median(sanitizeTimes),
      renderMedianMs: median(renderTimes),
      renderP95Ms: percentile(renderTimes, 0.95),
      saveMedianMs: median(saveTimes),
      sourceBytes: source.length,
      readerBytes: reader.length,
      reads: {
        heavyMedianMs: median(read.times.heavy),
        plainMedianMs: median(read.times.plain),
        heavyBytes: read.bytes.heavy,
        plainBytes: read.bytes.plain,
        count,
        jsdomLoaded: read.jsdomLoaded,
      },
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function printRender(figures: RenderFigures): void {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log('\nRender (a post with five code blocks and ten formulas):');
  console.table({
    'first sanitise + render (cold)': ms(figures.coldMs),
    'sanitise (median)': ms(figures.sanitizeMedianMs),
    'render (median / p95)': `${ms(figures.renderMedianMs)} / ${ms(figures.renderP95Ms)}`,
    'save: repository create (median)': ms(figures.saveMedianMs),
    'source → reader HTML': `${(figures.sourceBytes / 1024).toFixed(1)} KB → ${(figures.readerBytes / 1024).toFixed(1)} KB`,
    [`read by id, uncached (median of ${figures.reads.count})`]: `heavy ${ms(figures.reads.heavyMedianMs)} (${(figures.reads.heavyBytes / 1024).toFixed(1)} KB), plain ${ms(figures.reads.plainMedianMs)} (${(figures.reads.plainBytes / 1024).toFixed(1)} KB)`,
    'reading process loaded the renderer’s DOM': figures.reads.jsdomLoaded ? 'yes' : 'no',
  });
}

export function renderBudgets(figures: RenderFigures): BudgetCheck[] {
  const share = figures.reads.heavyMedianMs / figures.renderMedianMs;
  return [
    { budget: `render of 5 code blocks + 10 formulas at save ≤ ${MAX_RENDER_MS} ms (median)`, actual: `${figures.renderMedianMs.toFixed(1)} ms`, pass: figures.renderMedianMs <= MAX_RENDER_MS },
    { budget: 'reading that post never renders (no renderer DOM in a reading process)', actual: figures.reads.jsdomLoaded ? 'loaded' : 'not loaded', pass: !figures.reads.jsdomLoaded },
    {
      budget: `a read of that post ≤ ${MAX_READ_SHARE_OF_RENDER}× one render (median)`,
      actual: `${share.toFixed(3)}× (${figures.reads.heavyMedianMs.toFixed(2)} ms)`,
      pass: share <= MAX_READ_SHARE_OF_RENDER,
    },
  ];
}
