import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, COMMENT_MESSAGES } from '@studyhub/shared-api';
import { answer, failing, LONG_TEXT, pending, storyComments } from '@studyhub/shared-testing/stories';
import { CommentsSection } from './CommentsSection.tsx';

const comments = (list = storyComments(3)) => ({
  comments: [answer(API_PATHS.blogComments, { success: true, comments: list }, { method: 'post' })],
  add: [answer(API_PATHS.blogAddComment, { success: true, message: COMMENT_MESSAGES.submitted }, { method: 'post' })],
});

const meta = {
  title: 'Public/Comments',
  component: CommentsSection,
  args: { blogId: 'story-blog-1', canComment: true },
  parameters: { app: {}, msw: { handlers: comments() } },
} satisfies Meta<typeof CommentsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approved comments, newest first, with relative times (the clock is frozen), and the form below. */
export const Default: Story = {};
/** No comments yet. */
export const Empty: Story = { parameters: { msw: { handlers: comments([]) } } };
/** A comment that goes on and on, and a name without spaces. */
export const LongText: Story = {
  parameters: { msw: { handlers: comments([...storyComments(1), { ...storyComments(2)[1]!, name: 'Maximiliana-Theodora Oberwaldhausen', content: LONG_TEXT }]) } },
};
/** The comments on their way. */
export const Loading: Story = { parameters: { msw: { handlers: { ...comments(), comments: [pending(API_PATHS.blogComments, { method: 'post' })] } } } };
/** The comments could not be loaded: a toast says so, the form still works. */
export const Failed: Story = { parameters: { msw: { handlers: { ...comments(), comments: [failing(API_PATHS.blogComments, { method: 'post' })] } } } };
/** A draft preview: comments only, no form. */
export const WithoutForm: Story = { args: { canComment: false } };
/** A phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
