// The search's highlights, marked by the API (decision 0057): the words, the snippet's window,
// and agreement with PostgreSQL's own `english` configuration on which words match.
import type { HighlightedText } from '@studyhub/shared-api/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { highlightAll, highlightSnippet, type Matcher, matcher, SNIPPET_WORDS } from '../../src/search/highlight.ts';
import { queryTerms } from '../../src/search/query-terms.ts';
import { useTestApp } from '../helpers/test-app.ts';

const text = (runs: HighlightedText) => runs.map((run) => run.text).join('');
const marked = (runs: HighlightedText) => runs.filter((run) => run.mark).map((run) => run.text);
const words = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `w${from + i}`);

describe('queryTerms', () => {
  it('reads the lexemes of a tsquery, prefixes apart, exclusions left out', () => {
    const terms = queryTerms(`'graph' & ( 'tree' | 'heap' ) & !'queue' & 'o''brien' <-> 'back\\\\slash' | 'stac':* & 'x':*AB & 'y':C`);
    expect([...terms.exact].sort()).toEqual(["back\\slash", 'graph', 'heap', "o'brien", 'tree', 'y']);
    expect(terms.prefixes).toEqual(['stac', 'x']);
    expect(queryTerms('')).toEqual({ exact: new Set(), prefixes: [] });
  });
});

describe('highlightAll and highlightSnippet', () => {
  const matches = matcher(queryTerms(`'recurs' & 'graph':*`));

  it('marks every word whose stem is a query lexeme or starts with a prefix, in any case, keeping the text as it is', () => {
    const title = 'Recursion, recursive <b>graphs</b> & Graphical recur';
    const runs = highlightAll(title, matches);
    expect(text(runs)).toBe(title);
    expect(marked(runs)).toEqual(['Recursion', 'recursive', 'graphs', 'Graphical']);
    expect(runs.every((run, i) => i === 0 || run.mark !== runs[i - 1]!.mark)).toBe(true);
  });

  it('shows a short text whole', () => {
    const body = 'Recursion, then <tags> & more about recursive calls.';
    expect(text(highlightSnippet(body, matches))).toBe(body);
  });

  it('takes the window with the most matches, from a few words before the first of them', () => {
    const body = [...words(0, 40), 'recursion', ...words(41, 80), 'recursion', 'recursive', 'graph', ...words(84, 200)].join(' ');
    const snippet = highlightSnippet(body, matches);
    expect(marked(snippet)).toEqual(['recursion', 'recursive', 'graph']);
    const shown = text(snippet).split(' ');
    expect(shown).toHaveLength(SNIPPET_WORDS.around);
    expect(shown.slice(0, 7)).toEqual(['w75', 'w76', 'w77', 'w78', 'w79', 'recursion', 'recursive']);
    expect(body).toContain(text(snippet));
  });

  it('prefers a window with more of the query’s terms, then the one with the rarest, to one that repeats a term', () => {
    const body = [...words(0, 10), 'graph', 'graph', 'graph', ...words(13, 60), 'recursion', ...words(61, 100), 'graph', 'recursive', ...words(102, 150)].join(' ');
    expect(marked(highlightSnippet(body, matches))).toEqual(['graph', 'recursive']);
    const apart = [...words(0, 10), 'graph', 'graph', ...words(12, 60), 'recursion', ...words(61, 100)].join(' ');
    expect(marked(highlightSnippet(apart, matches))).toEqual(['recursion']);
  });

  it('keeps a whole window at the end of the text, and runs to its last character', () => {
    const body = `${[...words(0, 100), 'recursion', 'w101'].join(' ')}.`;
    const shown = text(highlightSnippet(body, matches));
    expect(shown.split(' ')).toHaveLength(SNIPPET_WORDS.around);
    expect(shown.endsWith('recursion w101.')).toBe(true);
  });

  it('shows the first words of the text, from its first character, when nothing matches', () => {
    const body = `«${words(0, 100).join(' ')}`;
    const snippet = highlightSnippet(body, matches);
    expect(marked(snippet)).toEqual([]);
    expect(text(snippet)).toBe(`«${words(0, SNIPPET_WORDS.start).join(' ')}`);
    expect(text(highlightSnippet('', matches))).toBe('');
  });

  it('chooses the window the definition chooses, checked against every window of many random texts', () => {
    const vocabulary = ['graph', 'Graphs', 'recursion', 'Recursive', 'recur', 'tree', 'w1', 'w2', 'w3', 'x86', 'café', '—', '...', 'naïve,'];
    const next = seeded(20261126);
    for (let sample = 0; sample < 400; sample++) {
      const length = Math.floor(next() * 160);
      // Mostly words that do not match, as in a real body; some texts dense with matches.
      const matchShare = next() < 0.2 ? 0.5 : 0.05;
      const body = Array.from({ length }, () => vocabulary[next() < matchShare ? Math.floor(next() * 5) : 5 + Math.floor(next() * 9)]).join(' ');
      const expected = snippetByDefinition(body, matches);
      const snippet = highlightSnippet(body, matches);
      expect(text(snippet), body).toBe(expected.text);
      expect(marked(snippet), body).toEqual(expected.marked);
    }
  });

  it('reads as words the runs of letters and digits that /[\\p{L}\\p{N}]+/gu finds, in any script and beyond the BMP', () => {
    const every: Matcher = (_text, start, end) => `${start}-${end}`;
    const samples = [
      'Plain ASCII, digits 42 and x86_64: done.',
      'naïve café’s RÉSUMÉ — Ünïcödé; ΣΊΣΥΦΟΣ οδός, Москва! 東京タワー 123٤٥٦',
      'Decomposed cafe\u0301 and emoji 😀 between 𝔸𝔹ℂ letters; a lone \ud800 surrogate and 𐐷word.',
      '', '   ', '«»', 'x',
    ];
    for (const sample of samples) {
      const runs = highlightAll(sample, every);
      expect(text(runs)).toBe(sample);
      expect(marked(runs)).toEqual(sample.match(/[\p{L}\p{N}]+/gu) ?? []);
    }
  });
});

