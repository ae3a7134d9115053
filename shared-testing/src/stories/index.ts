// What the apps' stories share (docs/decisions/0089): the tests' fixtures and fakes, without the
// Node-only fake API server or the test runner, and Mock Service Worker handlers built on them.
export { fakeAdminBlogPage, fakeAdminCommentPage, fakeListing } from '../fake-listing.ts';
export { makeBlog, makeComment, makeSummary, summaryOf } from '../fixtures.ts';
export { answer, answerWith, failing, faviconHandler, mediaHandler, pending, storyImage, storyMediaId } from './story-api.ts';
export { STORY_NOW, storyDate } from './story-time.ts';
export { LONG_TEXT, LONG_TITLE, STORY_AUTHORS, storyAdminRows, storyBlogs, storyComments, storyModerationComments, storyRichBlog, storySummaries } from './story-data.ts';
export { marked, storySearchHits } from './story-search.ts';
export { STORY_POST_HTML, STORY_POST_SOURCE } from './story-post.ts';
export { storyAdminApi, storyListingApi } from './story-handlers.ts';
export { fakeAuditPage, STORY_AUDIT_ACTORS, STORY_UNFIT_REASON, storyAuditApi, storyAuditEntries, storyBackupName, storyBackups, storyBackupsApi, storyRelease, storyReleaseStates, storySignedIn } from './story-operations.ts';
export { STORY_HISTORY_ID, STORY_INVITE_TOKEN, storyCreatedInvite, storyHistoryApi, storyInviteApi, storyInvites, storyPostSource, storyReviewApi, storyReviewQueue, storyRevisions, storyStaffApi } from './story-editorial.ts';
export { STORY_OWNER, STORY_SIGNED_IN, STORY_TEAM, storyStaffId } from './story-staff.ts';
