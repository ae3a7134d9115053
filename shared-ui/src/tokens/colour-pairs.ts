import { contrastRatio, themeValues } from './contrast.ts';
import type { Token } from './token-list.ts';

/** What a foreground must reach on its background (WCAG 2.2 AA): 4.5:1 for text, 3:1 for control boundaries and focus, none for decoration. */
export type PairKind = 'text' | 'non-text' | 'decorative';
export const MINIMUM: Record<PairKind, number> = { text: 4.5, 'non-text': 3, decorative: 1 };

export interface ColourPair {
  foreground: string;
  background: string;
  kind: PairKind;
  /** The ratio in each theme, from the token values. */
  light: number;
  dark: number;
}

const PAGE_SURFACES = ['--sh-color-bg', '--sh-color-surface', '--sh-color-surface-muted'];
const NON_TEXT = new Set(['--sh-color-border-strong', '--sh-color-focus']);
const DECORATIVE = new Set(['--sh-color-border']);

/**
 * Where each colour token is used, from the tokens' own naming in tokens.css: a tone's `-fg` on its
 * `-bg`, `on-X` on the fill `X` (and its hover), the code colours on `code-bg`, and every other
 * text, link, action, border and focus colour on the three page surfaces. Tokens that are only
 * backgrounds (the surfaces, tints, `code-bg`) appear as the backgrounds of these pairs; a value
 * that is not a light-dark() pair of hex colours (the overlay) has no pairs.
 */
export function colourPairs(tokens: readonly Token[]): ColourPair[] {
  const colours = new Map(tokens.filter((token) => token.name.startsWith('--sh-color-')).map((token) => [token.name, themeValues(token.value)]));
  const has = (name: string) => colours.get(name) != null;
  const backgroundsOf = (name: string): string[] => {
    const short = name.slice('--sh-color-'.length);
    if (short.endsWith('-bg') || PAGE_SURFACES.includes(name) || short === 'overlay') return [];
    if (short.startsWith('code-')) return ['--sh-color-code-bg'];
    if (short.endsWith('-fg')) return [name.replace(/-fg$/, '-bg')];
    if (short.startsWith('on-')) {
      const fill = `--sh-color-${short.slice(3)}`;
      return [fill, `${fill}-hover`];
    }
    return PAGE_SURFACES;
  };
  const kindOf = (name: string): PairKind => (NON_TEXT.has(name) ? 'non-text' : DECORATIVE.has(name) ? 'decorative' : 'text');

  const pairs: ColourPair[] = [];
  for (const [foreground, values] of colours) {
    if (!values) continue;
    for (const background of backgroundsOf(foreground).filter(has)) {
      const under = colours.get(background)!;
      pairs.push({ foreground, background, kind: kindOf(foreground), light: contrastRatio(values.light, under.light), dark: contrastRatio(values.dark, under.dark) });
    }
  }
  return pairs;
}
