import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ROOT,
  anchorsOf,
  brokenDocCitations,
  brokenMarkdownLinks,
  decisionNumbers,
  describeFinding,
  outsideCitations,
  slug,
  trackedTexts,
} from './doc-citations.ts';

// Built from parts so that this file cites nothing itself.
const spec = 'spec'.toUpperCase();
const toolchain = 'toolchain'.toUpperCase();
const brief = 'mission'.toUpperCase();
const architecture = 'architecture'.toUpperCase();
const section = '\u00a7';

const tracked = trackedTexts();
const decisions = decisionNumbers();

describe('a citation of a document outside the repository', () => {
  it.each([
    [`/** ${spec} ${section}2 home. */`],
    [`// ${architecture} ${section}4: one schema`],
    [`(see ../${'shared'}/${toolchain}.md)`],
    [`// ${toolchain} 5: without an origin`],
    [`(${toolchain}, PGlite notes)`],
    [`the client's words: ${brief}`],
    [`differs from ${architecture}'s remotes.json`],
    [`toasts every failure (${section}8)`],
    [`Words the ${'spec'} does not give`],
    [`/work/${'shared'}/spec/x`],
  ])('is found in %s', (text) => {
    expect(outsideCitations('planted.ts', text)).not.toEqual([]);
  });

  it.each([
    ['docs/product.md#blog-detail'],
    [`RFC 9110 ${section}13.1.2: If-None-Match uses weak comparison`],
    [`Characters XML 1.0 forbids (${section}2.2 Char)`],
    [`import { TextField } from '../${'shared'}/TextField.tsx';`],
    [`const ${architecture}_NOTE = 1; const ${spec}_VERSION = 2;`],
    ['Blogs a spec created, and the spec file itself'],
  ])('is not claimed of %s', (text) => {
    expect(outsideCitations('legit.ts', text)).toEqual([]);
  });
});

describe('anchors', () => {
  it('follow GitHub: lower case, punctuation dropped, spaces to hyphens', () => {
    expect(slug('Lab TAs')).toBe('lab-tas');
    expect(slug('A lazy component caches a failed import')).toBe('a-lazy-component-caches-a-failed-import');
    expect(slug('0001 — TypeScript 6.0, not 7')).toBe('0001--typescript-60-not-7');
  });

  it('are read from the headings of a doc', () => {
    expect(anchorsOf('docs/product.md')).toContain('blog-detail');
  });
});

describe('every tracked file', () => {
  it('cites no document outside the repository', () => {
    const found = tracked.flatMap(({ file, text }) => outsideCitations(file, text));
    expect(found.map(describeFinding)).toEqual([]);
  });

  it("cites docs that exist, at headings that exist, and decision records that exist", () => {
    const found = tracked.flatMap(({ file, text }) => brokenDocCitations(file, text, decisions));
    expect(found.map(describeFinding)).toEqual([]);
  });

  it('finds a planted broken citation', () => {
    expect(brokenDocCitations('planted.ts', `// ${'docs'}/product.md#no-such-screen, decision ${9999}`, decisions).map(({ problem }) => problem)).toEqual([
      'no heading #no-such-screen',
      'no decision record 9999',
    ]);
  });
});

describe('the Markdown files', () => {
  const topLevel = new Set(tracked.map(({ file }) => file.split('/')[0] ?? ''));
  const markdown = tracked.filter(({ file }) => file.endsWith('.md'));

  it('link only to files and headings that exist', () => {
    const found = markdown.flatMap(({ file, text }) => brokenMarkdownLinks(file, text, topLevel));
    expect(found.map(describeFinding)).toEqual([]);
  });

  it('find a planted broken link and a planted path', () => {
    const text = `[gone](missing.md) and \`${'docs'}/nothing-here.md\` and [out](../../elsewhere/X.md)`;
    expect(brokenMarkdownLinks(path.join('docs', 'planted.md'), text, topLevel).map(({ problem }) => problem)).toEqual([
      'no such file',
      'outside the repository',
      'no such file',
    ]);
  });
});

describe('every decision record', () => {
  const dir = path.join(ROOT, 'docs/decisions');
  const records = readdirSync(dir).filter((name) => /^\d{4}-.*\.md$/.test(name));

  it.each(records)('%s has its number in the title, a Date and a Status', (name) => {
    const text = readFileSync(path.join(dir, name), 'utf8');
    expect(text).toMatch(new RegExp(`^# ${name.slice(0, 4)} — \\S`));
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    const status = /^Status: (accepted|superseded by (\d{4}))\b/m.exec(text);
    expect(status, 'Status: accepted, or superseded by NNNN').not.toBeNull();
    if (status?.[2]) expect(decisions).toContain(status[2]);
  });
});
