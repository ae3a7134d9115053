import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTokens, tokensStartingWith } from './token-list.ts';

describe('design tokens', () => {
  // Read from disk: the test runner does not process CSS, so `?raw` is empty here.
  const tokens = readTokens(readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8'));

  it('cover colour, type, spacing, radius, shadow and motion', () => {
    for (const prefix of ['--sh-color-', '--sh-font-size-', '--sh-space-', '--sh-radius-', '--sh-shadow-', '--sh-motion-']) {
      expect(tokensStartingWith(prefix, tokens).length, prefix).toBeGreaterThan(0);
    }
  });

  it('write every colour for both themes with light-dark()', () => {
    const colours = tokensStartingWith('--sh-color-', tokens);
    expect(colours.length).toBeGreaterThan(20);
    for (const { name, value } of colours) expect(value, name).toMatch(/^light-dark\(/);
  });

  it('give every badge tone a background and a text colour', () => {
    for (const tone of ['blue', 'green', 'amber', 'orange', 'red', 'purple', 'neutral']) {
      expect(tokens.map((token) => token.name)).toEqual(expect.arrayContaining([`--sh-color-${tone}-bg`, `--sh-color-${tone}-fg`]));
    }
  });
});
