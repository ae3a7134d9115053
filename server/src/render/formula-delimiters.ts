/** A run of a text node: plain text, or a formula with the TeX between its dollars. */
export type TextPart = { text: string } | { tex: string; display: boolean; source: string };

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/**
 * The formulas in one text, by pandoc's tex_math_dollars rules: `$$…$$` is display math; `$…$`
 * is inline when the opening $ has a non-space right after it and the closing $ has a non-space
 * right before it and no digit right after it, so "$5 and $10" stays text. `\$` is a dollar sign
 * outside a formula (the backslash goes) and TeX's own inside one.
 */
export function splitFormulas(input: string): TextPart[] {
  const parts: TextPart[] = [];
  let text = '';
  const flush = () => {
    if (text) parts.push({ text });
    text = '';
  };
  let i = 0;
  while (i < input.length) {
    const char = input[i];
    if (char === '\\' && input[i + 1] === '$') {
      text += '$';
      i += 2;
      continue;
    }
    if (char !== '$') {
      text += char;
      i += 1;
      continue;
    }
    const display = input[i + 1] === '$';
    const end = display ? closingDisplay(input, i + 2) : closingInline(input, i + 1);
    if (end === undefined) {
      text += display ? '$$' : '$';
      i += display ? 2 : 1;
      continue;
    }
    flush();
    const start = i + (display ? 2 : 1);
    const after = end + (display ? 2 : 1);
    parts.push({ tex: input.slice(start, end), display, source: input.slice(i, after) });
    i = after;
  }
  flush();
  return parts;
}

/** Where the `$$` closing a display formula opened before `from` is, if its TeX is not blank. */
function closingDisplay(input: string, from: number): number | undefined {
  for (let j = from; j < input.length - 1; j += 1) {
    if (input[j] === '\\') j += 1;
    else if (input[j] === '$' && input[j + 1] === '$') return input.slice(from, j).trim() ? j : undefined;
  }
  return undefined;
}

/** Where the `$` closing an inline formula whose TeX starts at `from` is, by pandoc's rules. */
function closingInline(input: string, from: number): number | undefined {
  if (isSpace(input[from]) || input[from] === '$') return undefined;
  for (let j = from; j < input.length; j += 1) {
    if (input[j] === '\\') j += 1;
    else if (input[j] === '$') return !isSpace(input[j - 1]) && !isDigit(input[j + 1]) ? j : undefined;
  }
  return undefined;
}
