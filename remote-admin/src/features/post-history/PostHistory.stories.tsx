import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS } from '@studyhub/shared-api';
import { BLOG_EDIT_MESSAGES, STAFF_MESSAGES } from '@studyhub/shared-api/admin';
import { failing, LONG_TITLE, pending, STORY_HISTORY_ID, STORY_SIGNED_IN, storyAdminApi, storyHistoryApi, storyPostSource, storyRevisions, storySignedIn } from '@studyhub/shared-testing/stories';
import { expect, waitFor, within } from 'storybook/test';
import PostHistory, { CONFLICT_TEXT } from './PostHistory.tsx';
import { restoreQuestion } from './use-restore.ts';

const api = (history?: Parameters<typeof storyHistoryApi>[0]) => ({ ...storyAdminApi(), ...storyHistoryApi(history) });
/** A path of the post's history API, its id filled in. */
const at = (path: string) => path.replace(':id', STORY_HISTORY_ID);

/** A compared field's value (its <dd>), by its label. */
const fieldOf = (section: HTMLElement, label: string) => within(section).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

const meta = {
  title: 'Admin/Post history',
  component: PostHistory,
  parameters: { app: { route: `/admin/edit/${STORY_HISTORY_ID}/history`, path: '/admin/edit/:id/history', signedIn: true }, msw: { handlers: api() } },
} satisfies Meta<typeof PostHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every save and autosave, newest first: the current text marked, any other restorable; tick one or two to compare. */
export const Default: Story = {};
/** A post with no revisions listed. */
export const Empty: Story = { parameters: { msw: { handlers: api({ revisions: [] }) } } };
/** A title and an author's address as long as they come. */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: api({
        source: storyPostSource({ title: LONG_TITLE }),
        revisions: storyRevisions().map((row, index) => (index === 1 ? { ...row, authorName: 'bartholomew.fitzwilliam-underhill.delacruz-abernathy@studyhub.example.edu' } : row)),
      }),
    },
  },
};
/** The post and its history on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { ...api(), source: [pending(at(API_PATHS.adminBlog))], revisions: [pending(at(API_PATHS.adminBlogRevisions))] } } },
};
/** The post came, its history did not: the message and Try again. */
export const Failed: Story = { parameters: { msw: { handlers: { ...api(), revisions: [failing(at(API_PATHS.adminBlogRevisions))] } } } };
/** The post is gone (deleted since the link was made). */
export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: {
        ...api(),
        source: [failing(at(API_PATHS.adminBlog), { status: 404, message: 'Blog not found' })],
        revisions: [failing(at(API_PATHS.adminBlogRevisions), { status: 404, message: 'Blog not found' })],
      },
    },
  },
};
/**
 * An author opening the history of someone else's post: an author edits only its own posts
 * (post.edit), so the API refuses the post and its history.
 */
export const AnotherAuthorsPost: Story = {
  parameters: {
    msw: {
      handlers: {
        ...api(),
        ...storySignedIn(STORY_SIGNED_IN.author),
        source: [failing(at(API_PATHS.adminBlog), { status: 403, message: STAFF_MESSAGES.forbidden })],
        revisions: [failing(at(API_PATHS.adminBlogRevisions), { status: 403, message: STAFF_MESSAGES.forbidden })],
      },
    },
  },
};
/** A phone: a card per revision. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/**
 * Comparing: one revision ticked compares it with the current post; a second ticked compares the
 * two, older to newer, and no third can be ticked. The comparison takes the focus and marks words
 * added and removed (underlined and struck through, and named for screen readers).
 */
export const Comparing: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: /^Revisions of/ });
    const compare = canvas.getByRole('button', { name: 'Compare' });
    await expect(compare).toBeDisabled();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select revision 5 to compare' }));
    await expect(compare).toHaveAccessibleDescription('Compares revision 5 with the current post.');
    await userEvent.click(compare);
    let heading = await canvas.findByRole('heading', { name: 'Changes from revision 5 to the current post' });
    await waitFor(() => expect(heading).toHaveFocus());
    let section = heading.closest('section')!;
    await within(section).findByText('Body');
    // Revision 5 had no picture and no closing paragraph: the current post adds both, and keeps the title.
    await expect(section).toHaveTextContent('[added: [image: A small graph searched level by level from its top node]');
    await expect(section.querySelectorAll('del')).toHaveLength(0);
    await expect(fieldOf(section, 'Title')).toHaveTextContent('Breadth-First Search, One Level at a Time (unchanged)');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select revision 2 to compare' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select revision 7 to compare' })).toBeDisabled();
    await expect(compare).toHaveAccessibleDescription('Compares revision 2 with revision 5.');
    await userEvent.click(compare);
    heading = await canvas.findByRole('heading', { name: 'Changes from revision 2 to revision 5' });
    await waitFor(() => expect(heading).toHaveFocus());
    section = heading.closest('section')!;
    await waitFor(() => expect(within(section).getByText(/words? added, \d+ removed\.$/)).toBeInTheDocument());
    const marked = (selector: string) => [...section.querySelectorAll(selector)].map((element) => element.textContent);
    // The title and subtitle grew; the first paragraph was reworded.
    await expect(marked('ins')).toEqual(expect.arrayContaining(['[added: , One Level at a Time]', '[added: and shortest paths]']));
    await expect(marked('del')).toEqual(expect.arrayContaining([expect.stringMatching(/^\[removed: .*short.*\]$/)]));
  },
};

/**
 * Restoring asks first; when the post was saved meanwhile (a 409) nothing is restored and the page
 * says so, focused, until the history is reloaded.
 */
export const RestoreConflict: Story = {
  parameters: { msw: { handlers: { ...api(), restore: [failing(at(API_PATHS.adminBlogRevisionRestore), { method: 'post', status: 409, message: BLOG_EDIT_MESSAGES.conflict })] } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const current = within((await canvas.findByRole('rowheader', { name: 'Revision 7 Current' })).closest('tr')!);
    await expect(current.queryByRole('button', { name: /Restore/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore revision 5' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Restore revision 5?' });
    await expect(dialog).toHaveAccessibleDescription(restoreQuestion(5));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(CONFLICT_TEXT);
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(within(alert).getByRole('button', { name: 'Reload history' })).toBeVisible();
  },
};
