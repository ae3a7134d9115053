import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// What makes a story draw the same pixels on every run and every machine with Debian's chromium
// (docs/decisions/0090): no motion, no caret, one frozen date, and fonts that come from the repository.

/** Every run sees this moment: "3 days ago" and copyright years stay put. */
export const FROZEN_TIME = new Date('2026-06-15T10:00:00Z');

/** The context's options for every visual run. */
export const CONTEXT_OPTIONS = { reducedMotion: 'reduce', timezoneId: 'UTC', locale: 'en-US', deviceScaleFactor: 1, colorScheme: 'light' } as const;

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file)).toString('base64');

/**
 * The tokens' stacks begin with system-ui and ui-monospace, which resolve to whatever fonts a
 * machine has (DejaVu Sans here, Cantarell or Noto elsewhere). The run replaces them with Inter and
 * Roboto Mono from npm (latin subset, the weights the tokens use), inlined so nothing is fetched.
 */
function fontFaces(): string {
  const faces: string[] = [];
  for (const weight of [400, 500, 600, 700]) {
    faces.push(`@font-face { font-family: 'Visual Inter'; font-weight: ${weight}; font-style: normal; font-display: block; src: url(data:font/woff2;base64,${fontFile('@fontsource/inter', `inter-latin-${weight}-normal.woff2`)}) format('woff2'); }`);
  }
  for (const weight of [400, 700]) {
    faces.push(`@font-face { font-family: 'Visual Roboto Mono'; font-weight: ${weight}; font-style: normal; font-display: block; src: url(data:font/woff2;base64,${fontFile('@fontsource/roboto-mono', `roboto-mono-latin-${weight}-normal.woff2`)}) format('woff2'); }`);
  }
  return faces.join('\n');
}

let stylesheet: string | undefined;

/** Added to every story's document after it loads. */
export function deterministicStylesheet(): string {
  stylesheet ??= `${fontFaces()}
:root, [data-theme] {
  --sh-font-sans: 'Visual Inter', sans-serif !important;
  --sh-font-mono: 'Visual Roboto Mono', monospace !important;
}
*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  transition: none !important;
  caret-color: transparent !important;
}
html { scrollbar-width: none; }
`;
  return stylesheet;
}

/** The faces load before the first screenshot (font-display: block would otherwise draw nothing). */
export const FONT_LOADS = ["400 16px 'Visual Inter'", "500 16px 'Visual Inter'", "600 16px 'Visual Inter'", "700 16px 'Visual Inter'", "400 16px 'Visual Roboto Mono'", "700 16px 'Visual Roboto Mono'"];
