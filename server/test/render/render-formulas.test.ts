import { describe, expect, it } from 'vitest';
import { splitFormulas } from '../../src/render/formula-delimiters.ts';

const text = (value: string) => ({ text: value });
const inline = (tex: string) => ({ tex, display: false, source: `$${tex}$` });
const display = (tex: string) => ({ tex, display: true, source: `$$${tex}$$` });

describe('splitFormulas (pandoc’s tex_math_dollars rules)', () => {
  it.each([
    ['plain text', 'No formulas here.', [text('No formulas here.')]],
    ['an inline formula', 'Sorting takes $O(n \\log n)$ steps.', [text('Sorting takes '), inline('O(n \\log n)'), text(' steps.')]],
    ['a display formula', '$$\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}$$', [display('\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}')]],
    ['prices: the closing $ follows a space', 'It costs $5 and $10 today.', [text('It costs $5 and $10 today.')]],
    ['an opening $ followed by a space', 'a $ b$ c', [text('a $ b$ c')]],
    ['a closing $ preceded by a space', 'a $b $ c', [text('a $b $ c')]],
    ['a closing $ followed by a digit', 'from $x$5 on', [text('from $x$5 on')]],
    ['an escaped dollar outside a formula (the backslash goes)', 'It costs \\$5, and $x$ too.', [text('It costs $5, and '), inline('x'), text(' too.')]],
    ['an escaped dollar inside a formula (TeX’s own)', 'pay $a\\$b$ now', [text('pay '), inline('a\\$b'), text(' now')]],
    ['an unclosed display formula', '$$x + 1', [text('$$x + 1')]],
    ['two inline formulas', '$a$ and $b$', [inline('a'), text(' and '), inline('b')]],
    ['a lone dollar', '$', [text('$')]],
  ])('%s', (_label, input, expected) => {
    expect(splitFormulas(input)).toEqual(expected);
  });
});
