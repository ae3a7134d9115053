import { API_PATHS } from '@studyhub/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentLocation, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import { Hero } from './Hero.tsx';

const api = setupFakeApi();
const DEMO = { email: 'admin@studyhub.example.edu', password: 'studyhub-demo-admin' };

beforeEach(() => {
  api.on(`GET ${API_PATHS.site}`, { body: { success: true, site: { demo: DEMO, ai: { configured: false } } } });
});

const renderHero = () => renderPage(<Hero />, { apiBaseUrl: api.url });
const urlQuery = () => currentLocation().search;

describe('Hero (docs/product.md#home-hero)', () => {
  it('shows the badge, headline, description, three badges and the four claims', () => {
    renderHero();
    expect(screen.getByText('Department of Computer Science · Knowledge Hub')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Learn together/);
    expect(screen.getByText(/brings faculty and students together/)).toBeInTheDocument();
    const badges = within(screen.getByRole('list', { name: 'What you will find' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual(['Course Materials', 'Assignments', 'Discussions']);
    const stats = within(screen.getByRole('list', { name: 'StudyHub in numbers' }));
    expect(stats.getByRole('group', { name: 'Courses' })).toHaveTextContent('50+');
    expect(stats.getByRole('group', { name: 'Students' })).toHaveTextContent('200+');
    expect(stats.getByRole('group', { name: 'Faculty' })).toHaveTextContent('2+');
    expect(stats.getByRole('group', { name: 'Resources' })).toHaveTextContent('300+');
  });

  it('has a required search input; a submitted term goes to the URL, trimmed', async () => {
    const { user } = renderHero();
    const input = screen.getByRole('searchbox', { name: 'Search resources' });
    expect(input).toBeRequired();
    expect(screen.queryByRole('button', { name: 'Clear Search' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(urlQuery()).toBe('');

    await user.type(input, '  graphs  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(urlQuery()).toBe('?q=graphs');
    expect(input).toHaveValue('graphs');
  });

  it('ignores a search of spaces only', async () => {
    const { user } = renderHero();
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(urlQuery()).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear Search' })).toBeNull();
  });

  it('shows Clear Search only while a term is active, and it resets the search', async () => {
    const { user } = renderHero();
    await user.type(screen.getByRole('searchbox'), 'caches{Enter}');
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(urlQuery()).toBe('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear Search' })).toBeNull();
  });

  it('shows the demo credentials from the site config, marked demo only, linking to /admin', async () => {
    renderHero();
    const box = await screen.findByRole('complementary', { name: 'Try the admin portal' });
    expect(box).toHaveTextContent('For demo purposes only');
    expect(box).toHaveTextContent(DEMO.email);
    expect(box).toHaveTextContent(DEMO.password);
    expect(within(box).getByRole('link', { name: 'Open the admin login' })).toHaveAttribute('href', '/admin');
  });

  it('shows no demo box when the server is not in demo mode', async () => {
    api.on(`GET ${API_PATHS.site}`, { body: { success: true, site: { demo: null, ai: { configured: false } } } });
    const { store } = renderHero();
    await waitFor(() => expect(store.getState().api.queries['getSite(undefined)']?.status).toBe('fulfilled'));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByText(/demo purposes/)).toBeNull();
  });
});
