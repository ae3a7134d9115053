import type { Blog, Comment } from '@studyhub/shared-api';

let next = 0;

export function aBlog(overrides: Partial<Blog> = {}): Blog {
  next += 1;
  return {
    _id: `blog-${next}`,
    title: `Blog ${next}`,
    subTitle: 'A subtitle',
    description: '<p>Body</p>',
    image: 'http://api.test/api/media/1',
    category: 'CSE',
    createdAt: '2026-03-05T10:00:00.000Z',
    isPublished: true,
    ...overrides,
  };
}

export function aComment(overrides: Partial<Comment> = {}): Comment {
  next += 1;
  return {
    _id: `comment-${next}`,
    blog: { _id: 'blog-x', title: 'Graph algorithms' },
    name: 'Rafi Karim',
    content: `Comment ${next}`,
    createdAt: '2026-03-06T10:00:00.000Z',
    isApproved: false,
    ...overrides,
  };
}

export const ok = (fields: Record<string, unknown> = {}) => ({ body: { success: true, ...fields } });
export const fail = (status: number, message: string) => ({ status, body: { success: false, message } });
