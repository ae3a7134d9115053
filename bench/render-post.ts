// The post the render bench saves and reads: five code blocks and ten formulas (the issue's
// heavy post), in the body's source format, deterministic so every run renders the same bytes.

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const CODE: ReadonlyArray<readonly [string, string]> = [
  ['python', 'def merge_sort(xs):\n    if len(xs) <= 1:\n        return xs\n    mid = len(xs) // 2\n    left, right = merge_sort(xs[:mid]), merge_sort(xs[mid:])\n    out = []\n    while left and right:\n        out.append(left.pop(0) if left[0] <= right[0] else right.pop(0))\n    return out + left + right\n'],
  ['c', '#include <stdlib.h>\n\nstruct node { int key; struct node *next; };\n\nint length(const struct node *head)\n{\n\tint n = 0;\n\tfor (; head != NULL; head = head->next)\n\t\tn++;\n\treturn n;\n}\n'],
  ['java', 'import java.util.*;\n\npublic final class Graph {\n    private final Map<Integer, List<Integer>> edges = new HashMap<>();\n\n    public void add(int a, int b) {\n        edges.computeIfAbsent(a, k -> new ArrayList<>()).add(b);\n    }\n}\n'],
  ['sql', 'SELECT c.code, COUNT(*) AS enrolled\nFROM courses c\nJOIN enrolments e ON e.course_id = c.id\nWHERE e.term = \'2026-spring\'\nGROUP BY c.code\nHAVING COUNT(*) > 30\nORDER BY enrolled DESC;\n'],
  ['rust', 'fn gcd(mut a: u64, mut b: u64) -> u64 {\n    while b != 0 {\n        let t = a % b;\n        a = b;\n        b = t;\n    }\n    a\n}\n\nfn main() {\n    println!("{}", gcd(84, 36));\n}\n'],
];

const FORMULAS = [
  '$O(n \\log n)$',
  '$T(n) = 2T(n/2) + \\Theta(n)$',
  '$$\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}$$',
  '$\\binom{n}{k} = \\frac{n!}{k!(n-k)!}$',
  '$$\\int_0^1 x^2 \\, dx = \\frac{1}{3}$$',
  '$\\lceil \\log_2 (n+1) \\rceil$',
  '$$A = \\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}$$',
  '$\\forall x \\in \\mathbb{R}: x^2 \\ge 0$',
  '$$\\lim_{n \\to \\infty} \\left(1 + \\frac{1}{n}\\right)^n = e$$',
  '$\\sqrt{a^2 + b^2}$',
];

/** Paragraphs with the ten formulas, display ones alone in theirs, and the five code blocks between them. */
export function heavyPost(): string {
  const parts: string[] = ['<h2>Sorting, graphs and a little algebra</h2>'];
  FORMULAS.forEach((formula, index) => {
    parts.push(formula.startsWith('$$') ? `<p>${formula}</p>` : `<p>Step ${index + 1} of the analysis uses ${formula} as its bound.</p>`);
    const code = CODE[index / 2];
    if (index % 2 === 0 && code) parts.push(`<pre><code class="language-${code[0]}">${escape(code[1])}</code></pre>`);
  });
  return parts.join('');
}

/** A post of plain rich text of about the same words, nothing to render. */
export function plainPost(): string {
  return `<h2>Study notes</h2>${Array.from({ length: 10 }, (_, index) => `<p>Paragraph ${index + 1}: read the chapter, write a summary, test yourself the next day.</p>`).join('')}`;
}
