import type { BlogCategory } from '@studyhub/shared-api/contract';

export interface DemoBlog {
  title: string;
  subTitle?: string;
  category: BlogCategory;
  /** HTML limited to the editor's toolbar: h1-h3, p, strong, em, u, s, ol/ul/li, a. */
  description: string;
  daysAgo: number;
  coverColors: readonly [string, string];
}

// Fictional sample articles: the course codes, people and sites below are made up for the demo.
export const DEMO_BLOGS: readonly DemoBlog[] = [
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
