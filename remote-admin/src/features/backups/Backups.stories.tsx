import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS } from '@studyhub/shared-api';
import { STAFF_MESSAGES } from '@studyhub/shared-api/admin';
import { BACKUP_MESSAGES } from '@studyhub/shared-api/contract';
import { failing, pending, STORY_NOW, STORY_SIGNED_IN, storyAdminApi, storyBackupName, storyBackups, storyBackupsApi, storySignedIn } from '@studyhub/shared-testing/stories';
import { toast } from '@studyhub/shared-ui';
import { expect, waitFor, within } from 'storybook/test';
import Backups from './Backups.tsx';

/** Five nightly files, a backup every day, seven kept; "Back up now" works (storyBackupsApi). */
const api = storyBackupsApi();
const none = storyBackupsApi([], { everyHours: null, keep: 3 });
const handlers = (backups: ReturnType<typeof storyBackupsApi>) => ({ ...storyAdminApi(), ...backups.handlers });

/** The page's own status line beside the button (toasts are status regions too). */
const statusBeside = (button: HTMLElement) => within(button.parentElement!).getByRole('status');

const meta = {
  title: 'Admin/Backups',
  component: Backups,
  parameters: { app: { route: '/admin/backups', signedIn: true }, msw: { handlers: handlers(api) } },
  // Every story starts from the given files: what a play's "Back up now" made is forgotten.
  beforeEach: () => {
    api.reset();
    none.reset();
  },
} satisfies Meta<typeof Backups>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's Backups page: what a backup holds, the schedule, Back up now and the files to download, newest first. */
export const Default: Story = {};
/** No file yet, and scheduled backups off. */
export const Empty: Story = { parameters: { msw: { handlers: handlers(none) } } };
/** The list on its way. */
export const Loading: Story = { parameters: { msw: { handlers: { ...storyAdminApi(), backups: [pending(API_PATHS.adminBackups)] } } } };
/** The API failed: the message and Try again. */
export const Failed: Story = { parameters: { msw: { handlers: { ...storyAdminApi(), backups: [failing(API_PATHS.adminBackups)] } } } };
/** Any role but the owner (a deep link: the sidebar has no Backups for them): the API refuses, the page says so. */
export const NotOwner: Story = {
  parameters: { msw: { handlers: { ...storyAdminApi(), ...storySignedIn(STORY_SIGNED_IN.editor), backups: [failing(API_PATHS.adminBackups, { status: 403, message: STAFF_MESSAGES.forbidden })] } } },
};
/** A phone: a card per file. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** Back up now: the status line says it is done and names the file, which is listed first. */
export const BackUpNow: Story = {
  play: async ({ canvas, userEvent }) => {
    const made = storyBackupName(STORY_NOW);
    const button = await canvas.findByRole('button', { name: 'Back up now' });
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(storyBackups().map((backup) => backup.name));
    await userEvent.click(button);
    await waitFor(() => expect(statusBeside(button)).toHaveTextContent(`${BACKUP_MESSAGES.made} ${made}`));
    await waitFor(() => expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(made));
    await expect(canvas.getByRole('button', { name: `Download ${made}` })).toBeInTheDocument();
    await expect(button).toBeEnabled();
    await expect(canvas.getByText(BACKUP_MESSAGES.made, { exact: true })).toBeInTheDocument();
    // The notice goes by itself after two seconds: gone now, so the page is shown as it stays.
    toast.remove();
  },
};
/** While the backup is being made: the button is busy and the status line says it can take a while. */
export const BackingUp: Story = {
  parameters: { msw: { handlers: { ...handlers(api), makeBackup: [pending(API_PATHS.adminBackups, { method: 'post' })] } } },
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'Back up now' });
    await userEvent.click(button);
    await expect(statusBeside(button)).toHaveTextContent('Making a backup… This can take a while on a large site.');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
/** Another backup is being made: the API's refusal in the status line, and the list unchanged. */
export const Refused: Story = {
  parameters: { msw: { handlers: { ...handlers(api), makeBackup: [failing(API_PATHS.adminBackups, { method: 'post', status: 409, message: BACKUP_MESSAGES.busy })] } } },
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'Back up now' });
    await userEvent.click(button);
    await waitFor(() => expect(statusBeside(button)).toHaveTextContent(BACKUP_MESSAGES.busy));
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(storyBackups().length);
  },
};
