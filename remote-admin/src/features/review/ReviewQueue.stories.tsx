import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, type ReviewQueueRow } from '@studyhub/shared-api';
import { REVIEW_MESSAGES, STAFF_MESSAGES } from '@studyhub/shared-api/admin';
import { failing, LONG_TITLE, pending, STORY_SIGNED_IN, storyAdminApi, storyReviewApi, storyReviewQueue, storySignedIn } from '@studyhub/shared-testing/stories';
import { toast } from '@studyhub/shared-ui';
import { expect, waitFor, within } from 'storybook/test';
import { REVIEW_TEXTS } from './review-texts.ts';
import ReviewQueue from './ReviewQueue.tsx';

const api = (posts?: ReviewQueueRow[]) => ({ ...storyAdminApi(), ...storyReviewApi(posts) });

const meta = {
  title: 'Admin/Review queue',
  component: ReviewQueue,
  parameters: { app: { route: '/admin/review', signedIn: true }, msw: { handlers: api() } },
} satisfies Meta<typeof ReviewQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drafts contributors submitted, oldest first: open, publish, or return to the author with a note. The same for the owner and editors. */
export const Default: Story = {};
/** Nothing waits. */
export const Empty: Story = { parameters: { msw: { handlers: api([]) } } };
/** A title and an author's name as long as they come. */
export const LongText: Story = {
  parameters: { msw: { handlers: api([{ ...storyReviewQueue(1)[0]!, title: LONG_TITLE, authorName: 'Bartholomew Fitzwilliam-Underhill de la Cruz-Abernathy' }, ...storyReviewQueue(3).slice(1)]) } },
};
/** The queue on its way. */
export const Loading: Story = { parameters: { msw: { handlers: { ...api(), queue: [pending(API_PATHS.adminReviewQueue)] } } } };
/** The API failed: the message and Try again. */
export const Failed: Story = { parameters: { msw: { handlers: { ...api(), queue: [failing(API_PATHS.adminReviewQueue)] } } } };
/**
 * An author who follows a link here: the sidebar offers the queue to editors and the owner only, and
 * the API refuses the other roles (post.review), so the page shows the refusal.
 */
export const AsAuthor: Story = {
  parameters: {
    msw: {
      handlers: {
        ...api(),
        ...storySignedIn(STORY_SIGNED_IN.author),
        queue: [failing(API_PATHS.adminReviewQueue, { status: 403, message: STAFF_MESSAGES.forbidden })],
      },
    },
  },
};
/** A phone: a card per draft. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

const FIRST = storyReviewQueue()[0]!;

/**
 * "Return to author": the dialog opens on the note; Escape and Cancel close it and give the focus
 * back to the button that opened it, the note forgotten; a blank note is refused in place (left
 * open so, to be seen).
 */
export const ReturnToAuthor: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = await canvas.findByRole('button', { name: `${REVIEW_TEXTS.returnToAuthor}: ${FIRST.title}` });
    const dialogName = `${REVIEW_TEXTS.dialogTitle}: ${FIRST.title}`;

    await userEvent.click(opener);
    let dialog = await page.findByRole('dialog', { name: dialogName });
    let note = within(dialog).getByRole('textbox', { name: REVIEW_TEXTS.noteLabel });
    await expect(note).toHaveFocus();
    await expect(note).toHaveAccessibleDescription(REVIEW_TEXTS.noteHint);
    await userEvent.type(note, 'Half a thought');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    dialog = await page.findByRole('dialog', { name: dialogName });
    note = within(dialog).getByRole('textbox', { name: REVIEW_TEXTS.noteLabel });
    await expect(note).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXTS.cancel }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    dialog = await page.findByRole('dialog', { name: dialogName });
    note = within(dialog).getByRole('textbox', { name: REVIEW_TEXTS.noteLabel });
    await userEvent.type(note, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXTS.send }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.noteRequired);
    await expect(note).toBeInvalid();
    await expect(note).toHaveFocus();
    await expect(note).toHaveAccessibleDescription(`${REVIEW_TEXTS.noteHint} ${REVIEW_MESSAGES.noteRequired}`);
  },
};

/** A note sent: the dialog closes, the queue says so (its answer is a fixture) and the focus is back on the row's button. */
export const Returned: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = await canvas.findByRole('button', { name: `${REVIEW_TEXTS.returnToAuthor}: ${FIRST.title}` });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: `${REVIEW_TEXTS.dialogTitle}: ${FIRST.title}` });
    await userEvent.type(within(dialog).getByRole('textbox', { name: REVIEW_TEXTS.noteLabel }), 'Add a worked example with a negative edge.');
    await userEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXTS.send }));
    await waitFor(() => expect(page.getByText(REVIEW_MESSAGES.returned)).toBeInTheDocument());
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    // The toast goes by on a timer: the picture is of the page, not of a moment in the toast's life.
    toast.remove();
  },
};
