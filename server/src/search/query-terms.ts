/**
 * What a search marks in its hits: the lexemes of the tsquery PostgreSQL built from the user's
 * text and its typo correction, read from the query's own text form (`'graph' & !'heap' |
 * 'stack':*`). An excluded lexeme is left out: no hit has it.
 */
export interface QueryTerms {
  /** Lexemes a word must stem to. */
  exact: ReadonlySet<string>;
  /** Lexemes a word's stem must start with (the last word while typing). */
  prefixes: readonly string[];
}

// A quoted lexeme (quotes doubled, backslashes escaped) with its optional prefix and weight flags.
const LEXEME = /(!?)'((?:[^'\\]|''|\\.)*)'(?::([*A-D]+))?/gu;

export function queryTerms(tsquery: string): QueryTerms {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const [, not, quoted = '', flags = ''] of tsquery.matchAll(LEXEME)) {
    if (not === '!') continue;
    const lexeme = quoted.replaceAll("''", "'").replace(/\\(.)/gu, '$1');
    if (flags.includes('*')) prefixes.push(lexeme);
    else exact.add(lexeme);
  }
  return { exact, prefixes };
}
