import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@studyhub/shared-testing';
import { notesOf } from './CombinationDiagram.tsx';
import CourseCombination from './CourseCombination.tsx';

describe('CourseCombination', () => {
  it('toggles a plan per option and announces the choice', async () => {
    const user = userEvent.setup();
    renderPage(<CourseCombination />);
    expect(screen.getByRole('heading', { level: 1, name: 'Course Combinations' })).toBeInTheDocument();
    expect(screen.getByText('Select an option from the left to view details')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['CS Option 1', 'CS Option 2', 'CS Option 3', 'CSE Option 2']);
    await user.click(screen.getByRole('button', { name: 'CS Option 2' }));
    expect(screen.getByRole('button', { name: 'CS Option 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('figure', { name: 'CS Option 2' })).toBeInTheDocument();
    expect(screen.getByText('Showing the CS Option 2 course plan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CSE Option 2' }));
    expect(screen.getByRole('button', { name: 'CS Option 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('figure', { name: 'CSE Option 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CSE Option 2' }));
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByText('Select an option from the left to view details')).toBeInTheDocument();
  });

  it('draws the plan as ordered stages whose courses link to their notes', async () => {
    const user = userEvent.setup();
    renderPage(<CourseCombination />);
    await user.click(screen.getByRole('button', { name: 'CS Option 1' }));
    const plan = screen.getByRole('figure', { name: 'CS Option 1' });
    const stages = within(plan).getAllByRole('heading', { level: 3 });
    expect(stages.map((stage) => stage.textContent)).toEqual(['1. Foundation', '2. Core', '3. Systems', '4. Specialisation']);
    expect(within(plan).getByRole('link', { name: 'CSE220 Data Structures' })).toHaveAttribute('href', '/notes/cse220');
    // CSE110 is taught in two languages: one link to each set of notes.
    expect(within(plan).getByRole('link', { name: /^CSE110 .*PYTHON/ })).toHaveAttribute('href', '/notes/cse110-python');
    expect(within(plan).getByRole('link', { name: /^CSE110 .*JAVA/ })).toHaveAttribute('href', '/notes/cse110-java');
  });

  it('names a course without notes as plain text', () => {
    expect(notesOf('CSE999')).toEqual([]);
    expect(notesOf('CSE220')).toEqual([{ id: 'cse220', name: 'Data Structures' }]);
  });
});
