// The sanitiser keeps nothing of the bodies it cleaned (docs/decisions/0085): jsdom 29 gives each
// document a selector runs in a finder whose window listeners are never removed, so before the
// sanitised fragment was adopted into the long-lived document every body stayed in memory (about
// 150 KB for a bench post). Measured here without the adoption: the live heap grew 76 MB over
// these 100 bodies of ~20 KB (114 MB over 150); with it, 0.2–0.4 MB.
import { setImmediate as nextTurn } from 'node:timers/promises';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml } from '../../src/sanitize/blog-html.ts';

const BODIES = 100;
const PARAGRAPHS = 50;
/** Well under what the leak keeps of these bodies (76 MB), well over the noise of a flat heap. */
const MAX_GROWTH_BYTES = 15 * 1024 * 1024;

/** About 20 KB of distinct text (nothing shared between bodies), with code for the sanitiser's selectors. */
function body(n: number): string {
  const paragraphs = Array.from({ length: PARAGRAPHS }, (_, p) => `<p>Post ${n}, paragraph ${p}: ${`word${n}x${p} `.repeat(40)}<strong>${n}.${p}</strong></p>`);
  return `<h2>Post ${n}</h2>${paragraphs.join('')}<pre><code class="language-python">def post_${n}():\n    return ${n}\n</code></pre><p>Call <code>post_${n}()</code>.</p>`;
}

/** V8's collector, without starting the test process with --expose-gc. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** The live heap after full collections, each in a turn of its own: jsdom's WeakRefs are kept until the task that made them ends. */
async function liveHeap(gc: () => void): Promise<number> {
  for (let i = 0; i < 4; i++) {
    await nextTurn();
    gc();
  }
  return process.memoryUsage().heapUsed;
}

describe('the sanitiser’s memory', () => {
  it(`keeps nothing of ${BODIES} sanitised bodies of ~20 KB`, async () => {
    const gc = collector();
    expect(body(0).length).toBeGreaterThan(19_000);
    // jsdom, DOMPurify and the hooks loaded, and the selector engine warmed, before the baseline.
    for (let n = 0; n < 20; n++) {
      sanitizeBlogHtml(body(-n - 1));
      await nextTurn();
    }
    const before = await liveHeap(gc);
    let kept = 0;
    for (let n = 0; n < BODIES; n++) {
      kept += sanitizeBlogHtml(body(n)).length;
      // A turn between calls, as between requests: within one task jsdom's WeakRefs keep every body.
      await nextTurn();
    }
    const growth = (await liveHeap(gc)) - before;
    const report = `${BODIES} bodies, ${(kept / 1024 / 1024).toFixed(1)} MB sanitised: the live heap grew ${(growth / 1024 / 1024).toFixed(1)} MB`;
    expect(growth, report).toBeLessThan(MAX_GROWTH_BYTES);
  });
});
