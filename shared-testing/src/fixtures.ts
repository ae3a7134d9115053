import { excerpt, type Blog, type BlogSummary, type Comment } from '@studyhub/shared-api';

/** A cover stored by our API, which serves it at every width of COVER_WIDTHS. */
export const IMAGE = 'http://api.test/api/media/0f8fad5b-d9cb-469f-a165-70867728950e';

// Each factory numbers its ids, so a list built from them has distinct keys without the test
// naming any; a test about a particular id passes it.
let next = 0;

/** A published blog with every field; override what a test is about. */
export function makeBlog(overrides: Partial<Blog> = {}): Blog {
  next += 1;
  return {
    _id: `blog-${next}`,
    title: 'Graphs and Trees',
    subTitle: 'Traversals without tears',
    description: '<h2>Breadth first</h2><p>Visit the <strong>neighbours</strong> first.</p><ol><li data-list="bullet">Queue</li></ol>',
    image: IMAGE,
    category: 'CSE',
    createdAt: '2026-03-05T12:00:00.000Z',
    isPublished: true,
    ...overrides,
  };
}

/** The list's summary form of a blog, with the excerpt the server would compute. */
export function summaryOf(blog: Blog): BlogSummary {
  const { description, ...rest } = blog;
  return { ...rest, excerpt: excerpt(description) };
}

export function makeSummary(overrides: Partial<Blog> = {}): BlogSummary {
  return summaryOf(makeBlog(overrides));
}

/** An approved comment, written five minutes ago. */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  next += 1;
  return {
    _id: `comment-${next}`,
    blog: 'b1',
    name: 'Jun Park',
    content: 'Very helpful, thanks!',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    isApproved: true,
    ...overrides,
  };
}
