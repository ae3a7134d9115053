import { STORY_POST_HTML, STORY_POST_SOURCE } from '@studyhub/shared-testing/stories';
import { describe, expect, it } from 'vitest';
import { renderBlogBody } from '../../server/src/render/render-blog-body.ts';
import { sanitizeBlogHtml } from '../../server/src/sanitize/blog-html.ts';

// The blog stories show a rendered post from a fixture (a story has no server): it must stay what
// the API renders, or the visual review would approve a page readers never see.
describe('the stories’ rendered post', () => {
  it('is what the API stores and renders for its source', () => {
    expect(renderBlogBody(sanitizeBlogHtml(STORY_POST_SOURCE))).toBe(STORY_POST_HTML);
  });
});
