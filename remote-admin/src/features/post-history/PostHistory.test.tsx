import { type BlogRevision, type BlogSource, type RevisionSummary } from '@studyhub/shared-api';
import { BLOG_EDIT_MESSAGES } from '@studyhub/shared-api/admin';
import { axeViolations, currentLocation, fail, IMAGE, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PostHistory, { CONFLICT_TEXT } from './PostHistory.tsx';
import { DIFF_LEGEND } from './RevisionCompare.tsx';
import { restoreQuestion } from './use-restore.ts';

const api = setupFakeApi();
const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const BASE = `/api/admin/blogs/${ID}`;

const current: BlogSource = {
  _id: ID,
  title: 'Graph algorithms',
  subTitle: 'BFS and DFS',
  description: '<p>Visit every vertex once.</p><p><img src="x.png" alt="A tree"></p>',
  image: IMAGE,
  category: 'CSE',
  createdAt: '2026-11-20T10:00:00.000Z',
  isPublished: true,
  version: 4,
};

const row = (revision: number, fields: Partial<RevisionSummary> = {}): RevisionSummary => ({
  revision,
  version: revision,
  kind: 'manual',
  authorName: 'admin@example.edu',
  createdAt: `2026-11-2${revision}T10:00:00.000Z`,
  sizeBytes: 1000 * revision,
  ...fields,
});
const ROWS = [row(4, { kind: 'autosave', version: 3 }), row(3, { sizeBytes: 20_480 }), row(2), row(1, { authorName: null })];
const text = (revision: number, fields: Partial<BlogRevision>): BlogRevision => ({ ...row(revision), title: current.title, subTitle: 'BFS and DFS', category: 'CSE', description: '', ...fields });

function serve() {
  api.on(`GET ${BASE}`, ok({ blog: current }));
  api.on(`GET ${BASE}/revisions`, ok({ revisions: ROWS, total: 4, totalCapped: false, nextCursor: null }));
  api.on(`GET ${BASE}/revisions/1`, ok({ revision: text(1, { title: 'Graphs', category: 'COD', description: '<p>Visit each vertex twice.</p>' }) }));
  api.on(`GET ${BASE}/revisions/2`, ok({ revision: text(2, { description: '<p>Visit each vertex once.</p>' }) }));
}

async function renderHistory() {
  const view = renderPage(<PostHistory />, { apiBaseUrl: api.url, path: '/admin/edit/:id/history', route: `/admin/edit/${ID}/history`, token: 'test-token' });
  const table = await screen.findByRole('table', { name: 'Revisions of “Graph algorithms”' });
  return { ...view, table };
}

describe('PostHistory', () => {
  it('lists every revision newest first: number, Saved or Autosave, author, relative and absolute time, size', async () => {
    serve();
    const { table } = await renderHistory();
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', `/admin/edit/${ID}`);
    expect(screen.getByText('Showing 4 of 4 revisions')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((cells) => within(cells).getByRole('rowheader').textContent)).toEqual(['Revision 4', 'Revision 3 Current', 'Revision 2', 'Revision 1']);
    expect(within(rows[0]!).getByText('Autosave')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Saved')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('20 KB')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('2,000 bytes')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Unknown')).toBeInTheDocument();
    const when = within(rows[2]!).getByText(/ago$/).closest('time')!;
    expect(when).toHaveAttribute('datetime', '2026-11-22T10:00:00.000Z');
    expect(when).toHaveTextContent(/Nov 22, 2026/);
    // The current text cannot be restored onto itself; every other revision can.
    expect(within(rows[1]!).queryByRole('button', { name: /Restore/ })).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: 'Restore revision 4' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('compares one selected revision with the current post, words added and removed marked and named', async () => {
    serve();
    const { user } = await renderHistory();
    const compare = screen.getByRole('button', { name: 'Compare' });
    expect(compare).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select revision 1 to compare' }));
    expect(compare).toHaveAccessibleDescription('Compares revision 1 with the current post.');
    await user.click(compare);

    const heading = await screen.findByRole('heading', { name: 'Changes from revision 1 to the current post' });
    await waitFor(() => expect(heading).toHaveFocus());
    const section = heading.closest('section')!;
    expect(within(section).getByText(DIFF_LEGEND)).toBeInTheDocument();
    await within(section).findByText('Body');
    // The body scrolls inside its box, so it is a named stop in the tab order.
    expect(within(section).getByRole('region', { name: 'Body' })).toHaveAttribute('tabindex', '0');
    const added = [...section.querySelectorAll('ins')].map((element) => element.textContent);
    const removed = [...section.querySelectorAll('del')].map((element) => element.textContent);
    expect(added).toEqual(expect.arrayContaining(['[added: Graph algorithms]', '[added: CSE]', expect.stringMatching(/^\[added: every\]$/), expect.stringMatching(/once/)]));
    expect(removed).toEqual(expect.arrayContaining(['[removed: Graphs]', '[removed: COD]', expect.stringMatching(/each/)]));
    expect(section).toHaveTextContent('[image: A tree]');
    expect(within(section).getByText('BFS and DFS')).toBeInTheDocument();
    expect(await axeViolations(section)).toEqual([]);
  });

  it('compares two selected revisions, older to newer, and allows no third', async () => {
    serve();
    const { user } = await renderHistory();
    await user.click(screen.getByRole('checkbox', { name: 'Select revision 2 to compare' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select revision 1 to compare' }));
    expect(screen.getByRole('checkbox', { name: 'Select revision 3 to compare' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const section = (await screen.findByRole('heading', { name: 'Changes from revision 1 to revision 2' })).closest('section')!;
    await within(section).findByText('Body');
    expect([...section.querySelectorAll('del')].map((element) => element.textContent)).toContain('[removed: twice]');
    expect(within(section).getByText('1 word added, 1 removed.')).toBeInTheDocument();
  });

  it('restores after confirming, against the version it read, then opens the editor', async () => {
    serve();
    api.on(`POST ${BASE}/revisions/2/restore`, ok({ message: 'Revision 2 restored as revision 5', blog: { ...current, version: 5 }, revision: 5 }));
    const { user } = await renderHistory();
    await user.click(screen.getByRole('button', { name: 'Restore revision 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore revision 2?' });
    expect(dialog).toHaveAccessibleDescription(restoreQuestion(2));
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Revision 2 restored as revision 5')).toBeInTheDocument();
    expect(api.calls(`POST ${BASE}/revisions/2/restore`).map((call) => call.body)).toEqual([{ baseVersion: 4 }]);
    await waitFor(() => expect(currentLocation().pathname).toBe(`/admin/edit/${ID}`));
  });

  it('sends nothing when the restore is cancelled', async () => {
    serve();
    const { user } = await renderHistory();
    await user.click(screen.getByRole('button', { name: 'Restore revision 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls(`POST ${BASE}/revisions/1/restore`)).toEqual([]);
  });

  it(`says nothing was restored on a 409, focused, until the history is reloaded`, async () => {
    serve();
    api.on(`POST ${BASE}/revisions/1/restore`, fail(409, BLOG_EDIT_MESSAGES.conflict));
    const { user } = await renderHistory();
    await user.click(screen.getByRole('button', { name: 'Restore revision 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CONFLICT_TEXT);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(currentLocation().pathname).toBe(`/admin/edit/${ID}/history`);
    await user.click(within(alert).getByRole('button', { name: 'Reload history' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(api.calls(`GET ${BASE}/revisions`).length).toBeGreaterThan(1);
  });

  it('says so when the post does not exist', async () => {
    api.on(`GET ${BASE}`, fail(404, 'Blog not found'));
    api.on(`GET ${BASE}/revisions`, fail(404, 'Blog not found'));
    renderPage(<PostHistory />, { apiBaseUrl: api.url, path: '/admin/edit/:id/history', route: `/admin/edit/${ID}/history`, token: 'test-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Blog not found');
  });
});
