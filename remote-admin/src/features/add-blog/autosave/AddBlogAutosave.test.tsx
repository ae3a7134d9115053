import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { asAdmin, axeViolations, fail, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import AddBlog from '../AddBlog.tsx';
import { localCopyKey, readLocalCopy, writeLocalCopy } from './local-copy.ts';

// Add Blog's autosave against the fake API (docs/decisions/0076); the timing is autosave-engine.test.ts's.
const api = setupFakeApi();
const DRAFT_ROUTE = '/api/admin/drafts/new';
const ACCOUNT = '0b6c1f0e-7d1a-4c8e-9a55-3f1d2e4b5a60';
const KEY = localCopyKey(ACCOUNT, 'new');
const SAVED_AT = '2026-11-27T09:30:00.000Z';

function serve(draft: Record<string, unknown> | null) {
  api.on('GET /api/site', ok({ site: { demo: null, ai: { configured: true } } }));
  api.on(`GET ${DRAFT_ROUTE}`, ok({ draft, accountId: ACCOUNT }));
  api.on(`PUT ${DRAFT_ROUTE}`, ok({ savedAt: new Date().toISOString() }));
  api.on(`DELETE ${DRAFT_ROUTE}`, ok({ message: 'Draft discarded' }));
}

async function renderForm() {
  const view = renderPage(<AddBlog />, { ...asAdmin, apiBaseUrl: api.url, route: '/admin/addBlog' });
  const editor = await screen.findByRole('textbox', { name: 'Blog Description' }, { timeout: 10_000 });
  return { ...view, editor, user: userEvent.setup() };
}

const serverDraft = { title: 'Dijkstra', subTitle: 'Shortest paths', description: '<p>Relax every edge.</p>', category: 'COD' as const, isPublished: true, savedAt: SAVED_AT };

describe('Add Blog autosave', { timeout: 20_000 }, () => {
  afterEach(() => localStorage.clear());

  it('restores the account’s draft with a note; "Discard draft" empties the form and deletes it', async () => {
    serve(serverDraft);
    const { user } = await renderForm();
    expect(screen.getByLabelText('Blog Title')).toHaveValue('Dijkstra');
    expect(screen.getByLabelText('Blog Category')).toHaveValue('COD');
    expect(screen.getByLabelText('Publish Now')).toBeChecked();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Blog Description' })).toHaveTextContent('Relax every edge.'));
    const note = screen.getByRole('region', { name: 'Unsaved text' });
    expect(note).toHaveTextContent(/^Restored your unsaved draft from Nov 27, 2026, \d{1,2}:30 [AP]M\. The cover image is not kept in a draft: choose it again before adding\./);
    expect(await axeViolations(note)).toEqual([]);
    expect(await axeViolations(screen.getByRole('status', { name: 'Autosave' }))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));

    expect(screen.queryByRole('region', { name: 'Unsaved text' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Blog Title')).toHaveValue('');
    expect(screen.getByRole('heading', { level: 2, name: 'Add Blog' })).toHaveFocus();
    await waitFor(() => expect(api.calls(`DELETE ${DRAFT_ROUTE}`)).toHaveLength(1));
  });

  it('prefers the browser’s copy when it is newer than the server’s draft', async () => {
    serve(serverDraft);
    writeLocalCopy(KEY, { draft: { ...serverDraft, title: 'Dijkstra with a heap' }, at: Date.parse(SAVED_AT) + 60_000 });
    await renderForm();
    expect(screen.getByLabelText('Blog Title')).toHaveValue('Dijkstra with a heap');
    // The server has not got it yet: it is sent.
    await waitFor(() => expect(api.calls(`PUT ${DRAFT_ROUTE}`)[0]?.body).toMatchObject({ title: 'Dijkstra with a heap' }), { timeout: 5_000 });
  });

  it('keeps a browser copy at once, autosaves after a pause with "Saving…" then "Saved", and drops the copy', async () => {
    serve(null);
    const { user } = await renderForm();
    expect(screen.queryByRole('region', { name: 'Unsaved text' })).not.toBeInTheDocument();
    const status = screen.getByRole('status', { name: 'Autosave' });
    expect(status).toHaveTextContent('');
    await user.type(screen.getByLabelText('Blog Title'), 'Prim');
    expect(readLocalCopy(KEY)?.draft.title).toBe('Prim');
    await waitFor(() => expect(status).toHaveTextContent('Saved'), { timeout: 5_000 });
    expect(api.calls(`PUT ${DRAFT_ROUTE}`).at(-1)?.body).toEqual({ title: 'Prim', subTitle: '', description: '', category: 'CSE', isPublished: false });
    expect(readLocalCopy(KEY)).toBeUndefined();
  });

  it('says "Not saved — retrying" when the server fails, keeping the browser copy', async () => {
    serve(null);
    api.on(`PUT ${DRAFT_ROUTE}`, fail(503, 'The database is unreachable'));
    const { user } = await renderForm();
    await user.type(screen.getByLabelText('Subtitle'), 'Greedy');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Autosave' })).toHaveTextContent('Not saved — retrying'), { timeout: 5_000 });
    expect(readLocalCopy(KEY)?.draft.subTitle).toBe('Greedy');
  });

  it('starts empty when the draft cannot be read, so a post can still be added', async () => {
    api.on('GET /api/site', ok({ site: { demo: null, ai: { configured: true } } }));
    api.on(`GET ${DRAFT_ROUTE}`, fail(503, 'The database is unreachable'));
    await renderForm();
    expect(screen.getByLabelText('Blog Title')).toHaveValue('');
  });
});
