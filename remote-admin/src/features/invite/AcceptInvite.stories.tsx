import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS } from '@studyhub/shared-api';
import { STAFF_ACCOUNT_MESSAGES } from '@studyhub/shared-api/admin';
import { failing, pending, STORY_INVITE_TOKEN, storyInviteApi } from '@studyhub/shared-testing/stories';
import { expect, waitFor } from 'storybook/test';
import { AcceptInvite } from './AcceptInvite.tsx';

const path = API_PATHS.invite.replace(':token', STORY_INVITE_TOKEN);

const meta = {
  title: 'Admin/Accept invite',
  component: AcceptInvite,
  // Signed out: the invitee has no account yet.
  parameters: { app: { route: `/admin/invite/${STORY_INVITE_TOKEN}`, path: '/admin/invite/:token' }, msw: { handlers: storyInviteApi() } },
} satisfies Meta<typeof AcceptInvite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whom the invite is for and as what, then a display name and a password twice. */
export const Default: Story = {};
/** An invite to contribute: the same page, another role. */
export const AsContributor: Story = { parameters: { msw: { handlers: storyInviteApi('percival.inkwell@studyhub.example.edu', 'contributor') } } };
/** An address as long as they come. */
export const LongText: Story = {
  parameters: { msw: { handlers: storyInviteApi('a.very.long.mailbox.name.for.a.visiting.lecturer@engineering-faculty.studyhub.example.edu', 'author') } },
};
/** The invite being checked. */
export const Loading: Story = { parameters: { msw: { handlers: { ...storyInviteApi(), invite: [pending(path)] } } } };
/** An expired, used or revoked link: the one message, and no form. */
export const DeadLink: Story = { parameters: { msw: { handlers: { ...storyInviteApi(), invite: [failing(path, { status: 410, message: STAFF_ACCOUNT_MESSAGES.inviteDead })] } } } };
/** A phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/**
 * Checked before sending, one field at a time: a missing name, a short password, then two passwords
 * that differ; each field says why and takes the focus (left so, to be seen).
 */
export const Validation: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByLabelText('Display name');
    const password = canvas.getByLabelText('Password');
    const confirm = canvas.getByLabelText('Confirm password');
    const join = canvas.getByRole('button', { name: 'Join the staff' });
    await userEvent.click(join);
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('Enter the name readers will see on your posts.');
    await userEvent.type(name, 'Percival Inkwell');
    await userEvent.type(password, 'too-short');
    await userEvent.click(join);
    await expect(name).toBeValid();
    await expect(password).toHaveFocus();
    await expect(password).toHaveAccessibleDescription(STAFF_ACCOUNT_MESSAGES.passwordTooShort);
    await userEvent.clear(password);
    await userEvent.type(password, 'a-long-new-password');
    await userEvent.type(confirm, 'a-long-new-passwore');
    await userEvent.click(join);
    await expect(password).toBeValid();
    await expect(confirm).toHaveFocus();
    await expect(confirm).toHaveAccessibleDescription('The two passwords differ.');
  },
};

/** The link died between opening and accepting (revoked meanwhile): the form gives way to the one message. */
export const DiedMeanwhile: Story = {
  parameters: { msw: { handlers: { ...storyInviteApi(), accept: [failing(path, { method: 'post', status: 410, message: STAFF_ACCOUNT_MESSAGES.inviteDead })] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Display name'), 'Percival Inkwell');
    await userEvent.type(canvas.getByLabelText('Password'), 'a-long-new-password');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'a-long-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Join the staff' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(STAFF_ACCOUNT_MESSAGES.inviteDead));
    await expect(canvas.queryByLabelText('Password')).toBeNull();
  },
};
