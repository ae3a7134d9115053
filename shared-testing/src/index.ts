// The one testing module of the front end (decision 0051): every app's tests import from here.
export { axeViolations } from '@studyhub/shared-ui/testing';
export { deferred, fail, ok, setupFakeApi, type FakeApi, type FakeHandler, type FakeReply, type RecordedRequest } from './fake-api.ts';
export { fakeReleases, makeAppReleases, makeRelease, type FakeRelease } from './fake-releases.ts';
export { fakeAdminBlogPage, fakeAdminCommentPage, fakeListing } from './fake-listing.ts';
export { IMAGE, makeBlog, makeComment, makeSummary, summaryOf } from './fixtures.ts';
export { asAdmin, currentLocation, renderPage, type RenderPageOptions } from './render-page.tsx';
// Tests route in memory; the apps take everything else of the router from @studyhub/shared-api.
export { MemoryRouter } from 'react-router-dom';
