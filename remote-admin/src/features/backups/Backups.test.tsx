import { API_PATHS } from '@studyhub/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asAdmin, axeViolations, deferred, fail, type FakeReply, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import Backups from './Backups.tsx';

const api = setupFakeApi();
const LIST = `GET ${API_PATHS.adminBackups}`;
const MAKE = `POST ${API_PATHS.adminBackups}`;
const BUSY = 'A backup is already being made. Try again when it has finished.';

const OLDER = { name: 'studyhub-backup-20261128T020000Z.tar.gz', bytes: 812, createdAt: '2026-11-28T02:00:00.000Z' };
const NEWER = { name: 'studyhub-backup-20261129T020000Z.tar.gz', bytes: 4_404_019, createdAt: '2026-11-29T02:00:00.000Z' };
const MADE = { name: 'studyhub-backup-20261129T101500Z.tar.gz', bytes: 5_242_880, createdAt: '2026-11-29T10:15:00.000Z' };

/** The page's own status line beside the button (toasts are status regions too). */
const statusBeside = (button: HTMLElement) => within(button.parentElement!).getByRole('status');

const listOf = (backups: unknown[], everyHours: number | null = 24, keep = 7) => ok({ backups, everyHours, keep });

describe('Backups', () => {
  it('says what a backup holds and the schedule, and lists the files newest first with size and date', async () => {
    api.on(LIST, listOf([NEWER, OLDER], 24, 7));
    renderPage(<Backups />, { ...asAdmin, apiBaseUrl: api.url });
    await screen.findByRole('table', { name: 'Backup files' });
    expect(screen.getByRole('heading', { level: 2, name: 'Backups' })).toBeInTheDocument();
    expect(screen.getByText(/every post with its history, comments, images/)).toBeInTheDocument();
    expect(screen.getByText('A backup is made every day (every 24 hours). The newest 7 backups are kept; older ones are deleted after each new one.')).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Backup files' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['File', 'Size', 'Made', 'Download']);
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([NEWER.name, OLDER.name]);
    expect(rows[0]).toHaveTextContent('4.2 MB');
    expect(rows[1]).toHaveTextContent('812 bytes');
    expect(within(rows[0]!).getByRole('button', { name: `Download ${NEWER.name}` })).toBeInTheDocument();
    expect(rows[0]!.querySelector('time')).toHaveAttribute('datetime', NEWER.createdAt);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says when scheduled backups are off, and that there are no backups yet', async () => {
    api.on(LIST, listOf([], null, 3));
    renderPage(<Backups />, { ...asAdmin, apiBaseUrl: api.url });
    expect(await screen.findByText(/^Scheduled backups are off\. The newest 3 backups are kept/)).toBeInTheDocument();
    expect(screen.getByText('No backups yet. Use “Back up now” to make the first one.')).toBeInTheDocument();
  });

  it('backs up now: busy while it runs, then "Backup saved." and the new file in the list', async () => {
    let backups = [NEWER];
    api.on(LIST, () => listOf(backups));
    const held = deferred<FakeReply>();
    api.on(MAKE, async () => {
      const reply = await held.promise;
      backups = [MADE, NEWER];
      return reply;
    });
    const user = userEvent.setup();
    renderPage(<Backups />, { ...asAdmin, apiBaseUrl: api.url });
    const button = await screen.findByRole('button', { name: 'Back up now' });
    await user.click(button);
    const status = statusBeside(button);
    expect(status).toHaveTextContent('Making a backup…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    held.resolve(ok({ message: 'Backup saved.', backup: MADE, counts: { blogs: 3 } }));
    await waitFor(() => expect(status).toHaveTextContent(`Backup saved. ${MADE.name}`));
    expect(await screen.findByRole('rowheader', { name: MADE.name })).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(api.calls(MAKE)[0]!.headers.authorization).toBe(asAdmin.token);
  });

  it('shows the refusal while another backup is being made', async () => {
    api.on(LIST, listOf([NEWER]));
    api.on(MAKE, fail(409, BUSY));
    const user = userEvent.setup();
    renderPage(<Backups />, { ...asAdmin, apiBaseUrl: api.url });
    const button = await screen.findByRole('button', { name: 'Back up now' });
    await user.click(button);
    await waitFor(() => expect(statusBeside(button)).toHaveTextContent(BUSY));
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([NEWER.name]);
  });

  it('downloads with the session token, and shows the API\'s message when the file is gone', async () => {
    api.on(LIST, listOf([NEWER]));
    const path = `/api/admin/backups/${NEWER.name}`;
    api.on(`GET ${path}`, fail(404, 'No backup with this name.'));
    const user = userEvent.setup();
    renderPage(<Backups />, { ...asAdmin, apiBaseUrl: api.url });
    await user.click(await screen.findByRole('button', { name: `Download ${NEWER.name}` }));
    expect(await screen.findByText('No backup with this name.')).toBeInTheDocument();
    expect(api.calls(`GET ${path}`)[0]!.headers.authorization).toBe(asAdmin.token);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    api.on(LIST, fail(403, 'Your role cannot do this.'));
    renderPage(<Backups />, { ...asAdmin, apiBaseUrl: api.url });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the backups');
    expect(alert).toHaveTextContent('Your role cannot do this.');
  });
});
