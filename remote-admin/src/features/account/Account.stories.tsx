import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS } from '@studyhub/shared-api';
import { STAFF_ACCOUNT_MESSAGES } from '@studyhub/shared-api/admin';
import { answer, failing, pending, STORY_SIGNED_IN, storyAdminApi, storySignedIn } from '@studyhub/shared-testing/stories';
import { Button, toast } from '@studyhub/shared-ui';
import { expect } from 'storybook/test';
import Account from './Account.tsx';

const CHANGED = 'Password changed; your other sessions have ended.';
const api = { ...storyAdminApi(), password: [answer(API_PATHS.adminAccountPassword, { success: true, message: CHANGED }, { method: 'put' })] };

const meta = {
  title: 'Admin/Account',
  component: Account,
  // The app composes the layout's "Log out of all devices" here (app/AdminApp.tsx: a feature does not
  // import another); this is a stand-in of the same look. Its dialog: Admin/Layout's LogOutEverywhere.
  args: { sessionControls: <Button variant="secondary">Log out of all devices</Button> },
  argTypes: { sessionControls: { control: false } },
  parameters: { app: { route: '/admin/account', signedIn: true }, msw: { handlers: api } },
} satisfies Meta<typeof Account>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every account's own page: who is signed in, the display name, the password and the sessions. */
export const Default: Story = {};
/** A long name and address (an editor's account: the role is named after the address). */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: {
        ...api,
        ...storySignedIn({ ...STORY_SIGNED_IN.editor, displayName: 'Bartholomew Featherstonehaugh-Quillingsworth of the Study Group', email: 'bartholomew.featherstonehaugh-quillingsworth@studyhub.example.edu' }),
      },
    },
  },
};
/** Who is signed in, on its way. */
export const Loading: Story = { parameters: { msw: { handlers: { ...api, account: [pending(API_PATHS.adminAccount)] } } } };
/** The API failed: the message and Try again. */
export const Failed: Story = { parameters: { msw: { handlers: { ...api, account: [failing(API_PATHS.adminAccount)] } } } };
/** A phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/**
 * Checked before sending: an empty name; then the password form field by field, each error taking
 * the focus: the current password, a new one that is too short, a confirmation that differs.
 */
export const Validation: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: 'Display name' });
    await expect(name).toHaveValue(STORY_SIGNED_IN.owner.displayName);
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(name).toHaveAccessibleDescription('Enter the name readers will see on your posts.');
    await expect(name).toBeInvalid();

    const current = canvas.getByLabelText('Current password');
    const next = canvas.getByLabelText('New password');
    const confirm = canvas.getByLabelText('Confirm new password');
    const change = canvas.getByRole('button', { name: 'Change password' });
    await userEvent.click(change);
    await expect(current).toHaveAccessibleDescription('Enter your current password.');
    await expect(current).toHaveFocus();
    await userEvent.type(current, 'old-password');
    await userEvent.type(next, 'short');
    await userEvent.click(change);
    await expect(current).toBeValid();
    await expect(next).toHaveAccessibleDescription(STAFF_ACCOUNT_MESSAGES.passwordTooShort);
    await expect(next).toHaveFocus();
    await userEvent.clear(next);
    await userEvent.type(next, 'new-password');
    await userEvent.type(confirm, 'new-passwort');
    await userEvent.click(change);
    await expect(next).toBeValid();
    await expect(confirm).toHaveAccessibleDescription('The two passwords differ.');
    await expect(confirm).toHaveFocus();
  },
};
/** A new password accepted: the API's words in a notice (a toast), and the fields emptied. */
export const PasswordChanged: Story = {
  play: async ({ canvas, userEvent }) => {
    const current = await canvas.findByLabelText('Current password');
    await userEvent.type(current, 'old-password');
    await userEvent.type(canvas.getByLabelText('New password'), 'new-password');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText(CHANGED)).toBeInTheDocument();
    for (const field of ['Current password', 'New password', 'Confirm new password']) await expect(canvas.getByLabelText(field)).toHaveValue('');
    // The notice goes by itself after two seconds: gone now, so the page is shown as it stays.
    toast.remove();
  },
};
