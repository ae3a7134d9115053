import tokensCss from './tokens.css?raw';

export interface Token {
  name: string;
  value: string;
}

/** The tokens of the first rule in tokens.css (`:root, [data-theme]`), read from the file so the docs never drift. */
export function readTokens(css: string = tokensCss): Token[] {
  const root = /^:root[^{]*\{([\s\S]*?)\n\}/m.exec(css)?.[1] ?? '';
  return [...root.matchAll(/(--sh-[a-z0-9-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => ({ name, value: value.trim() }));
}

export function tokensStartingWith(prefix: string, tokens: Token[] = readTokens()): Token[] {
  return tokens.filter((token) => token.name.startsWith(prefix));
}
