// What docs/README.md promises: every document the code cites is in the repository, and every
// citation resolves. The names of the documents that used to live outside the repository are
// written in lower case here, so that this file does not itself match what it looks for.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

const OUTSIDE_DOCS = ['spec', 'architecture', 'toolchain', 'reference-data', 'mission'].map((name) => name.toUpperCase());
const ANY_OUTSIDE = OUTSIDE_DOCS.join('|');
/** Names that are citations wherever they stand as a word: no identifier or prose uses them. */
const CITATION_WORDS = OUTSIDE_DOCS.filter((name) => !['spec', 'architecture'].includes(name.toLowerCase())).join('|');

/** Public standards cite their own sections; a bare section mark names no document in the repository. */
const STANDARD_BEFORE_SECTION = /(?:RFC \d+|XML \d+(?:\.\d+)*|WCAG \d+(?:\.\d+)*|ECMA-\d+)\b[^\n\u00a7]*$/u;

const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'a section of an outside document', pattern: new RegExp(`\\b(?:${ANY_OUTSIDE})(?:\\.md)?\\s*\\u00a7`, 'g') },
  { name: 'an outside document by file name', pattern: new RegExp(`\\b(?:${ANY_OUTSIDE})\\.md\\b`, 'g') },
  { name: "an outside document's possessive", pattern: new RegExp(`\\b(?:${ANY_OUTSIDE})'s\\b`, 'g') },
  { name: 'an outside document by name', pattern: new RegExp(`(?<![\\w-])(?:${CITATION_WORDS})(?![\\w-])`, 'g') },
  { name: 'the shared folder beside the repository', pattern: /\.\.\/shared\/(?:spec\/|hooks\/|[A-Z][\w-]*\.md)|\/work\/shared\b/g },
  { name: 'the specification as a document', pattern: /\bthe\s+spec(?:'s)?\b(?!\s*file)/gi },
];

export interface Finding {
  file: string;
  line: number;
  problem: string;
  text: string;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Citations of documents outside the repository in one file's text. */
export function outsideCitations(file: string, text: string): Finding[] {
  const found: Finding[] = [];
  for (const { name, pattern } of RULES) {
    for (const match of text.matchAll(pattern)) found.push({ file, line: lineOf(text, match.index), problem: `cites ${name}`, text: match[0] });
  }
  for (const match of text.matchAll(/\u00a7\s*\d/gu)) {
    if (!STANDARD_BEFORE_SECTION.test(text.slice(Math.max(0, match.index - 40), match.index))) {
      found.push({ file, line: lineOf(text, match.index), problem: 'cites a section without naming a document in the repository', text: match[0] });
    }
  }
  return found;
}

/** GitHub's heading anchors, for the plain headings these docs use. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsCache = new Map<string, Set<string>>();

/** The anchors of a Markdown file's headings (repeated headings get -1, -2, …). */
export function anchorsOf(file: string): Set<string> {
  const cached = anchorsCache.get(file);
  if (cached) return cached;
  const anchors = new Set<string>();
  const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading = ''] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug(heading);
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n += 1) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  anchorsCache.set(file, anchors);
  return anchors;
}

/** True for output the docs may name but git does not hold, such as `bench/results/` (a file or a folder). */
function ignoredByGit(file: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--no-index', file, `${file}/`], { cwd: ROOT, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why `target` (a repository path, with an optional #anchor) does not resolve, if it does not. */
export function unresolved(target: string): string | undefined {
  const [file = '', anchor] = target.split('#');
  const clean = path.posix.normalize(file.replace(/\/$/, ''));
  if (clean.startsWith('../') || path.isAbsolute(clean)) return 'outside the repository';
  if (!existsSync(path.join(ROOT, clean)) && !ignoredByGit(clean)) return 'no such file';
  if (anchor && clean.endsWith('.md') && !anchorsOf(clean).has(anchor)) return `no heading #${anchor}`;
  return undefined;
}

const DECISIONS_DIR = 'docs/decisions';

/** Decision numbers that have a record. */
export function decisionNumbers(): Set<string> {
  return new Set(readdirSync(path.join(ROOT, DECISIONS_DIR)).flatMap((name) => /^(\d{4})-.*\.md$/.exec(name)?.[1] ?? []));
}

/** `docs/…md#anchor` and `docs/decisions/NNNN` citations, and "decision NNNN" mentions, that do not resolve. */
export function brokenDocCitations(file: string, text: string, decisions: Set<string>): Finding[] {
  const found: Finding[] = [];
  for (const match of text.matchAll(/\bdocs\/[\w./-]*?\.md(?:#[\w-]+)?/g)) {
    const problem = unresolved(match[0]);
    if (problem) found.push({ file, line: lineOf(text, match.index), problem, text: match[0] });
  }
  const numbers = [
    ...[...text.matchAll(/\bdocs\/decisions\/(\d{4})\b/g)].map((match) => ({ match, numbers: [match[1] ?? ''] })),
    ...[...text.matchAll(/\bdecisions?\s+(\d{4}(?:(?:,\s*|\s+and\s+|\s+or\s+)\d{4})*)\b/gi)].map((match) => ({ match, numbers: match[1]?.match(/\d{4}/g) ?? [] })),
  ];
  for (const { match, numbers: cited } of numbers) {
    for (const number of cited) {
      if (!decisions.has(number)) found.push({ file, line: lineOf(text, match.index), problem: `no decision record ${number}`, text: match[0] });
    }
  }
  return found;
}

/** Relative Markdown links and backticked repository paths in a Markdown file that do not resolve. */
export function brokenMarkdownLinks(file: string, text: string, topLevel: Set<string>): Finding[] {
  const found: Finding[] = [];
  const dir = path.dirname(file);
  const prose = text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
  for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const local = target.startsWith('#') ? `${file}${target}` : path.posix.normalize(path.posix.join(dir, target));
    const problem = unresolved(local);
    if (problem) found.push({ file, line: lineOf(text, match.index), problem, text: target });
  }
  for (const match of prose.matchAll(/`([\w@.-]+(?:\/[\w@.-]+)+\/?(?:#[\w-]+)?)`/g)) {
    const target = match[1] ?? '';
    if (!topLevel.has(target.split('/')[0] ?? '')) continue;
    const problem = unresolved(target);
    if (problem) found.push({ file, line: lineOf(text, match.index), problem, text: target });
  }
  return found;
}

/** Tracked text files, with their contents; the lock file is dependencies only. */
export function trackedTexts(): { file: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  return files.flatMap((file) => {
    if (file === 'package-lock.json' || !existsSync(path.join(ROOT, file))) return [];
    const bytes = readFileSync(path.join(ROOT, file));
    return bytes.includes(0) ? [] : [{ file, text: bytes.toString('utf8') }];
  });
}

export const describeFinding = ({ file, line, problem, text }: Finding) => `${file}:${line} ${problem}: ${text}`;
