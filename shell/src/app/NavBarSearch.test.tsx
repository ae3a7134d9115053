import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { renderPage } from '@studyhub/shared-testing';
import { NavBar } from '../features/navigation/NavBar.tsx';
import { NavSearch } from '../features/site-search/nav-search/NavSearch.tsx';
import { startFakeSearch } from '../features/site-search/testing/search-fakes.ts';

// The navigation bar as the app composes it: its menu and the site search share the Escape key.
vi.mock('../features/site-search/load-search-index.ts', () => ({ loadSearchIndex: vi.fn(), loadedSearchIndex: () => undefined }));

const api = startFakeSearch();
beforeEach(() => {
  api.reply = () => ({ status: 200, body: { success: true, blogs: [], total: 0 } });
});

function renderNav(route = '/notes') {
  renderPage(<NavBar search={<NavSearch />} />, { apiBaseUrl: api.url, path: '*', route });
  return { user: userEvent.setup(), combobox: screen.getByRole('combobox', { name: 'Search' }) };
}

it('closes on Escape, then clears, and leaves Escape to the menu after that', async () => {
  const { user, combobox } = renderNav();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await user.click(combobox);
  await user.keyboard('cse');
  await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
  await user.keyboard('{Escape}');
  expect(combobox).toHaveAttribute('aria-expanded', 'false');
  expect(combobox).toHaveValue('cse');
  expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(combobox).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
});

