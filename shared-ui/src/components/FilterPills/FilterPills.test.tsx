import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPills } from './FilterPills.tsx';

function Categories({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('All');
  return (
    <>
      <button type="button">before</button>
      <FilterPills
        label="Filter by category"
        options={['All', 'CSE', 'COD', 'Elective', 'Other']}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">after</button>
    </>
  );
}

describe('FilterPills', () => {
  it('is a named radio group with the selected pill checked', () => {
    render(<Categories />);
    const group = screen.getByRole('radiogroup', { name: 'Filter by category' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true')).toHaveLength(1);
  });

  it('is one tab stop, and arrow keys, Home and End move the selection with the focus', async () => {
    const onChange = vi.fn();
    render(<Categories onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'CSE' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'CSE' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{End}');
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('All');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('selects a pill on click', async () => {
    render(<Categories />);
    await userEvent.click(screen.getByRole('radio', { name: 'Elective' }));
    expect(screen.getByRole('radio', { name: 'Elective' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All' })).toHaveAttribute('tabindex', '-1');
  });

  it('falls back to the pill highlight without a layout engine', () => {
    render(<Categories />);
    expect(screen.getByRole('radiogroup')).not.toHaveAttribute('data-measured');
  });
});
