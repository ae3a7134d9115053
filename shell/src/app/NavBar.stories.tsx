import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS } from '@studyhub/shared-api';
import { answer, storySearchHits } from '@studyhub/shared-testing/stories';
import { expect, waitFor } from 'storybook/test';
import { NavBar } from '../features/navigation/NavBar.tsx';
import { NavSearch } from '../features/site-search/nav-search/NavSearch.tsx';

// Here in app/, where the bar and the site search are composed (AppFrame): features never import each other.

const meta = {
  title: 'Shell/Navigation bar',
  component: NavBar,
  args: { search: <NavSearch /> },
  parameters: { app: { route: '/' } },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on the home page: section links, the site search (press / to focus it) and Admin Login. */
export const Default: Story = {};
/** A section open: its link is marked as the current page. */
export const InASection: Story = { parameters: { app: { route: '/notes' } } };
/** Signed in to the admin portal: the link reads Dashboard. */
export const SignedIn: Story = { parameters: { app: { route: '/', signedIn: true } } };
/** Without the search, as the first paint of a page that has none yet. */
export const WithoutSearch: Story = { args: { search: undefined } };
/** A phone: the menu button replaces the section links. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/**
 * The site search as a combobox, by keyboard: typing suggests blogs (and "See all results"), the
 * arrows move through them (wrapping), Escape closes the list and then clears the text.
 */
export const Searching: Story = {
  parameters: { msw: { handlers: { search: [answer(API_PATHS.search, { success: true, blogs: storySearchHits('search'), total: 3, totalCapped: false })] } } },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.click(box);
    await userEvent.keyboard('search');
    const first = await canvas.findByRole('option', { name: 'Breadth-First Search, One Level at a Time' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = canvas.getAllByRole('option');
    await expect(options.at(-1)).toHaveTextContent('See all results for “search”');
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('search');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    // Left open with the second suggestion chosen, as a designer would want to see it.
    await userEvent.keyboard('search{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(canvas.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true'));
  },
};

/** The phone menu: the button opens it (and says so), Escape closes it, and it opens again by keyboard. */
export const PhoneMenu: Story = {
  ...Phone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const toggle = canvas.getByRole('button', { name: 'Close menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await expect(menu).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'YouTube Videos' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(menu).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toBeVisible();
  },
};
