import { API_PATHS, type AuditLogEntry } from '@studyhub/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { asAdmin, axeViolations, currentLocation, fail, renderPage, setupFakeApi, type RecordedRequest } from '@studyhub/shared-testing';
import AuditLog from './AuditLog.tsx';

const api = setupFakeApi();
const PAGE = `GET ${API_PATHS.adminAuditLog}`;
const OWNER = '0b7c9e4a-1d2f-4a3b-8c5d-6e7f8a9b0c1d';
const EDITOR = '1c8d0f5b-2e3a-4b4c-9d6e-7f8a9b0c1d2e';

const entry = (n: number, fields: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: String(n),
  at: new Date(Date.UTC(2026, 10, 28, 12, 0, n)).toISOString(),
  actorId: OWNER,
  actorName: 'Ada Owner',
  action: 'post.publish',
  targetType: 'post',
  targetId: `post-${n}`,
  targetName: null,
  detail: null,
  ...fields,
});

/** 60 entries, newest first: more than one page of 50. */
const LOG: AuditLogEntry[] = Array.from({ length: 60 }, (_, i) => 60 - i).map((n) =>
  n === 60
    ? entry(n, { action: 'auth.login_failed', actorId: null, actorName: null, targetType: null, targetId: null, detail: JSON.stringify({ email: 'ada@example.edu' }) })
    : n === 59
      ? entry(n, { action: 'access.denied', actorId: EDITOR, actorName: 'Ed Editor', detail: JSON.stringify({ attempted: 'staff.manage', role: 'editor' }) })
      : n === 58
        ? entry(n, { actorId: null, actorName: 'Scheduler', targetName: 'Binary search in C', detail: JSON.stringify({ scheduledFor: '2026-11-28T12:00:00.000Z' }) })
        : entry(n, {}),
);

/** The API's page as the server answers it: prefix and actor filters, 50 a page, a cursor of the last id. */
function fakeAuditPage({ query }: RecordedRequest) {
  const matches = LOG.filter((row) => (!query.action || row.action.startsWith(query.action)) && (!query.actor || row.actorId === query.actor));
  const start = query.cursor ? matches.findIndex((row) => row.id === query.cursor) + 1 : 0;
  const rows = matches.slice(start, start + 50);
  const more = start + 50 < matches.length;
  return { body: { success: true, entries: rows, total: matches.length, totalCapped: false, nextCursor: more ? rows.at(-1)!.id : null } };
}

beforeEach(() => {
  api.on(PAGE, fakeAuditPage);
});

const renderLog = (route = '/admin/audit') => renderPage(<AuditLog />, { ...asAdmin, apiBaseUrl: api.url, route });
const rows = () => within(screen.getByRole('table', { name: 'Audit log, newest first' })).getAllByRole('row').slice(1);
const pageQueries = () => api.calls(PAGE).map((request) => request.query);

describe('AuditLog', () => {
  it('shows when, who, action, target and detail, newest first, and loads more', async () => {
    const { user } = renderLog();
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Who', 'Action', 'Target', 'Detail']);
    expect(rows()).toHaveLength(50);
    expect(rows()[0]).toHaveTextContent('Nobody signed in');
    expect(rows()[0]).toHaveTextContent('auth.login_failed');
    expect(rows()[0]).toHaveTextContent('email: ada@example.edu');
    expect(rows()[1]).toHaveTextContent('Ed Editor');
    expect(rows()[1]).toHaveTextContent('attempted: staff.manage, role: editor');
    // A target by the name it has now, a post's linked to its editor; by its id once it has none.
    expect(rows()[2]).toHaveTextContent('Post Binary search in C');
    expect(within(rows()[2]!).getByRole('link', { name: 'Binary search in C' })).toHaveAttribute('href', '/admin/edit/post-58');
    expect(rows()[3]).toHaveTextContent('Post post-57');
    // No detail: an empty cell, which a phone's card leaves out.
    expect(within(rows()[3]!).getAllByRole('cell').at(-1)).toBeEmptyDOMElement();
    // The scheduler's publish: named, but no account to filter by.
    expect(rows()[2]).toHaveTextContent('Scheduler');
    expect(within(rows()[2]!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 50 of 60 entries');
    expect(document.title).toBe('Audit log · Admin · StudyHub');

    await user.click(screen.getByRole('button', { name: /Load more/ }));
    await waitFor(() => expect(rows()).toHaveLength(60));
    expect(pageQueries()).toEqual([{}, { cursor: '11' }]);
  });

  // On a short page: axe over fifty rows takes seconds on a busy machine, and a few rows hold every kind of cell.
  it('passes axe', async () => {
    api.on(PAGE, { body: { success: true, entries: LOG.slice(0, 4), total: 4, totalCapped: false, nextCursor: null } });
    renderLog();
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(rows()).toHaveLength(4);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('filters by kind and by account through the URL, and clears the account', async () => {
    const { user } = renderLog();
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    await user.selectOptions(screen.getByLabelText('Show'), 'Refusals');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(currentLocation().search).toBe('?kind=access.denied');

    await user.click(within(rows()[0]!).getByRole('button', { name: 'Show only what Ed Editor did' }));
    await waitFor(() => expect(currentLocation().search).toBe(`?kind=access.denied&actor=${EDITOR}`));
    await user.click(screen.getByRole('button', { name: 'Show every account' }));
    await waitFor(() => expect(currentLocation().search).toBe('?kind=access.denied'));
    expect(pageQueries()).toEqual([{}, { action: 'access.denied' }, { action: 'access.denied', actor: EDITOR }]);
  });

  it('asks for whole days from the URL, the last one included', async () => {
    renderLog('/admin/audit?from=2026-11-01&to=2026-11-28');
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    const [query] = pageQueries();
    expect(new Date(query!.from!).getTime()).toBe(new Date('2026-11-01T00:00:00').getTime());
    expect(new Date(query!.to!).getTime()).toBe(new Date('2026-11-29T00:00:00').getTime());
  });

  it('says a backwards range is one, and asks nothing', async () => {
    renderLog('/admin/audit?from=2026-11-28&to=2026-11-01');
    expect(await screen.findByText('The last day comes before the first.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(pageQueries()).toEqual([]);
  });

  it("shows the API's refusal when the role may not read the log", async () => {
    api.on(PAGE, () => fail(403, 'Your role cannot do this.'));
    renderLog();
    expect(await screen.findByText(/Your role cannot do this\./)).toBeInTheDocument();
  });
});
