import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { MAX_FORMULAS, renderBlogBody, renderReaderHtml } from '../../src/render/render-blog-body.ts';
import { purifyReaderHtml } from '../../src/render/reader-purify.ts';
import { sanitizeBlogHtml } from '../../src/sanitize/blog-html.ts';

const ID = '123e4567-e89b-42d3-a456-426614174000';
const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const fragment = (html: string) => {
  const template = new JSDOM('').window.document.createElement('template');
  template.innerHTML = html;
  return template.content;
};
/** Sanitised as the API stores it, then rendered as it does at save. */
const render = (source: string) => renderBlogBody(sanitizeBlogHtml(source));

/** Nothing in `html` can run: no scripts or frames, no handlers, no script or data URLs, no styles that fetch. */
function expectInert(html: string): void {
  const root = fragment(html);
  expect(root.querySelectorAll('script, iframe, object, embed, form, input, style, foreignObject, use')).toHaveLength(0);
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      expect(name).not.toMatch(/^on/i);
      expect(name).not.toMatch(/^(id|data-(?!copy-code$).*)$/i);
      if (/href|src/i.test(name)) expect(value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      if (name === 'style') expect(value).not.toMatch(/url\(|expression|javascript/i);
    }
  }
}

describe('renderBlogBody: code blocks', () => {
  const code = 'def mean(xs):\n\t"""Average of < & >."""\n\n    return sum(xs) / len(xs)\n';
  const source = `<pre><code class="language-python">${escapeText(code)}</code></pre>`;

  it('wraps a block with its language label and a Copy button, and highlights it with classes', () => {
    const root = fragment(render(source));
    const block = root.querySelector('div.code-block')!;
    expect(block.querySelector('.code-block-head .code-block-language')?.textContent).toBe('Python');
    const button = block.querySelector('.code-block-head button.code-block-copy')!;
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('data-copy-code')).toBe(true);
    expect(button.textContent).toBe('Copy');
    const pre = block.querySelector(':scope > pre')!;
    expect(pre.getAttribute('tabindex')).toBe('0');
    const element = pre.querySelector(':scope > code')!;
    expect(element.className).toBe('language-python hljs');
    expect(element.querySelector('span.hljs-keyword')?.textContent).toBe('def');
    expect(element.querySelector('[style]')).toBeNull();
  });

  it('keeps the text exactly as written: tabs, blank lines, < and &', () => {
    expect(fragment(render(source)).querySelector('code')?.textContent).toBe(code);
  });

  it.each([
    ['C', 'c', '#include <stdio.h>\nint main(void) {\n\tprintf("%d\\n", 1 << 3);\n\treturn 0;\n}\n'],
    ['Plain text', 'plain', 'just <text> & $x$ that is no formula\n'],
  ])('renders %s blocks with their text unchanged', (label, id, text) => {
    const root = fragment(render(`<pre><code class="language-${id}">${escapeText(text)}</code></pre>`));
    expect(root.querySelector('.code-block-language')?.textContent).toBe(label);
    expect(root.querySelector('pre > code')?.className).toBe(`language-${id} hljs`);
    expect(root.querySelector('pre > code')?.textContent).toBe(text);
  });

  it('shows a block without a language as plain text', () => {
    const root = fragment(render('<pre><code>x = 1</code></pre>'));
    expect(root.querySelector('.code-block-language')?.textContent).toBe('Plain text');
    expect(root.querySelector('pre > code')?.className).toBe('language-plain hljs');
  });

  it('leaves inline code as it is, formulas in it included', () => {
    expect(render('<p>Call <code>f($x$)</code> now.</p>')).toBe('<p>Call <code>f($x$)</code> now.</p>');
  });
});

describe('renderBlogBody: formulas', () => {
  it('renders inline and display formulas with KaTeX, HTML and MathML with the TeX annotated', () => {
    const root = fragment(render('<p>Binary search takes $O(\\log n)$ steps.</p><p>$$T(n) = 2T(n/2) + n$$</p>'));
    const inline = root.querySelector('p:first-child > span.katex')!;
    expect(inline.querySelector('.katex-mathml math')).not.toBeNull();
    expect(inline.querySelector('annotation[encoding="application/x-tex"]')?.textContent).toBe('O(\\log n)');
    expect(inline.querySelector('.katex-html')?.getAttribute('aria-hidden')).toBe('true');
    const block = root.querySelector('p:last-child > span.katex-display')!;
    expect(block.querySelector('math')?.getAttribute('display')).toBe('block');
    // A wide one scrolls inside its line, so a keyboard must be able to reach it.
    expect(block.getAttribute('tabindex')).toBe('0');
    expect(block.querySelector('annotation')?.textContent).toBe('T(n) = 2T(n/2) + n');
  });

  it('keeps prices and escaped dollars as text', () => {
    expect(render('<p>It costs $5 and $10, or \\$3.</p>')).toBe('<p>It costs $5 and $10, or $3.</p>');
  });

  it('never reads formulas inside code', () => {
    const root = fragment(render('<pre><code class="language-bash">echo "$HOME $x$"</code></pre>'));
    expect(root.querySelector('.katex')).toBeNull();
    expect(root.querySelector('code')?.textContent).toBe('echo "$HOME $x$"');
  });

  it.each([
    ['a parse error', '$\\frac{1$'],
    ['an undefined command', '$\\notacommand{x}$'],
    ['endless macro expansion', '$\\def\\a{\\a}\\a$'],
  ])('shows invalid TeX as its source with a marked error: %s', (_label, formula) => {
    const error = fragment(render(`<p>${formula}</p>`)).querySelector('span.math-error');
    expect(error?.querySelector('code')?.textContent).toBe(formula);
    expect(error?.getAttribute('title')).toMatch(/\S/);
  });
});

