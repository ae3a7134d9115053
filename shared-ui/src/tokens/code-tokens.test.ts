import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTokens, tokensStartingWith } from './token-list.ts';

// WCAG 2.2 relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The light and the dark value of a `light-dark(#…, #…)` token. */
function themes(value: string): [light: string, dark: string] {
  const match = /^light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)$/i.exec(value);
  if (!match) throw new Error(`not a light-dark() pair of #rrggbb: ${value}`);
  return [match[1]!, match[2]!];
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
