import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@studyhub/shared-testing';
import CourseCombination from './CourseCombination.tsx';

describe('CourseCombination', () => {
  it('toggles a diagram per option', async () => {
    const user = userEvent.setup();
    renderPage(<CourseCombination />);
    expect(screen.getByRole('heading', { level: 1, name: 'Course Combinations' })).toBeInTheDocument();
    expect(screen.getByText('Select an option from the left to view details')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['CS Option 1', 'CS Option 2', 'CS Option 3', 'CSE Option 2']);
    await user.click(screen.getByRole('button', { name: 'CS Option 2' }));
    expect(screen.getByRole('button', { name: 'CS Option 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: /CS Option 2/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CSE Option 2' }));
    expect(screen.getByRole('button', { name: 'CS Option 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('img', { name: /CSE Option 2/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CSE Option 2' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Select an option from the left to view details')).toBeInTheDocument();
  });
});