describe('renderBlogBody: bounds', () => {
  it(`renders at most ${MAX_FORMULAS} formulas a post, and leaves the rest as written`, () => {
    const html = render(`<p>${Array.from({ length: MAX_FORMULAS + 2 }, (_, index) => `$x_{${index}}$`).join(' ')}</p>`);
    expect(fragment(html).querySelectorAll('.katex')).toHaveLength(MAX_FORMULAS);
    expect(html.endsWith(`</span> $x_{${MAX_FORMULAS}}$ $x_{${MAX_FORMULAS + 1}}$</p>`)).toBe(true);
  });

  it('clamps sizes a formula asks for to 20em', () => {
    const sizes = [...render('<p>$\\rule{100000em}{100000em}$</p>').matchAll(/[:"](\d+(?:\.\d+)?)em/g)].map((match) => Number(match[1]));
    expect(Math.max(...sizes)).toBe(20);
  });
});

describe('renderBlogBody: tables and images', () => {
  it('puts a table in a scrolling region', () => {
    const html = render('<table><tbody><tr><td>a</td></tr></tbody></table>');
    expect(html).toBe('<div class="table-scroll" role="region" tabindex="0" aria-label="Table"><table><tbody><tr><td>a</td></tr></tbody></table></div>');
  });

  it('gives a stored image its widths, sizes, dimensions and lazy loading', () => {
    const html = render(`<p><img src="/api/media/${ID}" alt="A graph" width="1280" height="720"></p>`);
    const image = fragment(html).querySelector('img')!;
    expect(image.getAttribute('src')).toBe(`/api/media/${ID}?w=720`);
    expect(image.getAttribute('srcset')).toBe([...[320, 480, 720, 960].map((w) => `/api/media/${ID}?w=${w} ${w}w`), `/api/media/${ID} 1280w`].join(', '));
    expect(image.getAttribute('sizes')).toBe('(min-width: 760px) 720px, calc(100vw - 32px)');
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('alt')]).toEqual(['1280', '720', 'A graph']);
    expect([image.getAttribute('loading'), image.getAttribute('decoding')]).toEqual(['lazy', 'async']);
  });

  it('offers only the widths the store keeps of a narrower image, the image itself the widest', () => {
    const small = fragment(render(`<p><img src="/api/media/${ID}" alt="A chart" width="500" height="300"></p>`)).querySelector('img')!;
    expect([small.getAttribute('src'), small.getAttribute('srcset')]).toEqual([
      `/api/media/${ID}`,
      `/api/media/${ID}?w=320 320w, /api/media/${ID}?w=480 480w, /api/media/${ID} 500w`,
    ]);
    const unsized = fragment(render(`<p><img src="/api/media/${ID}" alt="Old"></p>`)).querySelector('img')!;
    expect(unsized.getAttribute('srcset')).toBe([320, 480, 720, 960, 1280].map((w) => `/api/media/${ID}?w=${w} ${w}w`).join(', '));
  });

  it('keeps an outside image as it is, lazily loaded, and a decorative one with empty alt', () => {
    const image = fragment(render('<p><img src="https://cdn.example.org/a.png" alt=""></p>')).querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://cdn.example.org/a.png');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('loading')).toBe('lazy');
  });
});

describe('renderBlogBody: hostile input stays inert', () => {
  it('code that closes its block and opens a script', () => {
    const text = '</code></pre><script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = render(`<pre><code class="language-html">${escapeText(text)}</code></pre>`);
    expectInert(html);
    expect(fragment(html).querySelector('code')?.textContent).toBe(text);
    // And without the sanitiser in front: the renderer reads code as text only.
    expectInert(renderBlogBody(`<pre><code class="language-html">${escapeText(text)}</code></pre>`));
  });

  it.each([
    ['\\href with javascript:', '$\\href{javascript:alert(1)}{x}$'],
    ['\\url with javascript:', '$\\url{javascript:alert(1)}$'],
    ['\\htmlData', '$\\htmlData{foo=bar, onclick=alert(1)}{x}$'],
    ['\\htmlClass', '$\\htmlClass{code-block-copy}{x}$'],
    ['\\htmlId', '$\\htmlId{main}{x}$'],
    ['\\htmlStyle', '$\\htmlStyle{background:url(javascript:alert(1))}{x}$'],
    ['\\includegraphics', '$\\includegraphics{https://evil.example/a.png}$'],
    ['a display \\href', '$$\\href{javascript:alert(1)}{\\text{click}}$$'],
  ])('TeX: %s', (_label, formula) => {
    const html = render(`<p>${formula}</p>`);
    expectInert(html);
    const root = fragment(html);
    expect(root.querySelector('a, img, [data-foo]')).toBeNull();
    expect(root.querySelector('.code-block-copy, #main')).toBeNull();
  });

  it('alt text with quotes and <', () => {
    const alt = '" onerror="alert(1)" x=\'<img src=x onerror=alert(2)> & <b>';
    const html = render(`<p><img src="/api/media/${ID}" alt="${alt.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')}"></p>`);
    expectInert(html);
    const image = fragment(html).querySelector('img')!;
    expect(image.getAttribute('alt')).toBe(alt);
    expect(image.getAttributeNames().sort()).toEqual(['alt', 'decoding', 'loading', 'sizes', 'src', 'srcset']);
  });

  it('alt text that would close a raw-text element is dropped whole (DOMPurify), the image kept', () => {
    const html = render(`<p><img src="/api/media/${ID}" alt="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></p>`);
    expectInert(html);
    expect(fragment(html).querySelector('img')?.hasAttribute('alt')).toBe(false);
  });

  it('attribute injection through the language class', () => {
    const source = '<pre><code class="language-python&quot; onmouseover=&quot;alert(1)&quot; x=&quot;">print(1)</code></pre>';
    for (const html of [render(source), renderBlogBody(source)]) {
      expectInert(html);
      expect(fragment(html).querySelector('pre > code')?.className).toBe('language-plain hljs');
    }
  });

  it('comments posing as the renderer’s insert markers', () => {
    const html = renderBlogBody('<p><!--render-00000000-0000-4000-8000-000000000000-0-->$x$ and <!--render--></p>');
    expectInert(html);
    expect(fragment(html).querySelectorAll('.katex')).toHaveLength(1);
    expect(html).not.toContain('<!--');
  });

  it('markup the renderer never makes, given to it without the sanitiser, is dropped by its own pass', () => {
    expectInert(renderBlogBody('<p onclick="alert(1)">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><img src="data:image/png;base64,AAAA"></p>'));
  });
});

describe('the reader pass after rendering', () => {
  it('changes nothing in good output', () => {
    const source = sanitizeBlogHtml(
      [
        '<h2>Recurrences</h2><p>Merge sort: $T(n) = 2T(n/2) + \\Theta(n)$, so $O(n \\log n)$.</p>',
        '<p>$$\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix} \\sqrt{x^2 + 1} \\overrightarrow{AB} \\color{red}{x} \\xrightarrow{f} \\binom{n}{k} \\widehat{abc}$$</p>',
        '<p>$\\frac{1$ and $\\mathbb{R}^n \\not\\in \\mathcal{O}$ with <code>x &lt; y</code>.</p>',
        '<pre><code class="language-c">int main(void) {\n\treturn 0; /* &lt;&amp;&gt; */\n}</code></pre>',
        '<pre><code class="language-javascript">const s = `${a}`;</code></pre><pre><code>plain</code></pre>',
        '<table><thead><tr><th>n</th></tr></thead><tbody><tr><td>$n^2$</td></tr></tbody></table>',
        `<p><img src="/api/media/${ID}" alt="A &quot;graph&quot; &lt;1&gt;" width="640" height="480"><img src="https://cdn.example.org/a.png" alt=""></p>`,
        '<ol><li data-list="bullet"><span class="ql-ui"></span>item <a href="https://example.org" target="_blank">link</a></li></ol>',
      ].join(''),
    );
    const rendered = renderReaderHtml(source);
    expect(rendered).toContain('<svg');
    // KaTeX's and highlight.js's strings go in as they are: compared as the browser will parse them.
    const parsed = (() => {
      const holder = new JSDOM('').window.document.createElement('div');
      holder.innerHTML = rendered;
      return holder.innerHTML;
    })();
    expect(purifyReaderHtml(rendered)).toBe(parsed);
    expect(renderBlogBody(source)).toBe(parsed);
  });
});
