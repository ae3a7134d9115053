import katex, { type KatexOptions } from 'katex';

/**
 * KaTeX with nothing that reaches outside the formula: `trust: false` turns \href, \url,
 * \includegraphics and \htmlClass/Id/Style/Data into plain error-coloured text, and sizes and
 * macro expansion are bounded so a formula cannot blow up a page or the save.
 */
const OPTIONS: KatexOptions = {
  output: 'htmlAndMathml',
  trust: false,
  strict: 'ignore',
  throwOnError: true,
  maxSize: 20,
  maxExpand: 500,
};

/** A formula's HTML, or why KaTeX refused it; never throws. */
export function renderFormula(tex: string, display: boolean): { html: string } | { error: string } {
  try {
    const html = katex.renderToString(tex, { ...OPTIONS, displayMode: display });
    // A wide display formula scrolls sideways inside its own line: focusable, so a keyboard can scroll it.
    return { html: display ? html.replace(/^<span class="katex-display">/, '<span class="katex-display" tabindex="0">') : html };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
