import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS } from '@studyhub/shared-api';
import { answer, failing, LONG_TEXT, pending, storyAdminApi, storyModerationComments } from '@studyhub/shared-testing/stories';
import Comments from './Comments.tsx';

const api = storyAdminApi();
const page = (comments = storyModerationComments(12)) => ({
  ...api,
  commentPage: [answer(API_PATHS.adminCommentPage, { success: true, comments, total: comments.length, totalCapped: false, nextCursor: null })],
});

const meta = {
  title: 'Admin/Comment moderation',
  component: Comments,
  parameters: { app: { route: '/admin/comments', signedIn: true }, msw: { handlers: api } },
} satisfies Meta<typeof Comments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The comment table: the queue first, approve and delete, search, status pills and sort; pages from the server. */
export const Default: Story = {};
/** Every comment: approved ones too. */
export const All: Story = { parameters: { app: { route: '/admin/comments?status=all', signedIn: true } } };
/** Nothing waiting. */
export const Empty: Story = { parameters: { msw: { handlers: page([]) } } };
/** A comment that goes on and on. */
export const LongText: Story = { parameters: { msw: { handlers: page([{ ...storyModerationComments(1)[0]!, content: LONG_TEXT }, ...storyModerationComments(3).slice(1)]) } } };
/** The first page on its way. */
export const Loading: Story = { parameters: { msw: { handlers: { ...api, commentPage: [pending(API_PATHS.adminCommentPage)] } } } };
/** The API failed. */
export const Failed: Story = { parameters: { msw: { handlers: { ...api, commentPage: [failing(API_PATHS.adminCommentPage)] } } } };
/** A phone: a card per comment. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
