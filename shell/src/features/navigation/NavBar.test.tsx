import { loggedIn, loggedOut, makeStore, StoreProvider } from '@studyhub/shared-api';
import { MemoryRouter } from '@studyhub/shared-testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NAV_LINKS } from '../../common/nav-links.ts';
import { NavBar } from './NavBar.tsx';

function renderNavBar(path = '/') {
  const store = makeStore({ apiBaseUrl: 'http://api.test' });
  render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <NavBar />
      </MemoryRouter>
    </StoreProvider>,
  );
  return store;
}

describe('NavBar', () => {
  it('shows the sections of the app manifest and a home link', () => {
    renderNavBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const { label, to } of NAV_LINKS) {
      expect(nav).toContainElement(screen.getByRole('link', { name: label }));
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', to);
    }
    expect(screen.getByRole('link', { name: /StudyHub/ })).toHaveAttribute('href', '/');
  });

  it('reads "Admin Login" without a token and "Dashboard" with one, following the store', () => {
    const store = renderNavBar();
    expect(screen.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin');
    act(() => void store.dispatch(loggedIn('t')));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    act(() => void store.dispatch(loggedOut()));
    expect(screen.getByRole('link', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('marks the current section', () => {
    renderNavBar('/notes');
    expect(screen.getByRole('link', { name: 'Handwritten Notes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Videos' })).not.toHaveAttribute('aria-current');
  });
});

describe('NavBar small-screen menu', () => {
  it('opens with the mobile labels, announces its state, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderNavBar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    for (const { mobileLabel } of NAV_LINKS) {
      expect(within(menu).getByRole('link', { name: mobileLabel })).toBeInTheDocument();
    }

    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after a destination is chosen', async () => {
    const user = userEvent.setup();
    renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')!)!;
    await user.click(within(menu).getByRole('link', { name: 'YouTube Videos' }));
    expect(menu).not.toBeVisible();
    expect(screen.getAllByRole('link', { name: /Videos/ }).some((link) => link.getAttribute('aria-current') === 'page')).toBe(true);
  });
});
