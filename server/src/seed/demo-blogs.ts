import type { BlogCategory } from '@studyhub/shared-api/contract';
import { type DemoFigure, halvingSvg, searchStepsSvg } from './demo-figures.ts';

export interface DemoBlog {
  title: string;
  subTitle?: string;
  category: BlogCategory;
  /**
   * The body's source (shared-api's post-body.ts): the editor's toolbar, code blocks, inline code,
   * tables, formulas as TeX, and `<p>{{figure:KEY}}</p>` where a figure below goes.
   */
  description: string;
  figures?: readonly DemoFigure[];
  daysAgo: number;
  coverColors: readonly [string, string];
}

// Fictional sample articles: the course codes, people and sites below are made up for the demo.
export const DEMO_BLOGS: readonly DemoBlog[] = [
  {
    title: 'Binary Search in Python and C',
    subTitle: 'One loop, two languages, and why it needs only a logarithm of the steps',
    category: 'CSE',
    daysAgo: 1,
    coverColors: ['#0f766e', '#2563eb'],
    figures: [
      {
        key: 'search-steps',
        alt: 'Line chart of worst-case comparisons for n up to 64: a linear scan grows to 64, binary search stays at 7 or fewer.',
        width: 1280,
        height: 720,
        svg: () => searchStepsSvg(1280, 720),
      },
      {
        key: 'halving',
        alt: 'A sorted list of 16 numbers searched for 11, one row per comparison: the middle item is compared and only the part that can still hold 11 stays, 16 items, then 7, then 3, then 1.',
        width: 1280,
        height: 420,
        svg: () => halvingSvg(1280, 420),
      },
    ],
    description: `<h2>Halve the list, every time</h2>
<p>Binary search finds a value in a <strong>sorted</strong> list by comparing it with the middle item and throwing away the half that cannot hold it. After $k$ comparisons at most $n / 2^k$ items are left, so the loop ends after about $\\log_2 n$ rounds.</p>
<p>$$T(n) = T\\left(\\left\\lfloor \\frac{n}{2} \\right\\rfloor\\right) + 1 \\quad\\Rightarrow\\quad T(n) = \\lfloor \\log_2 n \\rfloor + 1$$</p>
<p>{{figure:halving}}</p>
<h3>In Python</h3>
<pre><code class="language-python">def binary_search(items, target):
    """Index of target in the sorted list items, or -1."""
    lo, hi = 0, len(items) - 1
    while lo &lt;= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if items[mid] &lt; target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


print(binary_search([2, 3, 5, 7, 11, 13], 11))  # 4
</code></pre>
<h3>In C</h3>
<p>The same loop in C. Note <code>lo + (hi - lo) / 2</code>: for very large arrays <code>(lo + hi) / 2</code> can overflow an <code>int</code>.</p>
<pre><code class="language-c">#include &lt;stdio.h&gt;

int binary_search(const int *items, int n, int target)
{
	int lo = 0, hi = n - 1;

	while (lo &lt;= hi) {
		int mid = lo + (hi - lo) / 2;
		if (items[mid] == target)
			return mid;
		if (items[mid] &lt; target)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

int main(void)
{
	int primes[] = {2, 3, 5, 7, 11, 13};
	printf("%d\\n", binary_search(primes, 6, 11));
	return 0;
}
</code></pre>
<h3>With the standard library</h3>
<p>In real Python code, <code>bisect</code> already does the halving, in C inside the interpreter:</p>
<pre><code class="language-python">from bisect import bisect_left


def contains(items, target):
    i = bisect_left(items, target)
    return i &lt; len(items) and items[i] == target
</code></pre>
<h3>Recursively, in Java</h3>
<pre><code class="language-java">static int search(int[] items, int target, int lo, int hi) {
    if (lo &gt; hi) return -1;
    int mid = lo + (hi - lo) / 2;
    if (items[mid] == target) return mid;
    return items[mid] &lt; target
        ? search(items, target, mid + 1, hi)
        : search(items, target, lo, mid - 1);
}
</code></pre>
<p>Each call halves the range, so the recursion is $O(\\log n)$ deep and the stack never holds more than $\\lceil \\log_2 (n + 1) \\rceil$ frames.</p>
<h3>Try both</h3>
<pre><code class="language-bash">gcc -Wall -O2 -o search search.c &amp;&amp; ./search
python3 search.py
</code></pre>
<h2>How much faster?</h2>
<p>{{figure:search-steps}}</p>
<table><thead><tr><th>Items $n$</th><th>Linear scan</th><th>Binary search</th></tr></thead><tbody><tr><td>1,000</td><td>1,000</td><td>10</td></tr><tr><td>1,000,000</td><td>1,000,000</td><td>20</td></tr><tr><td>$10^9$</td><td>$10^9$</td><td>30</td></tr></tbody></table>
<p>The price: the list must stay sorted, and sorting costs $O(n \\log n)$ once. Search often, sort once, and the logarithm wins.</p>`,
  },
  {
    title: 'Big-O Notation Through Everyday Examples',
    subTitle: 'A gentle tour of growth rates before the algorithms midterm',
    category: 'CSE',
    daysAgo: 2,
    coverColors: ['#4f46e5', '#0ea5e9'],
    description: `<h2>Why growth rates matter</h2>
<p>When an input doubles, does your program take twice as long, four times as long, or barely longer? <strong>Big-O notation</strong> answers that question without caring about the speed of your laptop.</p>
<h3>Three examples from a library</h3>
<ul>
<li><strong>O(1)</strong>: picking the book the librarian already put on the counter.</li>
<li><strong>O(log n)</strong>: finding a call number by halving the shelves each time.</li>
<li><strong>O(n)</strong>: reading every spine until you spot the title.</li>
</ul>
<p>Practise by writing down the growth rate of each loop in last week's lab <em>before</em> running it, then time it with inputs of 1,000 and 2,000 items.</p>`,
  },
  {
    title: 'Dynamic Programming: From Recursion to Tables',
    subTitle: 'Turning an exponential solution into a polynomial one, step by step',
    category: 'CSE',
    daysAgo: 6,
    coverColors: ['#7c3aed', '#db2777'],
    description: `<h2>Start with the honest recursion</h2>
<p>Write the slow recursive solution first. It tells you exactly which subproblems exist and how they depend on each other.</p>
<h3>The four-step recipe</h3>
<ol>
<li>Define the subproblem in one sentence.</li>
<li>Write the recurrence and its base cases.</li>
<li>Choose an evaluation order so every dependency is ready in time.</li>
<li>Fill the table and, if needed, walk it backwards to rebuild the answer.</li>
</ol>
<p>Try it on the fictional <em>CSE 2xx</em> practice set: the coin-change problem shrinks from seconds to milliseconds. <s>Memorise solutions</s> <u>Practise the recipe</u> instead.</p>`,
  },
  {
    title: 'How Caches Make Your Loops Faster',
    category: 'COD',
    daysAgo: 11,
    coverColors: ['#059669', '#0891b2'],
    description: `<h2>Memory is slow, caches are close</h2>
<p>A cache keeps recently used blocks of memory near the processor. Code that touches neighbouring addresses one after another gets most of its data from the cache.</p>
<h3>Row order versus column order</h3>
<p>Summing a large matrix <strong>row by row</strong> walks memory in order; summing it <strong>column by column</strong> jumps across blocks and misses far more often.</p>
<ul>
<li>Keep inner loops on the last index of the array.</li>
<li>Prefer arrays of small structs that are used together.</li>
<li>Measure before and after: intuition about caches is often wrong.</li>
</ul>`,
  },
  {
    title: 'Pipeline Hazards Explained with a Laundry Analogy',
    subTitle: 'Washer, dryer, folding table: the five-stage pipeline in disguise',
    category: 'COD',
    daysAgo: 17,
    coverColors: ['#ea580c', '#e11d48'],
    description: `<h2>One load at a time is wasteful</h2>
<p>While the first load dries, the second can already wash. That overlap is <strong>pipelining</strong>, and it is why a processor can finish about one instruction per cycle.</p>
<h3>When the overlap breaks</h3>
<ol>
<li><strong>Structural hazard</strong>: one dryer, two loads ready for it.</li>
<li><strong>Data hazard</strong>: you cannot fold what has not finished drying; forwarding hands it over early.</li>
<li><strong>Control hazard</strong>: not knowing which basket comes next until a decision is made, the role of branch prediction.</li>
</ol>
<p>Redraw the pipeline diagrams from the sample exam with these three questions in mind.</p>`,
  },
  {
    title: 'Choosing an Elective: Machine Learning or Computer Graphics?',
    category: 'Elective',
    daysAgo: 24,
    coverColors: ['#0d9488', '#65a30d'],
    description: `<h2>Two popular paths</h2>
<p>Both electives build on linear algebra, but they use it differently. Machine learning fits models to data; computer graphics turns geometry into pixels.</p>
<h3>Questions to ask yourself</h3>
<ul>
<li>Do you enjoy statistics and experiments, or geometry and visual results?</li>
<li>Which prerequisites have you already passed?</li>
<li>Which one supports the capstone project you have in mind?</li>
</ul>
<p>Read the sample syllabi on the <a href="https://example.org/studyhub-demo/electives">demo electives page</a> and talk to a student tutor during office hours before registering.</p>`,
  },
  {
    title: 'A Finals Week Study Plan That Actually Works',
    subTitle: 'Spacing, practice tests and sleep, scheduled day by day',
    category: 'Other',
    daysAgo: 33,
    coverColors: ['#2563eb', '#9333ea'],
    description: `<h1>Plan the week, not the night</h1>
<p>Cramming feels productive but fades quickly. <strong>Spaced practice</strong> and <strong>self-testing</strong> make knowledge stick for the exam hall.</p>
<h2>A sample schedule</h2>
<ol>
<li>Day 1: list every topic and rate your confidence from 1 to 5.</li>
<li>Days 2-4: two topics a day, starting with the weakest; finish each with practice questions.</li>
<li>Day 5: a full past paper under timed conditions.</li>
<li>Day 6: review only the mistakes from day 5.</li>
</ol>
<p><em>Sleep is part of the plan</em>: memories consolidate overnight, so protect at least seven hours.</p>`,
  },
];
