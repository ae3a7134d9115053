import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, type AuditLogEntry } from '@studyhub/shared-api';
import { STAFF_MESSAGES } from '@studyhub/shared-api/admin';
import { failing, pending, STORY_SIGNED_IN, storyAdminApi, storyAuditApi, storyAuditEntries, storySignedIn } from '@studyhub/shared-testing/stories';
import { expect, waitFor, within } from 'storybook/test';
import AuditLog from './AuditLog.tsx';

const api = (entries?: AuditLogEntry[]) => ({ ...storyAdminApi(), ...storyAuditApi(entries) });
const route = (query = '') => ({ app: { route: `/admin/audit${query}`, signedIn: true } });

/** Worst-case words: a long detail, a long account name and a long target. */
function longWords(): AuditLogEntry[] {
  const [first, second, ...rest] = storyAuditEntries(6);
  return [
    { ...first!, detail: JSON.stringify({ email: 'a.very.long.address.for.a.student.society.newsletter@studyhub.example.edu', reason: 'the password did not match after five attempts from the same browser' }) },
    { ...second!, actorName: 'Bartholomew Featherstonehaugh-Quillingsworth', action: 'post.edit', targetType: 'post', targetId: 'an-unreasonably-thorough-introduction-to-amortised-analysis' },
    ...rest,
  ];
}

const meta = {
  title: 'Admin/Audit log',
  component: AuditLog,
  parameters: { ...route(), msw: { handlers: api() } },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what and when, newest first: kind and day filters, an account's name filters by it; a page of 50 and Load more. */
export const Default: Story = {};
/** Nothing recorded yet. */
export const Empty: Story = { parameters: { msw: { handlers: api([]) } } };
/** Filters that match nothing: days without entries. */
export const NoMatches: Story = { parameters: route('?from=2026-01-05&to=2026-01-09') };
/** A last day before the first: said beside the field, and nothing asked. */
export const BackwardsRange: Story = { parameters: route('?from=2026-06-14&to=2026-06-01') };
/** Worst-case words: a long detail, a long name and a long target. */
export const LongText: Story = { parameters: { msw: { handlers: api(longWords()) } } };
/** The first page on its way. */
export const Loading: Story = { parameters: { msw: { handlers: { ...storyAdminApi(), audit: [pending(API_PATHS.adminAuditLog)] } } } };
/** The API failed. */
export const Failed: Story = { parameters: { msw: { handlers: { ...storyAdminApi(), audit: [failing(API_PATHS.adminAuditLog)] } } } };
/** An author or a contributor (a deep link: their sidebar has no Audit log): the API refuses, the page says so. */
export const NotAllowed: Story = {
  parameters: { msw: { handlers: { ...storyAdminApi(), ...storySignedIn(STORY_SIGNED_IN.author), audit: [failing(API_PATHS.adminAuditLog, { status: 403, message: STAFF_MESSAGES.forbidden })] } } },
};
/** A phone: a card per entry. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/**
 * The filters: an account's name shows only what it did (and Show every account appears), the kind
 * narrows it further, down to nothing; Show every account brings back everyone's entries of that kind.
 */
export const Filtering: Story = {
  play: async ({ canvas, userEvent }) => {
    const editor = STORY_SIGNED_IN.editor.displayName;
    const table = () => within(canvas.getByRole('table', { name: 'Audit log, newest first' }));
    const rows = () => table().getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()).toHaveLength(50));
    await expect(canvas.getByText('Showing 50 of 60 entries')).toBeInTheDocument();

    await userEvent.click(table().getAllByRole('button', { name: `Show only what ${editor} did` })[0]!);
    await waitFor(() => expect(canvas.getByText('Showing 20 of 20 entries')).toBeInTheDocument());
    for (const row of rows()) await expect(row).toHaveTextContent(editor);
    const everyone = canvas.getByRole('button', { name: 'Show every account' });

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Refusals');
    await expect(await canvas.findByText('No entries match these filters')).toBeInTheDocument();

    await userEvent.click(everyone);
    await waitFor(() => expect(canvas.getByText('Showing 5 of 5 entries')).toBeInTheDocument());
    for (const row of rows()) await expect(row).toHaveTextContent('access.denied');
    await expect(canvas.queryByRole('button', { name: 'Show every account' })).toBeNull();
  },
};
