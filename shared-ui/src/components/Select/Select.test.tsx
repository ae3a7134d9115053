import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select.tsx';

const SORT = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'az', label: 'A-Z' },
  { value: 'za', label: 'Z-A' },
];

describe('Select', () => {
  it('is a combobox named by its visible label', () => {
    render(<Select label="Sort by" options={SORT} value="newest" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('newest');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Newest', 'Oldest', 'A-Z', 'Z-A']);
  });

  it('reports the chosen value, from the keyboard too', async () => {
    const onChange = vi.fn();
    render(<Select label="Filter by" options={['All Levels', 'Easy', 'Medium', 'Hard']} value="All Levels" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Filter by' });
    await userEvent.tab();
    expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Hard');
    expect(onChange).toHaveBeenLastCalledWith('Hard');
  });

  it('keeps its name when the label is visually hidden', () => {
    render(<Select label="Sort by" hideLabel options={SORT} value="az" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('az');
  });
});
