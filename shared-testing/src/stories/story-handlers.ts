import { API_PATHS } from '@studyhub/shared-api';
import type { HttpHandler } from 'msw';
import { fakeAdminBlogPage, fakeAdminCommentPage, fakeListing } from '../fake-listing.ts';
import { answer, answerWith } from './story-api.ts';
import { storyAdminRows, storyModerationComments, storySummaries } from './story-data.ts';
import { STORY_OWNER } from './story-staff.ts';

/**
 * What every admin page asks besides its own data, answered for the owner: who is signed in, the
 * site's facts (AI drafts off), the lists a page's badges count. A story replaces any key.
 */
export function storyAdminApi(): Record<string, HttpHandler[]> {
  return {
    account: [answer(API_PATHS.adminAccount, { success: true, account: STORY_OWNER })],
    site: [answer(API_PATHS.site, { success: true, site: { demo: null, ai: { configured: false } } })],
    blogPage: [answerWith(API_PATHS.adminBlogPage, fakeAdminBlogPage(() => storyAdminRows(30)))],
    commentPage: [answerWith(API_PATHS.adminCommentPage, fakeAdminCommentPage(() => storyModerationComments(12)))],
  };
}

/** The published listing over `count` fixture posts, paged, filtered and sorted as the server does. */
export function storyListingApi(count = 30): Record<string, HttpHandler[]> {
  const blogs = storySummaries(count);
  return { listing: [answerWith(API_PATHS.blogList, fakeListing(() => blogs))] };
}
