import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, COMMENT_MESSAGES } from '@studyhub/shared-api';
import { answer, failing } from '@studyhub/shared-testing/stories';
import { expect, waitFor, within } from 'storybook/test';
import { COMMENT_REQUIRED, NAME_REQUIRED } from './comment-form.ts';
import { CommentForm } from './CommentForm.tsx';

/** The form's own status line (a refusal's toast is a status too). */
const formStatus = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('form', { name: 'Leave a comment' })).getByRole('status');

const REFUSAL = COMMENT_MESSAGES.browserLimit(5, '10 minutes', '7 minutes');

const meta = {
  title: 'Public/Comment form',
  component: CommentForm,
  args: { blogId: 'story-blog-1' },
  parameters: {
    app: {},
    msw: { handlers: { add: [answer(API_PATHS.blogAddComment, { success: true, message: COMMENT_MESSAGES.submitted }, { method: 'post' })] } },
  },
} satisfies Meta<typeof CommentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, department and comment; sending says it waits for approval (try it: the answer is a fixture). */
export const Default: Story = {};
/**
 * Checked before sending: each empty field says what it needs and takes the focus; spaces alone do
 * not count; once both are filled the comment is sent, the form empties and the wait is announced.
 */
export const Validation: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const comment = canvas.getByRole('textbox', { name: 'Comment' });
    const send = canvas.getByRole('button', { name: 'Post Comment' });
    await userEvent.click(send);
    await expect(name).toHaveAccessibleDescription(NAME_REQUIRED);
    await expect(name).toBeInvalid();
    await expect(name).toHaveFocus();
    await expect(comment).toHaveAccessibleDescription(COMMENT_REQUIRED);
    await userEvent.type(name, 'Ada Byron');
    await userEvent.type(comment, '   ');
    await userEvent.click(send);
    await expect(name).toBeValid();
    await expect(comment).toHaveFocus();
    await expect(comment).toHaveAccessibleDescription(COMMENT_REQUIRED);
    await userEvent.type(comment, 'Thank you, the queue example made it click.');
    await userEvent.click(send);
    await waitFor(() => expect(formStatus(canvasElement)).toHaveTextContent(COMMENT_MESSAGES.submitted));
    await expect(name).toHaveValue('');
    await expect(comment).toHaveValue('');
  },
};
/** Sending is refused: the API's words are shown, and what was written stays. */
export const Refused: Story = {
  parameters: { msw: { handlers: { add: [failing(API_PATHS.blogAddComment, { method: 'post', status: 429, message: REFUSAL })] } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada Byron');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comment' }), 'One more question about the proof.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(formStatus(canvasElement)).toHaveTextContent(REFUSAL));
    await expect(canvas.getByRole('textbox', { name: 'Comment' })).toHaveValue('One more question about the proof.');
  },
};
/** A phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
