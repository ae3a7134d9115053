import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, COMMENT_MESSAGES } from '@studyhub/shared-api';
import { answer, failing } from '@studyhub/shared-testing/stories';
import { CommentForm } from './CommentForm.tsx';

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
/** Sending is refused: the API's words are shown (try it). */
export const Refused: Story = {
  parameters: { msw: { handlers: { add: [failing(API_PATHS.blogAddComment, { method: 'post', status: 429, message: COMMENT_MESSAGES.browserLimit(5, '10 minutes', '7 minutes') })] } } },
};
/** A phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
