import type { HighlightedText } from '@studyhub/shared-api/contract';
import { MARK_END, MARK_START } from './search-query.ts';

/**
 * ts_headline's output cut into runs: text between MARK_START and MARK_END is a match. The text
 * searched never holds either character, so every marker is one ts_headline wrote. Adjacent runs
 * of the same kind are merged and empty ones dropped.
 */
export function highlightRuns(headline: string): HighlightedText {
  const runs: HighlightedText = [];
  let mark = false;
  for (const part of headline.split(/([\uE000\uE001])/u)) {
    if (part === MARK_START) mark = true;
    else if (part === MARK_END) mark = false;
    else if (part !== '') {
      const previous = runs.at(-1);
      if (previous && previous.mark === mark) previous.text += part;
      else runs.push({ text: part, mark });
    }
  }
  return runs;
}
