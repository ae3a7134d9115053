import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS } from '@studyhub/shared-api';
import { answer, answerWith, failing, fakeListing, LONG_TITLE, pending, storyComments, storyRichBlog, storySummaries } from '@studyhub/shared-testing/stories';
import BlogDetail from './BlogDetail.tsx';

const blog = storyRichBlog();
// Related posts come from the first page of the post's category.
const related = storySummaries(9);

/** The post, its comments and its related posts, each answered from fixtures. */
// The listing's path first: /api/blog/:id would match it too.
const api = (post = blog, comments = storyComments(3)) => ({
  related: [answerWith(API_PATHS.blogList, fakeListing(() => related))],
  blog: [answer(API_PATHS.blogById, { success: true, blog: post })],
  comments: [answer(API_PATHS.blogComments, { success: true, comments }, { method: 'post' })],
});

const meta = {
  title: 'Public/Blog page',
  component: BlogDetail,
  parameters: { app: { route: `/blog/${blog._id}`, path: '/blog/:id' }, msw: { handlers: api() } },
} satisfies Meta<typeof BlogDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post as readers get it: a highlighted code block, formulas (KaTeX) and an image, as the API renders the body; then sharing, related posts and comments. */
export const Default: Story = {};
/** A title as long as they come. */
export const LongTitle: Story = { parameters: { msw: { handlers: api({ ...blog, title: LONG_TITLE }) } } };
/** No comments yet: the invitation and the form. */
export const NoComments: Story = { parameters: { msw: { handlers: api(blog, []) } } };
/** The post on its way. */
export const Loading: Story = { parameters: { msw: { handlers: { ...api(), blog: [pending(API_PATHS.blogById)] } } } };
/** A post that does not exist or is no longer published. */
export const NotFound: Story = {
  parameters: { msw: { handlers: { ...api(), blog: [failing(API_PATHS.blogById, { status: 404, message: 'Blog not found' })] } } },
};
/** The API failed: the message and Retry. */
export const Failed: Story = { parameters: { msw: { handlers: { ...api(), blog: [failing(API_PATHS.blogById)] } } } };
/** A phone: the code block scrolls, the image and formula fit the column. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
