import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@studyhub/shared-testing';
import Notes from './Notes.tsx';

describe('Notes', () => {
  it('lists all 27 courses linking to their detail pages', () => {
    renderPage(<Notes />, { path: '/list', route: '/list' });
    expect(screen.getByRole('heading', { level: 1, name: 'Handwritten Notes' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Courses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(27);
    expect(screen.getByRole('link', { name: /CSE220: Data Structures/ })).toHaveAttribute('href', '/notes/cse220');
  });

  it('searches titles, filters by level and shows the empty state', async () => {
    const user = userEvent.setup();
    renderPage(<Notes />, { path: '/list', route: '/list' });
    await user.type(screen.getByPlaceholderText('Search courses...'), 'cse110');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Filter by'), 'Easy');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /PYTHON/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter by'), 'Hard');
    expect(screen.getByRole('heading', { name: 'No courses found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter.')).toBeInTheDocument();
    expect(screen.getByLabelText('Filter by')).toHaveDisplayValue('Hard');
    expect(Array.from((screen.getByLabelText('Filter by') as HTMLSelectElement).options, (option) => option.text)).toEqual(['All Levels', 'Easy', 'Medium', 'Hard']);
  });
});