describe('agreement with PostgreSQL', () => {
  const ctx = useTestApp();
  const TEXT =
    'The runners were running; a runner ran. Happily, happiness happens! Studies studied studying student. ' +
    'Generously generous generosity. Agreed agreement agreeing. Skies sky skiing skis. Dying died dies. ' +
    'Recursion recursive recursively recurse. Graphs graphical graphing. CSE220 x86 2024 v2 naïve café’s résumé. ' +
    'Indexes indices indexing. Caching cached caches cache. Analysis analyses analyse analysing analytical.';
  const QUERIES = ['running', 'happy', 'study', 'generous', 'agree', 'sky', 'die', 'recursion', 'graph', 'cse220 x86', '2024', 'naive café', 'index', 'cache', 'analysis', 'run:*', 'ana:*', 'gra:*', 'happ:*'];

  it('marks the words ts_headline marks, for every query', async () => {
    for (const q of QUERIES) {
      const tsquery = q.includes(':*') ? sql`to_tsquery('english'::regconfig, ${q})` : sql`plainto_tsquery('english'::regconfig, ${q})`;
      const [row] = await ctx.database.prepared<{ terms: string; headline: string }>(
        sql`SELECT ${tsquery}::text AS terms, ts_headline('english'::regconfig, ${TEXT}, ${tsquery}, 'StartSel=<<, StopSel=>>, HighlightAll=true') AS headline`,
      );
      const expected = [...row!.headline.matchAll(/<<(.*?)>>/gu)].map((found) => found[1]);
      expect(marked(highlightAll(TEXT, matcher(queryTerms(row!.terms)))), q).toEqual(expected);
      expect(expected.length, q).toBeGreaterThan(0);
    }
  });
});

/** A deterministic random sequence in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) / 2 ** 24;
  };
}

/**
 * The snippet as highlight.ts defines it, worked out the slow way: every window of
 * SNIPPET_WORDS.around words ending at each word is scored from scratch (each query term in it
 * counts the window's size + 1 times 1 + 1 / its count in the text, and each match 1), the first
 * best window wins, and the snippet starts SNIPPET_WORDS.lead words before its first match.
 */
function snippetByDefinition(body: string, matches: Matcher): { text: string; marked: string[] } {
  const found = [...body.matchAll(/[\p{L}\p{N}]+/gu)].map((word) => ({ start: word.index, end: word.index + word[0].length, term: matches(body, word.index, word.index + word[0].length) }));
  const size = SNIPPET_WORDS.around;
  const inText = new Map<string, number>();
  for (const { term } of found) if (term !== undefined) inText.set(term, (inText.get(term) ?? 0) + 1);
  let best = -1;
  let bestScore = 0;
  found.forEach((_, last) => {
    const window = found.slice(Math.max(0, last - size + 1), last + 1).filter((word) => word.term !== undefined);
    const terms = new Set(window.map((word) => word.term!));
    const score = [...terms].reduce((sum, term) => sum + (size + 1) * (1 + 1 / inText.get(term)!), 0) + window.length;
    if (score > bestScore) [best, bestScore] = [Math.max(0, last - size + 1), score];
  });
  const firstMatch = found.findIndex((word, i) => i >= best && word.term !== undefined);
  const from = best < 0 ? 0 : Math.max(0, Math.min(firstMatch - SNIPPET_WORDS.lead, found.length - size));
  const last = Math.min(found.length, from + (best < 0 ? SNIPPET_WORDS.start : size)) - 1;
  if (last < 0) return { text: body, marked: [] };
  const [start, end] = [from === 0 ? 0 : found[from]!.start, last === found.length - 1 ? body.length : found[last]!.end];
  return { text: body.slice(start, end), marked: found.filter((word) => word.term !== undefined && word.start >= start && word.end <= end).map((word) => body.slice(word.start, word.end)) };
}
