import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@studyhub/shared-testing';
import Videos from './Videos.tsx';

describe('Videos', () => {
  it('filters by search and category chips, with an empty message', async () => {
    const user = userEvent.setup();
    renderPage(<Videos />);
    expect(screen.getByRole('heading', { level: 1, name: 'Educational Playlists' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Playlists' })).getAllByRole('listitem')).toHaveLength(13);
    expect(screen.getAllByRole('radio').map((chip) => chip.textContent)).toEqual(['All', 'Full courses', 'Quick revise', 'Non CSE', 'COD', 'Elective']);
    await user.click(screen.getByRole('radio', { name: 'Elective' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.type(screen.getByPlaceholderText('Search playlists...'), 'zzz');
    expect(screen.getByText('No playlists found.')).toBeInTheDocument();
  });

  it('opens the player in a modal and closes it', async () => {
    const user = userEvent.setup();
    renderPage(<Videos />);
    await user.click(screen.getByRole('button', { name: /^Play CSE443 playlist/ }));
    const dialog = screen.getByRole('dialog', { name: 'CSE443 playlist' });
    expect(within(dialog).getByTitle('CSE443 video player')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/videoseries?list=PLnAOLIXtu9oMXNSXTnaQxVay6E-diNZNC');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTitle('CSE443 video player')).not.toBeInTheDocument();
  });
});

describe('Videos ?playlist=', () => {
  it('opens the requested playlist on arrival, and closing drops the request', async () => {
    const user = userEvent.setup();
    renderPage(<Videos />, { route: '/?playlist=cse443' });
    const dialog = screen.getByRole('dialog', { name: 'CSE443 playlist' });
    expect(within(dialog).getByTitle('CSE443 video player')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The grid is still whole: the parameter opens a player, it does not filter.
    expect(within(screen.getByRole('list', { name: 'Playlists' })).getAllByRole('listitem')).toHaveLength(13);
  });

  it('ignores an unknown playlist', () => {
    renderPage(<Videos />, { route: '/?playlist=no-such-list' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lays each playlist’s generated picture beneath its thumbnail, for the page painted before the scripts run', () => {
    const { container } = renderPage(<Videos />);
    const thumbnails = [...container.querySelectorAll('ul[aria-label="Playlists"] img')] as HTMLImageElement[];
    expect(thumbnails).toHaveLength(13);
    expect(thumbnails.filter((image) => image.src.startsWith('https://img.youtube.com/')).length).toBeGreaterThan(0);
    for (const image of thumbnails) expect(image.style.backgroundImage).toMatch(/^url\("data:image\/svg\+xml,/);
  });
});
