import { API_PATHS } from '@studyhub/shared-api';
import { deferred, fakeListing, makeSummary, renderPage, setupFakeApi, type FakeReply } from '@studyhub/shared-testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourcePage } from './ResourcePage.tsx';

const api = setupFakeApi();
const more = () => screen.queryByText(/^Looking for more\?/);

describe('ResourcePage’s link to the home page', () => {
  it('stands in place before the count is known, the box the first paint has, then names the count', async () => {
    const answer = deferred<FakeReply>();
    api.on(`GET ${API_PATHS.blogList}`, () => answer.promise);
    renderPage(<ResourcePage title="Lab TAs" intro="Who helps in which lab." />, { apiBaseUrl: api.url });
    expect(more()).toHaveTextContent('Looking for more? Academic resources on the home page');
    expect(screen.getByRole('link', { name: 'Academic resources on the home page' })).toHaveAttribute('href', '/');
    const blogs = [makeSummary({ _id: 'a' }), makeSummary({ _id: 'b' })];
    answer.resolve(fakeListing(() => blogs)({ method: 'GET', path: API_PATHS.blogList, query: {}, headers: {}, body: undefined }));
    expect(await screen.findByRole('link', { name: '2 academic resources on the home page' })).toBeInTheDocument();
  });

  it('is left out when the home page has nothing', async () => {
    api.on(`GET ${API_PATHS.blogList}`, fakeListing(() => []));
    renderPage(<ResourcePage title="Lab TAs" intro="Who helps in which lab." />, { apiBaseUrl: api.url });
    await screen.findByRole('heading', { name: 'Lab TAs' });
    await expect.poll(() => more()).toBeNull();
  });
});
