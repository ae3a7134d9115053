// A process that only reads (as a reader-serving instance does): the two posts by id through the
// blog repository, uncached, alternating. Prints per-read times and whether anything could have
// rendered: the renderer cannot run without jsdom, which is loaded only by a write (decision 0066).
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { createBlogRepository } from '../server/src/blogs/blog-repository.ts';
import { openPglite } from '../server/src/db/open-pglite.ts';

const [dataDir, heavyId, plainId, readsText] = process.argv.slice(2);
const reads = Number(readsText);
const database = await openPglite(dataDir!);
const blogs = createBlogRepository(database.db, 'http://api.bench', database.prepared);
const times: Record<'heavy' | 'plain', number[]> = { heavy: [], plain: [] };
let bytes = { heavy: 0, plain: 0 };
for (let i = 0; i < reads + 20; i++) {
  for (const [kind, id] of [['heavy', heavyId], ['plain', plainId]] as const) {
    const start = performance.now();
    const blog = await blogs.findById(id!);
    const elapsed = performance.now() - start;
    if (!blog) throw new Error(`blog ${id} not found`);
    // The first 20 rounds warm the prepared statements and the JIT.
    if (i >= 20) times[kind].push(elapsed);
    bytes = { ...bytes, [kind]: blog.description.length };
  }
}
await database.close();
const jsdomLoaded = Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('/node_modules/jsdom/'));
console.log(JSON.stringify({ times, bytes, jsdomLoaded }));
