import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { hasReadableContent, sanitizeBlogHtml } from '../../src/sanitize/blog-html.ts';

const SERVER = fileURLToPath(new URL('../..', import.meta.url));

describe('sanitizeBlogHtml', () => {
  it('keeps everything the editor toolbar produces, unchanged', () => {
    // Quill 2 output: headers, marks, lists as <ol> with data-list and ql-ui markers, links, images.
    const html = [
      '<h1>Title</h1><h2>Section</h2><h3>Sub</h3>',
      '<p>Plain <strong>strong</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u> <s>s</s><br></p>',
      '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>Bullet</li>',
      '<li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>Numbered</li></ol>',
      '<ul><li>Plain list</li></ul>',
      '<p><a href="https://example.org/notes?x=1#top" rel="noopener noreferrer" target="_blank">notes</a> ',
      '<a href="mailto:ta@example.edu">mail</a> <a href="tel:+8801700000000">call</a> <a href="sms:+8801700000000">text</a></p>',
      '<p><img src="https://cdn.example.org/diagram.png" alt="Diagram"><img src="/api/media/123e4567-e89b-42d3-a456-426614174000" alt="" width="640" height="480"></p>',
      '<pre><code class="language-python">def f(x):\n\tif x &lt; 1 &amp;&amp; y:\n\n        return "&lt;/code&gt;"\n</code></pre>',
      '<p>Call <code>len(xs)</code> first.</p>',
      '<table><thead><tr><th>n</th><th>steps</th></tr></thead><tbody><tr><td>8</td><td><strong>3</strong></td></tr></tbody></table>',
      '<p>Formulas stay text: $O(n \\log n)$ and $$\\sum_{i=1}^n i$$ cost \\$5.</p>',
    ].join('');
    // Only contenteditable goes: it is editor state, not content.
    expect(sanitizeBlogHtml(html)).toBe(html.replaceAll(' contenteditable="false"', ''));
  });

  it.each([
    ['script elements', '<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['javascript: links', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['javascript: links hidden by case, spaces or control characters', '<a href=" JaVaScRiPt:alert(1)">x</a><a href="java\tscript:alert(1)">y</a>', '<a>x</a><a>y</a>'],
    ['vbscript: links', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['data: URLs in links', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['relative and other-scheme links', '<a href="//evil.example/x">a</a><a href="/admin">b</a><a href="ftp://x.example">c</a>', '<a>a</a><a>b</a><a>c</a>'],
    ['onerror attributes, with the image whose source is not allowed', '<img src="x" onerror="alert(1)"><p>after</p>', '<p>after</p>'],
    ['onclick attributes', '<p onclick="steal()">text</p>', '<p>text</p>'],
    ['event handlers on allowed images', '<img src="https://example.org/a.png" onload="alert(1)" alt="a">', '<img src="https://example.org/a.png" alt="a">'],
    ['iframes', '<iframe src="https://evil.example"></iframe><p>after</p>', '<p>after</p>'],
    ['svg with onload', '<svg onload="alert(1)"><circle r="5"></circle></svg><p>after</p>', '<p>after</p>'],
    ['math', '<math><mtext><img src=x onerror=alert(1)></mtext></math>', ''],
    ['style attributes', '<p style="color:red;background:url(javascript:alert(1))">text</p>', '<p>text</p>'],
    ['style elements', '<style>p { display: none }</style><p>text</p>', '<p>text</p>'],
    ['forms and inputs', '<form action="https://evil.example"><input name="password"><p>inside</p></form>', '<p>inside</p>'],
    ['class and id outside Quill markers', '<p class="evil" id="main">text</p>', '<p>text</p>'],
    ['spans other than Quill markers (content kept)', '<span class="big" style="font-size:99px">big <b>text</b></span>', 'big <b>text</b>'],
    ['unknown data-list values and other data attributes', '<ol><li data-list="x" data-foo="1">item</li></ol>', '<ol><li>item</li></ol>'],
    ['images with data URLs, images included (they belong in the media store)', '<img src="data:image/png;base64,iVBORw0KGgo="><img src="data:text/html;base64,PHA+"><img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['images with other schemes', '<img src="javascript:alert(1)"><img src="file:///etc/passwd"><img src="/relative.png">', ''],
    ['images at other paths of this API', '<img src="/api/media/upload"><img src="/api/media/123e4567-e89b-42d3-a456-426614174000/../../admin"><img src="/api/media/123e4567-e89b-42d3-a456-426614174000?w=1">', ''],
    [
      'image sizes that are not positive whole numbers within bounds',
      '<img src="https://example.org/a.png" width="0" height="-4"><img src="https://example.org/b.png" width="1.5" height="20000"><img src="https://example.org/c.png" width="100px" height="9e2">',
      '<img src="https://example.org/a.png"><img src="https://example.org/b.png"><img src="https://example.org/c.png">',
    ],
    ['code languages outside the list, and attribute injection through the class', '<pre><code class="language-brainfuck">a</code></pre><pre><code class="language-python&quot; onmouseover=&quot;alert(1)">b</code></pre><pre><code class="hljs" style="x">c</code></pre>', '<pre><code>a</code></pre><pre><code>b</code></pre><pre><code>c</code></pre>'],
    ['a language class or any attribute on inline code', '<p><code class="language-python" title="t">x</code></p>', '<p><code>x</code></p>'],
    ['markup inside code (its text kept, line breaks as newlines)', '<pre><code class="language-c">int <b>x</b>;<br>x = <a href="https://x.example">1</a>;<img src="https://x.example/a.png"></code></pre><p><code>a<em>b</em></code></p>', '<pre><code class="language-c">int x;\nx = 1;</code></pre><p><code>ab</code></p>'],
    ['a script closing the code block', '<pre><code class="language-html"></code></pre><script>alert(1)</script><pre><code>', '<pre><code class="language-html"></code></pre><pre><code></code></pre>'],
    ['attributes on tables and cells', '<table border="1" style="x"><tbody><tr onclick="x()"><td colspan="2" class="c">a</td></tr></tbody></table>', '<table><tbody><tr><td>a</td></tr></tbody></table>'],
    ['headings below h3 (text kept)', '<h4>four</h4>', 'four'],
    ['targets other than _blank, and rel without a target', '<a href="https://x.example/" target="_top" rel="opener">x</a>', '<a href="https://x.example/">x</a>'],
    ['the noscript mXSS trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<p></p>'],
  ])('removes %s', (_label, input, expected) => {
    expect(sanitizeBlogHtml(input)).toBe(expected);
  });

  it('stores images of this API by their path, whatever origin the editor saw them at', () => {
    const id = '123e4567-e89b-42d3-a456-426614174000';
    const html = `<img src="https://api.example.edu/api/media/${id}" alt="Graph" width="800" height="600"><img src="https://other.example/api/media/${id}" alt="x">`;
    expect(sanitizeBlogHtml(html, { mediaOrigin: 'https://api.example.edu' })).toBe(
      `<img src="/api/media/${id}" alt="Graph" width="800" height="600"><img src="https://other.example/api/media/${id}" alt="x">`,
    );
  });

  it('keeps code text exactly as written: tabs, leading spaces, blank lines, < and &', () => {
    const code = '#include <stdio.h>\n\nint main(void) {\n\tif (1 < 2 && 3 > 2)\n\t\tputs("a & b");\n\n\n    return 0;\n}\n';
    const escaped = code.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    const html = `<pre><code class="language-c">${escaped}</code></pre>`;
    expect(sanitizeBlogHtml(html)).toBe(html);
    const template = new JSDOM('').window.document.createElement('template');
    template.innerHTML = sanitizeBlogHtml(html);
    expect(template.content.querySelector('code')?.textContent).toBe(code);
  });

  it('forces rel="noopener noreferrer" on links that open a new tab', () => {
    expect(sanitizeBlogHtml('<a href="https://x.example/" target="_blank">x</a>')).toBe(
      '<a href="https://x.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeBlogHtml('<a href="https://x.example/" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('is stable: sanitising its own output changes nothing', () => {
    const once = sanitizeBlogHtml('<p onclick="x()">a <a href="https://x.example" target="_blank">b</a><span class="ql-ui"></span></p><svg><p>c</p></svg>');
    expect(sanitizeBlogHtml(once)).toBe(once);
  });
});

describe('hasReadableContent', () => {
  it.each([
    ['text', true, '<p>Hello</p>'],
    ['only an image', true, '<p><img src="https://example.org/a.png"></p>'],
    ['an empty editor', false, '<p><br></p>'],
    ['only whitespace and non-breaking spaces', false, '<p> &nbsp; </p><h1>\n</h1>'],
    ['nothing', false, ''],
  ])('%s → %s', (_label, expected, html) => {
    expect(hasReadableContent(html)).toBe(expected);
  });
});

describe('the sanitiser’s DOM', () => {
  it('is not loaded by an API that only serves readers, and is loaded by the first sanitising (decision 0066)', () => {
    // A process of its own: the test runner's module cache is shared with other tests.
    const script = `
      import { createRequire } from 'node:module';
      const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('/node_modules/jsdom/'));
      await import('./src/app.ts');
      const { sanitizeBlogHtml } = await import('./src/sanitize/blog-html.ts');
      const before = loaded();
      const clean = sanitizeBlogHtml('<p onclick="x()">hi</p>');
      console.log(JSON.stringify({ before, after: loaded(), clean }));
    `;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: SERVER, encoding: 'utf8' });
    expect(JSON.parse(output.trim().split('\n').at(-1)!)).toEqual({ before: false, after: true, clean: '<p>hi</p>' });
  });
});
