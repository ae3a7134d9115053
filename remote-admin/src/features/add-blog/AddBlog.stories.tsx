import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS } from '@studyhub/shared-api';
import { answer, LONG_TITLE, pending, STORY_OWNER, STORY_POST_SOURCE, storyAdminApi, storyDate } from '@studyhub/shared-testing/stories';
import { expect, waitFor, within } from 'storybook/test';
import AddBlog from './AddBlog.tsx';
import { AUTOSAVE_STATUS_TEXT } from './autosave/autosave-timing.ts';

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
/**
 * Writing with the toolbar: Bold is pressed while on, a code block takes its language from the
 * picker (which is off outside code), and the draft is kept once the writing pauses.
 */
export const Writing: Story = {
  play: async ({ canvas, userEvent }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Blog Description' }, { timeout: 10_000 });
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    const language = within(toolbar).getByRole('combobox', { name: 'Code language' });
    await userEvent.click(editor);
    await expect(language).toBeDisabled();
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('Queues');
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' keep arrival order.{Enter}');
    await expect(editor.querySelector('strong')).toHaveTextContent('Queues');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Code block' }));
    await userEvent.keyboard('queue.append(start)');
    await expect(language).toBeEnabled();
    await userEvent.selectOptions(language, 'Python');
    const block = editor.querySelector('.ql-code-block');
    await expect(block).toHaveTextContent('queue.append(start)');
    await waitFor(() => expect(block).toHaveAttribute('data-language', 'python'));
    // Ends once autosave has answered, so the page no longer changes by itself.
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Autosave' })).toHaveTextContent(AUTOSAVE_STATUS_TEXT.saved), { timeout: 10_000 });
  },
};
/** A kept draft restored into the editor: a heading, a code block, formulas and an image, as the editor shows its source. */
export const WithDraft: Story = { parameters: { msw: { handlers: api(restored) } } };
/** A title as long as they come. */
export const LongTitle: Story = { parameters: { msw: { handlers: api({ ...restored, title: LONG_TITLE }) } } };
/** Looking for a kept draft. */
export const Loading: Story = { parameters: { msw: { handlers: { ...api(), draft: [pending(API_PATHS.adminNewPostDraft)] } } } };
/** A phone: the toolbar wraps. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
