import { type BlogSource } from '@studyhub/shared-api';
import { BLOG_EDIT_MESSAGES, SCHEDULE_MESSAGES } from '@studyhub/shared-api/admin';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations, fail, IMAGE, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import { adminTimeZone, toLocalInput } from '../../common/schedule-time.ts';
import { SCHEDULE_PICK_MESSAGE, SchedulePanel } from './SchedulePanel.tsx';

const api = setupFakeApi();
const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const ROUTE = (method: string) => `${method} /api/admin/blogs/${ID}/schedule`;
const DRAFT: BlogSource = { _id: ID, title: 'Graph algorithms', description: '<p>Body</p>', image: IMAGE, category: 'CSE', createdAt: '2026-11-20T10:00:00.000Z', isPublished: false, version: 3 };

/** The panel as the edit page holds it: the post as stored, replaced by each answer. */
function Holder({ initial }: { initial: BlogSource }) {
  const [blog, setBlog] = useState(initial);
  return <SchedulePanel blog={blog} onSaved={setBlog} />;
}

const renderPanel = (blog: BlogSource = DRAFT) => {
  renderPage(<Holder initial={blog} />, { apiBaseUrl: api.url, token: 'test-token' });
  return { user: userEvent.setup(), field: screen.queryByLabelText(`Date and time (${adminTimeZone()})`)! };
};
const hoursAhead = (hours: number) => new Date(Math.ceil((Date.now() + hours * 3_600_000) / 60_000) * 60_000);

describe('SchedulePanel', () => {
  it('schedules at the time typed in the admin\'s zone, sent in UTC against the version held, then says when', async () => {
    const at = hoursAhead(26);
    api.on(ROUTE('PUT'), (request) => ok({ message: SCHEDULE_MESSAGES.scheduled, blog: { ...DRAFT, version: 4, publishAt: (request.body as { publishAt: string }).publishAt } }));
    const { user, field } = renderPanel();
    await user.type(field, toLocalInput(at));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    const status = await screen.findByText(/^Scheduled for /);
    expect(api.calls(ROUTE('PUT'))[0]!.body).toEqual({ publishAt: at.toISOString(), baseVersion: 3 });
    expect(status.textContent).toContain(String(at.getFullYear()));
    expect(status).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Change schedule' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('refuses an empty field and a time in the past without asking the server, focusing the field', async () => {
    const { user, field } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(field).toHaveAccessibleDescription(SCHEDULE_PICK_MESSAGE);
    expect(field).toHaveFocus();
    await user.type(field, toLocalInput(hoursAhead(-2)));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(field).toHaveAccessibleDescription(SCHEDULE_MESSAGES.past);
    expect(api.calls(ROUTE('PUT'))).toHaveLength(0);
  });

  it('shows the server\'s refusal in an alert that takes focus', async () => {
    api.on(ROUTE('PUT'), fail(409, BLOG_EDIT_MESSAGES.conflict));
    const { user, field } = renderPanel();
    await user.type(field, toLocalInput(hoursAhead(3)));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BLOG_EDIT_MESSAGES.conflict);
    expect(alert).toHaveFocus();
  });

  it('changes a schedule and cancels it, each against the newest version', async () => {
    const first = hoursAhead(5);
    const later = hoursAhead(30);
    api.on(ROUTE('PUT'), ok({ message: SCHEDULE_MESSAGES.scheduled, blog: { ...DRAFT, version: 5, publishAt: later.toISOString() } }));
    api.on(ROUTE('DELETE'), ok({ message: SCHEDULE_MESSAGES.cancelled, blog: { ...DRAFT, version: 6 } }));
    const { user } = renderPanel({ ...DRAFT, version: 4, publishAt: first.toISOString() });
    await user.click(screen.getByRole('button', { name: 'Change schedule' }));
    const field = screen.getByLabelText(`Date and time (${adminTimeZone()})`);
    expect(field).toHaveFocus();
    expect(field).toHaveValue(toLocalInput(first));
    await user.clear(field);
    await user.type(field, toLocalInput(later));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await screen.findByRole('button', { name: 'Cancel schedule' });
    expect(api.calls(ROUTE('PUT'))[0]!.body).toEqual({ publishAt: later.toISOString(), baseVersion: 4 });

    await user.click(screen.getByRole('button', { name: 'Cancel schedule' }));
    await waitFor(() => expect(screen.queryByText(/^Scheduled for /)).not.toBeInTheDocument());
    expect(api.calls(ROUTE('DELETE'))[0]!.body).toEqual({ baseVersion: 5 });
    expect(screen.getByLabelText(`Date and time (${adminTimeZone()})`)).toHaveFocus();
  });
});
