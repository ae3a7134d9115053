import type { AdminBlogRow, Blog, BlogSummary, Comment } from '@studyhub/shared-api';
import { makeBlog, makeComment, summaryOf } from '../fixtures.ts';
import { storyImage } from './story-api.ts';
import { STORY_POST_HTML } from './story-post.ts';
import { STORY_OWNER } from './story-staff.ts';
import { storyDate } from './story-time.ts';

// The stories' content: clearly fictional people and posts, every date fixed before STORY_NOW.

/** Fictional authors (none is a real person). */
export const STORY_AUTHORS = {
  wren: { name: 'Wren Quillfeather', slug: 'wren-quillfeather' },
  osric: { name: 'Osric Pennywhistle', slug: 'osric-pennywhistle' },
  tamsin: { name: 'Tamsin Brightwater', slug: 'tamsin-brightwater' },
} as const;

const POSTS: { title: string; subTitle: string; category: string; author: keyof typeof STORY_AUTHORS; text: string }[] = [
  { title: 'Breadth-First Search, One Level at a Time', subTitle: 'Queues, layers and shortest paths', category: 'CSE', author: 'wren', text: 'Why a queue finds shortest paths in unweighted graphs, with a worked example on a small campus map.' },
  { title: 'Reading a Datasheet Without Fear', subTitle: 'Pins, timings and the footnotes that matter', category: 'Elective', author: 'osric', text: 'A guided tour of the tables and graphs in a microcontroller datasheet, and which numbers to trust first.' },
  { title: 'Normal Forms in Plain Words', subTitle: 'From 1NF to BCNF with one running example', category: 'CSE', author: 'tamsin', text: 'Splitting a messy enrolment table step by step until every dependency points at a key.' },
  { title: 'Big-O Cheat Sheet for the Midterm', subTitle: 'What to memorise and what to derive', category: 'COD', author: 'wren', text: 'The running times of the usual sorting and searching algorithms, and how to work out the rest.' },
  { title: 'Kirchhoff’s Laws Through Worked Circuits', subTitle: 'Nodes, loops and signs', category: 'Elective', author: 'osric', text: 'Three circuits solved with node and loop equations, and the sign mistakes examiners look for.' },
  { title: 'Writing a Lab Report That Gets Read', subTitle: 'Structure, figures and the abstract', category: 'Other', author: 'tamsin', text: 'A template for lab reports with examples of clear figures, honest error bars and a short abstract.' },
  { title: 'Recursion Without the Headache', subTitle: 'Base cases first', category: 'CSE', author: 'wren', text: 'Tracing recursive calls on paper, spotting a missing base case and turning recursion into a loop.' },
  { title: 'Operational Amplifiers for Beginners', subTitle: 'The golden rules and where they break', category: 'Elective', author: 'osric', text: 'Inverting and non-inverting amplifiers from the two golden rules, with a look at saturation.' },
  { title: 'Git for Group Projects', subTitle: 'Branches, reviews and fewer conflicts', category: 'Other', author: 'tamsin', text: 'A workflow for four people and one deadline: small branches, reviews and resolving a conflict calmly.' },
];

/** Published posts, newest first: `count` of them (repeating the list when more are asked). */
export function storyBlogs(count = POSTS.length): Blog[] {
  return Array.from({ length: count }, (_, index) => {
    const post = POSTS[index % POSTS.length]!;
    const round = Math.floor(index / POSTS.length);
    return makeBlog({
      _id: `story-blog-${index + 1}`,
      title: round === 0 ? post.title : `${post.title} (part ${round + 1})`,
      subTitle: post.subTitle,
      category: post.category,
      author: STORY_AUTHORS[post.author],
      image: storyImage(index + 1),
      createdAt: storyDate(3 + index * 4, index),
      description: `<p>${post.text}</p>`,
    });
  });
}

/** The same posts as the listing gets them. */
export const storySummaries = (count?: number): BlogSummary[] => storyBlogs(count).map(summaryOf);

/** A post whose body has a highlighted code block, an inline and a display formula, and an image, as the API renders them. */
export function storyRichBlog(overrides: Partial<Blog> = {}): Blog {
  return makeBlog({
    _id: 'story-blog-1',
    title: 'Breadth-First Search, One Level at a Time',
    subTitle: 'Queues, layers and shortest paths',
    category: 'CSE',
    author: STORY_AUTHORS.wren,
    image: storyImage(1),
    createdAt: storyDate(3),
    description: STORY_POST_HTML,
    ...overrides,
  });
}

/** Long words and long titles, for the layouts' worst cases. */
export const LONG_TITLE =
  'An Unreasonably Thorough Introduction to Amortised Analysis of Dynamically Resizing Hash Tables Under Adversarial Workloads';
export const LONG_TEXT =
  'This comment goes on for a while because its author had a lot to say about the examples, the exercises at the end and the one typo in the third formula, and also wanted to thank everyone in the study group who checked the proofs twice before the deadline.';

const COMMENTERS = ['Juniper Ashgrove', 'Bram Okonkwo-Lister', 'Ilse Marchetti', 'Pip Harrowgate'];
const REMARKS = ['This finally made the queue click for me, thank you!', 'Could you add an example with a weighted graph?', 'The diagram helped more than the lecture slides.', 'Is the formula for the degree sum on the exam sheet?'];

/** Approved comments on `blogId`, newest first, each a few hours apart. */
export function storyComments(count = 3, blogId = 'story-blog-1'): Comment[] {
  return Array.from({ length: count }, (_, index) =>
    makeComment({
      _id: `story-comment-${index + 1}`,
      blog: blogId,
      name: COMMENTERS[index % COMMENTERS.length]!,
      content: REMARKS[index % REMARKS.length]!,
      createdAt: storyDate(0, 2 + index * 5),
    }),
  );
}

/** Comments as the moderation list gets them: with their post's title, some waiting for approval. */
export function storyModerationComments(count = 6): Comment[] {
  const blogs = storyBlogs(3);
  return Array.from({ length: count }, (_, index) => {
    const blog = blogs[index % blogs.length]!;
    return makeComment({
      _id: `story-comment-${index + 1}`,
      blog: { _id: blog._id, title: blog.title },
      name: COMMENTERS[index % COMMENTERS.length]!,
      content: REMARKS[index % REMARKS.length]!,
      createdAt: storyDate(index, 3),
      isApproved: index % 3 !== 0,
    });
  });
}

/** The admin lists' rows: published posts, drafts and one scheduled. */
export function storyAdminRows(count = 8): AdminBlogRow[] {
  return storyBlogs(count).map((blog, index) => ({
    _id: blog._id,
    title: blog.title,
    category: blog.category,
    createdAt: blog.createdAt,
    isPublished: index % 3 !== 1,
    ...(index === 4 ? { isPublished: false, publishAt: storyDate(-2) } : {}),
    authorId: STORY_OWNER.id,
  }));
}
