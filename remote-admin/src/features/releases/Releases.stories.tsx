import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, type AppReleaseState } from '@studyhub/shared-api';
import { STAFF_MESSAGES } from '@studyhub/shared-api/admin';
import { answer, failing, pending, STORY_SIGNED_IN, storyAdminApi, storyDate, storyRelease, storyReleaseStates, storySignedIn } from '@studyhub/shared-testing/stories';
import { expect, waitFor, within } from 'storybook/test';
import { PERCENT_ERROR } from './release-texts.ts';
import Releases from './Releases.tsx';

const releases = (apps: AppReleaseState[]) => ({ ...storyAdminApi(), releases: [answer(API_PATHS.adminReleases, { success: true, apps })] });

/** The public pages' state with worst-case words: several reasons a version does not fit, a long automatic-rollback reason. */
function longWords(): AppReleaseState[] {
  const [shell, pub, admin] = storyReleaseStates();
  const reasons = ['it needs react ^20.0.0, the shell has 19.3.1', 'it was built for contract 2, the shell speaks 1', 'it shares @studyhub/shared-ui 0.4.0, the shell provides 0.3.2'];
  return [
    shell!,
    {
      ...pub!,
      releases: [storyRelease('remote-public', '4d5e6f708192', { builtAt: storyDate(0, 1), fits: false, unfitReasons: reasons }), ...pub!.releases],
      lastAutoRollback: { version: '9f9f9f9f9f9f', at: storyDate(0, 5), reason: '12 failures in 5 minutes (a chunk of the reader failed to load on older browsers), 31 % against 1.2 % for the active version' },
    },
    admin!,
  ];
}

const meta = {
  title: 'Admin/Releases',
  component: Releases,
  parameters: { app: { route: '/admin/releases', signedIn: true }, msw: { handlers: releases(storyReleaseStates()) } },
} satisfies Meta<typeof Releases>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The owner's Releases page: per app the active version, what a rollback restores, the canary with
 * its health, the last automatic rollback, and the kept versions (one that does not fit says why).
 */
export const Default: Story = {};
/** Nothing released yet: the command that makes the first release. */
export const Empty: Story = { parameters: { msw: { handlers: releases([]) } } };
/** Worst-case words: a version that does not fit for three reasons, a long automatic-rollback reason. */
export const LongText: Story = { parameters: { msw: { handlers: releases(longWords()) } } };
/** The registry on its way. */
export const Loading: Story = { parameters: { msw: { handlers: { ...storyAdminApi(), releases: [pending(API_PATHS.adminReleases)] } } } };
/** The API failed: the message and Try again. */
export const Failed: Story = { parameters: { msw: { handlers: { ...storyAdminApi(), releases: [failing(API_PATHS.adminReleases)] } } } };
/** Any role but the owner (a deep link: the sidebar has no Releases for them): the API refuses, the page says so. */
export const NotOwner: Story = {
  parameters: { msw: { handlers: { ...storyAdminApi(), ...storySignedIn(STORY_SIGNED_IN.editor), releases: [failing(API_PATHS.adminReleases, { status: 403, message: STAFF_MESSAGES.forbidden })] } } },
};
/** A phone: a card per kept version. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/**
 * The canary dialog: Start canary asks for a percent (10 to begin with) with focus in the field, and
 * Cancel returns focus to the button; the running canary's Change percent starts from its percent,
 * and a percent outside 1–99 is explained beside the field instead of being sent.
 */
export const CanaryDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    const start = await canvas.findByRole('button', { name: 'Start canary of remote-public 0a0b0c0d0e0f' });
    await userEvent.click(start);
    const starting = within(canvas.getByRole('dialog', { name: 'Start a canary of remote-public 0a0b0c0d0e0f?' }));
    const percent = starting.getByRole('textbox', { name: 'Percent of visitors (1–99)' });
    await expect(percent).toHaveFocus();
    await expect(percent).toHaveValue('10');
    await expect(starting.getByText(/the others keep 1a2b3c4d5e6f\./)).toBeInTheDocument();
    await userEvent.click(starting.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(start).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Change percent of canary remote-public 2b3c4d5e6f70' }));
    const changing = within(canvas.getByRole('dialog', { name: 'Change the canary of remote-public 2b3c4d5e6f70?' }));
    const changed = changing.getByRole('textbox', { name: 'Percent of visitors (1–99)' });
    await expect(changed).toHaveValue('25');
    await userEvent.clear(changed);
    await userEvent.type(changed, '100');
    await userEvent.click(changing.getByRole('button', { name: 'Change canary' }));
    await expect(changed).toHaveAccessibleDescription(PERCENT_ERROR);
    await expect(changed).toBeInvalid();
    await expect(changed).toHaveFocus();
    // Left open with the explanation, as a designer would want to see it.
  },
};
