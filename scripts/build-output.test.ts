import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scratchBuild } from './scratch-build.ts';
import { CATEGORY_COLORS } from '../shared-api/src/catalog/category-color.ts';
import { BLOG_SLOTS, BYLINE_ATTRIBUTE } from '../shared-api/src/catalog/first-paint.ts';
import { LOAD_SHARE_TAG } from '../shell/src/common/remotes/preload-route-remote.ts';
import { PROVIDED_SHARES } from '../shell/src/common/remotes/federation-host.ts';
import { FEDERATION_INTERNALS } from '../build/plugins.ts';
import { PRECOMPRESS_MIN_BYTES } from '../build/precompress.ts';

// dist is deployed as it is (docs/decisions/0028), so a build must leave nothing in it that only
// tools read. A remote is built, into a directory of its own so the apps' dist stays untouched:
// only a remote gets the federation plugin's manifests.
const built = scratchBuild('remote-public');

it('writes no dotfile or dot-directory, such as Vite’s .vite/manifest.json', () => {
  const entries = readdirSync(built(), { recursive: true, encoding: 'utf8' });
  expect(entries.filter((entry) => entry.split(path.sep).some((segment) => segment.startsWith('.')))).toEqual([]);
});

it('writes no federation stats, and every file the shell loads at run time', () => {
  expect(existsSync(path.join(built(), 'mf-stats.json'))).toBe(false);
  for (const file of ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'runtime-config.json', 'first-paint.json']) {
    expect(existsSync(path.join(built(), file)), file).toBe(true);
  }
});

// docs/decisions/0058: the static host sends these copies as they are.
it('writes a brotli and a gzip copy of every script, stylesheet and SVG that is worth one, remoteEntry.js too, each decoding to the file', () => {
  const assets = readdirSync(path.join(built(), 'assets')).filter((name) => /\.(js|css|svg)$/.test(name));
  const worthIt = assets.filter((name) => readFileSync(path.join(built(), 'assets', name)).length >= PRECOMPRESS_MIN_BYTES);
  expect(worthIt.length).toBeGreaterThan(10);
  for (const name of worthIt) {
    const file = path.join(built(), 'assets', name);
    const original = readFileSync(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original), `${name}.br`).toBe(true);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original), `${name}.gz`).toBe(true);
  }
  for (const name of assets.filter((name) => !worthIt.includes(name))) expect(existsSync(path.join(built(), 'assets', `${name}.br`)), name).toBe(false);
  // remoteEntry.js keeps its name from build to build; its copies are written with it.
  const entry = readFileSync(path.join(built(), 'remoteEntry.js'));
  expect(brotliDecompressSync(readFileSync(path.join(built(), 'remoteEntry.js.br'))).equals(entry)).toBe(true);
  expect(gunzipSync(readFileSync(path.join(built(), 'remoteEntry.js.gz'))).equals(entry)).toBe(true);
});

// The remote's first paint (docs/decisions/0055): each page that needs no API data, styled by its own CSS.
it('renders the home page for the first paint, with the CSS that styles it, and no page of the API’s data', () => {
  const { pages } = JSON.parse(readFileSync(path.join(built(), 'first-paint.json'), 'utf8')) as { pages: Record<string, { html: string; css: string }> };
  expect(Object.keys(pages)).toEqual(['/']);
  const home = pages['/']!;
  expect(home.html).toMatch(/<h1 id="hero-title"[^>]*>Learn together/);
  const classes = new Set([...home.html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
  expect(classes.size).toBeGreaterThan(10);
  expect([...classes].filter((name) => !home.css.includes(`.${name}`))).toEqual([]);
});

// The blog page's template (docs/decisions/0056): every slot in the page of every badge tone, the tone's class on its badge, nothing of the stand-in.
it('renders the blog page as a template for each badge tone, styled by its own CSS', () => {
  const { blog } = JSON.parse(readFileSync(path.join(built(), 'first-paint.json'), 'utf8')) as { blog: { html: Record<string, string>; css: string } };
  expect(Object.keys(blog.html).sort()).toEqual([...CATEGORY_COLORS].sort());
  for (const [tone, html] of Object.entries(blog.html)) {
    for (const slot of Object.values(BLOG_SLOTS)) expect(html, `${tone}: ${slot}`).toContain(slot);
    expect(html).toMatch(new RegExp(`data-tone="${tone}"[^>]*>.*${BLOG_SLOTS.category}</span>`));
    expect(html).toMatch(new RegExp(`<h1 id="post-title"[^>]*>${BLOG_SLOTS.title}</h1>`));
    // The byline is a paragraph of its own, the shape the host drops whole for a post without an author.
    expect(html).toMatch(new RegExp(`<p [^>]*${BYLINE_ATTRIBUTE}=""[^>]*>By <a [^>]*>${BLOG_SLOTS.authorName}</a></p>`));
    expect(html).not.toMatch(/first-paint-stand-in|00000000-0000-4000-8000-000000000000|2000-01-01/);
  }
  const classes = new Set([...blog.html.blue!.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
  expect([...classes].filter((name) => !blog.css.includes(`.${name}`))).toEqual([]);
});

// What the build and the shell do with the federation plugin's undocumented names
// (FEDERATION_INTERNALS, LOAD_SHARE_TAG): each must still find something in a real build.
describe('the federation plugin’s names, in a real build', () => {
  const read = (file: string) => readFileSync(path.join(built(), file), 'utf8');

  it('gives the page a preload of its own shares', () => {
    const preloads = [...read('index.html').matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((match) => match[1]);
    expect(preloads.filter((file) => file?.includes(`/${FEDERATION_INTERNALS.pendingSharesChunk}-`))).not.toEqual([]);
  });

  it('runs the standalone runtime first, and it provides the runtime under the global a remote reads', () => {
    const script = /<script type="module" crossorigin src="\/([^"]*standalone-runtime[^"]*)"/.exec(read('index.html'))?.[1];
    expect(script).toBeDefined();
    expect(read(script!)).toContain(FEDERATION_INTERNALS.runtimeCoreGlobal);
  });

  it('asks only for shares the shell provides (shell/src/common/remotes/federation-host.ts)', () => {
    const manifest = JSON.parse(read('mf-manifest.json')) as { shared: { name: string }[] };
    expect(manifest.shared.map((share) => share.name).filter((name) => !PROVIDED_SHARES.includes(name))).toEqual([]);
    expect(manifest.shared.length).toBeGreaterThanOrEqual(4);
  });

  it('lists share wrappers among a page’s files in mf-manifest.json, which the shell preloads', () => {
    const manifest = JSON.parse(read('mf-manifest.json')) as { exposes: { assets: { js: { async: string[] } } }[] };
    const wrappers = manifest.exposes.flatMap((expose) => expose.assets.js.async.filter((file) => file.includes(LOAD_SHARE_TAG)));
    expect(wrappers).not.toEqual([]);
  });
});
