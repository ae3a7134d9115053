import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, renderPage } from '@studyhub/shared-testing';
import { blogHit, startFakeSearch } from '../testing/search-fakes.ts';
import { NavSearch } from './NavSearch.tsx';

vi.mock('../load-search-index.ts', () => ({ loadSearchIndex: vi.fn(), loadedSearchIndex: () => undefined }));

const api = startFakeSearch();
beforeEach(() => {
  api.reply = (q) => ({ status: 200, body: { success: true, blogs: q === 'recursion' ? [blogHit('b1', 'Recursion, gently', 'recursion')] : [], total: q === 'recursion' ? 1 : 0 } });
});

function renderNav(route = '/notes') {
  const view = renderPage(
    <>
      {/* Where the app puts it: in the navigation bar (the composed site's browser tests check the real one). */}
      <nav aria-label="Main">
        <NavSearch />
      </nav>
      <input aria-label="A text field on the page" />
      <button type="button">A button on the page</button>
    </>,
    { apiBaseUrl: api.url, path: '*', route },
  );
  return { ...view, user: userEvent.setup(), combobox: screen.getByRole('combobox', { name: 'Search' }) };
}
const location = () => screen.getByTestId('location');
const listbox = () => screen.getByRole('listbox', { name: 'Search suggestions' });

describe('NavSearch', () => {
  it('is a collapsed combobox in the navigation with a visible shortcut hint', () => {
    const { combobox } = renderNav();
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(combobox);
    expect(screen.getByRole('search', { name: 'Site' })).toContainElement(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
    expect(document.getElementById(combobox.getAttribute('aria-controls')!)).toHaveAttribute('role', 'listbox');
    expect(screen.getByText('/', { selector: 'kbd' })).toBeInTheDocument();
  });

  it('takes the focus on "/" outside text fields and on Ctrl+K or ⌘K anywhere', async () => {
    const { user, combobox } = renderNav();
    await user.click(screen.getByRole('button', { name: 'A button on the page' }));
    await user.keyboard('/');
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveValue('');

    const field = screen.getByRole('textbox', { name: 'A text field on the page' });
    await user.click(field);
    await user.keyboard('a/b');
    expect(field).toHaveValue('a/b');
    expect(field).toHaveFocus();

    await user.keyboard('{Control>}k{/Control}');
    expect(combobox).toHaveFocus();
    await user.click(field);
    await user.keyboard('{Meta>}k{/Meta}');
    expect(combobox).toHaveFocus();
  });

  it('suggests the top results by kind; the arrows move, Enter opens the active one', async () => {
    const { user, combobox, container } = renderNav();
    await user.keyboard('/');
    await user.keyboard('recursion');
    await waitFor(() => expect(within(listbox()).getByRole('group', { name: 'Blogs' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 suggestions'));
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(within(listbox()).getAllByRole('group').map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Blogs',
      'Courses',
      'Playlists',
      'Lab tutors',
    ]);
    const options = within(listbox()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Recursion, gently',
      'CSE221: Introduction to Algorithms',
      'CSE111 playlist',
      'CSE110 lab tutors',
      'See all results for “recursion”',
    ]);
    expect(options[0]!.querySelector('mark')).toHaveTextContent('Recursion');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    expect(await axeViolations(container)).toEqual([]);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[4]!.id); // wraps to the last
    await user.keyboard('{ArrowDown}{ArrowDown}'); // and on from the last to the first
    expect(combobox).toHaveAttribute('aria-activedescendant', options[1]!.id);

    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent('/notes/cse221');
    expect(combobox).toHaveValue('');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveFocus();
  });

  it('goes to the search page on Enter with no option active', async () => {
    const { user, combobox } = renderNav();
    await user.click(combobox);
    await user.keyboard('data   structures{Enter}');
    expect(location()).toHaveTextContent('/search?q=data+structures');
    expect(location()).toHaveAttribute('data-type', 'PUSH');
  });

  it('opens a suggestion on click, keeping the focus in the field until then', async () => {
    const { user } = renderNav();
    await user.keyboard('/');
    await user.keyboard('tutors');
    const option = await within(listbox()).findByRole('option', { name: 'CSE110 lab tutors' });
    await user.click(option);
    expect(location()).toHaveTextContent('/lab');
  });

  it('collapses when the focus leaves, and reopens on return', async () => {
    const { user, combobox } = renderNav();
    await user.click(combobox);
    await user.keyboard('cse');
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    await user.tab();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
  });
});
