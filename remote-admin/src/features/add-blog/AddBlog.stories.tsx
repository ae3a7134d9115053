import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS } from '@studyhub/shared-api';
import { answer, LONG_TITLE, pending, STORY_OWNER, STORY_POST_SOURCE, storyAdminApi, storyDate } from '@studyhub/shared-testing/stories';
import AddBlog from './AddBlog.tsx';

/** The Add Blog form's autosave: no draft kept, or `draft`. */
const api = (draft: Record<string, unknown> | null = null) => ({
  ...storyAdminApi(),
  draft: [answer(API_PATHS.adminNewPostDraft, { success: true, draft, accountId: STORY_OWNER.id })],
  autosave: [answer(API_PATHS.adminNewPostDraft, { success: true, savedAt: storyDate(0) }, { method: 'put' })],
});

// A kept draft's images of this API are absolute (contract: NewPostDraft); here the API is Storybook's origin.
const source = STORY_POST_SOURCE.replaceAll('src="/api/media/', `src="${window.location.origin}/api/media/`);
const restored = { title: 'Breadth-First Search, One Level at a Time', subTitle: 'Queues, layers and shortest paths', description: source, category: 'CSE', isPublished: false, savedAt: storyDate(0, 1) };

const meta = {
  title: 'Admin/Editor',
  component: AddBlog,
  parameters: { app: { route: '/admin/add-blog', signedIn: true }, msw: { handlers: api() } },
} satisfies Meta<typeof AddBlog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add Blog: title, subtitle, category, cover, the rich-text editor with its toolbar, Publish Now and Preview. */
export const Default: Story = {};
/** A kept draft restored into the editor: a heading, a code block, formulas and an image, as the editor shows its source. */
export const WithDraft: Story = { parameters: { msw: { handlers: api(restored) } } };
/** A title as long as they come. */
export const LongTitle: Story = { parameters: { msw: { handlers: api({ ...restored, title: LONG_TITLE }) } } };
/** Looking for a kept draft. */
export const Loading: Story = { parameters: { msw: { handlers: { ...api(), draft: [pending(API_PATHS.adminNewPostDraft)] } } } };
/** A phone: the toolbar wraps. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
