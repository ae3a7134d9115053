import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio as contrast, themeValues } from './contrast.ts';
import { readTokens, tokensStartingWith } from './token-list.ts';

/** The light and the dark value of a `light-dark(#…, #…)` token. */
function themes(value: string): [light: string, dark: string] {
  const pair = themeValues(value);
  if (!pair) throw new Error(`not a light-dark() pair of #rrggbb: ${value}`);
  return [pair.light, pair.dark];
}

describe('code tokens', () => {
  // Read from disk: the test runner does not process CSS, so `?raw` is empty here.
  const tokens = readTokens(readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8'));
  const background = themes(tokens.find((token) => token.name === '--sh-color-code-bg')!.value);
  const colours = tokensStartingWith('--sh-color-code-', tokens).filter((token) => token.name !== '--sh-color-code-bg');

  it('has the syntax colours', () => {
    expect(colours.map((token) => token.name)).toEqual(
      expect.arrayContaining(['--sh-color-code-text', '--sh-color-code-comment', '--sh-color-code-keyword', '--sh-color-code-string']),
    );
  });

  it.each(colours.map((token) => [token.name, token.value]))('%s is at least 4.5:1 on the code background in both themes', (_name, value) => {
    const [light, dark] = themes(value);
    expect(contrast(light, background[0])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark, background[1])).toBeGreaterThanOrEqual(4.5);
  });
});
