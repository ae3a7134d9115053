import { loggedIn, loggedOut, makeStore } from '@studyhub/shared-api';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavBar } from './NavBar.tsx';

function renderNavBar(path = '/') {
  const store = makeStore({ apiBaseUrl: 'http://api.test' });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <NavBar />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('NavBar', () => {
  it('shows the five sections and a home link', () => {
    renderNavBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Course Combination', 'Handwritten Notes', 'Previous Questions', 'Videos', 'Student Tutor']) {
      expect(nav).toContainElement(screen.getByRole('link', { name: label }));
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
