import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, type StaffAccount, type StaffInvite } from '@studyhub/shared-api';
import { STAFF_MESSAGES } from '@studyhub/shared-api/admin';
import { failing, pending, STORY_SIGNED_IN, STORY_TEAM, storyAdminApi, storyCreatedInvite, storyInvites, storySignedIn, storyStaffApi } from '@studyhub/shared-testing/stories';
import { toast } from '@studyhub/shared-ui';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import Staff from './Staff.tsx';

const api = (staff?: StaffAccount[], invites?: StaffInvite[]) => ({ ...storyAdminApi(), ...storyStaffApi(staff, invites) });

const LONG_NAME = 'Bartholomew Fitzwilliam-Underhill de la Cruz-Abernathy';

const meta = {
  title: 'Admin/Staff',
  component: Staff,
  parameters: { app: { route: '/admin/staff', signedIn: true }, msw: { handlers: api() } },
} satisfies Meta<typeof Staff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's page: every account (role, suspend, remove; no actions on the owner's own row), the invite form and the open invites. */
export const Default: Story = {};
/** A new site: the owner alone, no invites. */
export const Empty: Story = { parameters: { msw: { handlers: api([STORY_TEAM.owner], []) } } };
/** Names and e-mail addresses as long as they come. */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: api(
        [STORY_TEAM.owner, { ...STORY_TEAM.author, displayName: LONG_NAME, email: 'bartholomew.fitzwilliam-underhill.delacruz-abernathy@studyhub.example.edu' }, STORY_TEAM.contributor],
        [{ ...storyInvites()[0]!, email: 'a.very.long.mailbox.name.for.a.visiting.lecturer@engineering-faculty.studyhub.example.edu' }],
      ),
    },
  },
};
/** The staff on their way. */
export const Loading: Story = { parameters: { msw: { handlers: { ...api(), staff: [pending(API_PATHS.adminStaff)] } } } };
/** The API failed: the message and Try again. */
export const Failed: Story = { parameters: { msw: { handlers: { ...api(), staff: [failing(API_PATHS.adminStaff)] } } } };
/**
 * An editor who follows a link here: the sidebar offers Staff to the owner only, and the API refuses
 * every other role (staff.manage), so the page shows the refusal.
 */
export const AsEditor: Story = {
  parameters: {
    msw: {
      handlers: {
        ...api(),
        ...storySignedIn(STORY_SIGNED_IN.editor),
        staff: [failing(API_PATHS.adminStaff, { status: 403, message: STAFF_MESSAGES.forbidden })],
      },
    },
  },
};
/** A phone: a card per account and per invite. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/**
 * Inviting: an empty or malformed address is refused in place (the field says why and takes the
 * focus, nothing is sent); a good one with a role sends the invite, empties the field and shows the
 * link once, which "Copy link" puts on the clipboard.
 */
export const Inviting: Story = {
  // A stand-in clipboard: the browser's may refuse a page without focus, and a designer trying the
  // story keeps what they had copied.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Invite' }));
    const email = form.getByRole('textbox', { name: 'E-mail' });
    const send = form.getByRole('button', { name: 'Send invite' });
    await userEvent.click(send);
    await expect(email).toHaveAccessibleDescription('Enter the e-mail address to invite.');
    await expect(email).toBeInvalid();
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(send);
    await expect(email).toHaveFocus();
    await expect(email).toBeInvalid();
    await userEvent.clear(email);
    await userEvent.type(email, 'ada.fernsby@studyhub.example.edu');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'editor');
    await userEvent.click(send);
    const created = storyCreatedInvite('ada.fernsby@studyhub.example.edu', 'editor');
    const link = await canvas.findByRole('textbox', { name: `Invite link for ${created.email}` });
    await expect(link).toHaveValue(created.url);
    await expect(email).toHaveValue('');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(email).not.toHaveAccessibleDescription();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('Invite link copied.')).toBeInTheDocument());
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(created.url);
    // The toasts go by on a timer: the picture is of the page, not of a moment in a toast's life.
    toast.remove();
  },
};

/** Removing an account: "Remove…" asks whom its posts go to (active staff only), and only then can it be removed. */
export const RemovingAnAccount: Story = {
  play: async ({ canvas, userEvent }) => {
    const accounts = within(await canvas.findByRole('table', { name: 'Accounts' }));
    // The owner's own row has no actions; the suspended contributor is no heir.
    await waitFor(() => expect(accounts.getByRole('rowheader', { name: `${STORY_TEAM.owner.displayName} (you)` })).toBeInTheDocument());
    await expect(within(accounts.getByRole('row', { name: new RegExp(STORY_TEAM.owner.displayName) })).queryByRole('button')).toBeNull();
    await userEvent.click(accounts.getByRole('button', { name: `Remove ${STORY_TEAM.author.displayName}…` }));
    const remove = accounts.getByRole('button', { name: 'Remove account' });
    await expect(remove).toBeDisabled();
    const heir = accounts.getByRole('combobox', { name: `Hand the posts of ${STORY_TEAM.author.displayName} to` });
    await expect(within(heir).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', `${STORY_TEAM.owner.displayName} (Owner)`, `${STORY_TEAM.editor.displayName} (Editor)`]);
    await userEvent.selectOptions(heir, STORY_TEAM.editor.id);
    await expect(remove).toBeEnabled();
  },
};
