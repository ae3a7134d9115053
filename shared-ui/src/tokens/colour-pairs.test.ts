import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { colourPairs, MINIMUM } from './colour-pairs.ts';
import { contrastRatio } from './contrast.ts';
import { readTokens, tokensStartingWith } from './token-list.ts';

describe('colour pairs', () => {
  // Read from disk: the test runner does not process CSS, so `?raw` is empty here.
  const tokens = readTokens(readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8'));
  const pairs = colourPairs(tokens);

  it('measure as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('put every colour token in a pair but the overlay, as a foreground or a background', () => {
    const named = new Set(pairs.flatMap((pair) => [pair.foreground, pair.background]));
    const unpaired = tokensStartingWith('--sh-color-', tokens).map((token) => token.name).filter((name) => !named.has(name));
    expect(unpaired).toEqual(['--sh-color-overlay']);
  });

  it('pair the tints, the fills and the code colours with their own backgrounds', () => {
    const on = (foreground: string) => pairs.filter((pair) => pair.foreground === foreground).map((pair) => pair.background);
    expect(on('--sh-color-red-fg')).toEqual(['--sh-color-red-bg']);
    expect(on('--sh-color-on-primary')).toEqual(['--sh-color-primary', '--sh-color-primary-hover']);
    expect(on('--sh-color-code-keyword')).toEqual(['--sh-color-code-bg']);
    expect(on('--sh-color-text')).toEqual(['--sh-color-bg', '--sh-color-surface', '--sh-color-surface-muted']);
  });

  it.each(pairs.map((pair) => [`${pair.foreground} on ${pair.background}`, pair] as const))('%s meets its minimum in both themes', (_name, pair) => {
    expect(pair.light).toBeGreaterThanOrEqual(MINIMUM[pair.kind]);
    expect(pair.dark).toBeGreaterThanOrEqual(MINIMUM[pair.kind]);
  });
});
