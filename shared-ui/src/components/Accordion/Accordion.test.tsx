import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './Accordion.tsx';

const ITEMS = [
  { id: 'a', title: 'CSE110', content: 'Python sections' },
  { id: 'b', title: 'CSE220', content: 'Data structures sections' },
];

describe('Accordion', () => {
  it('has a button in a heading per section, collapsed at first', () => {
    render(<Accordion items={ITEMS} />);
    const button = screen.getByRole('button', { name: 'CSE110' });
    expect(button.closest('h3')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'CSE110' })).not.toBeInTheDocument();
  });

  it('opens several sections at once from the keyboard, each a region named by its header', async () => {
    const onOpenChange = vi.fn();
    render(<Accordion items={ITEMS} onOpenChange={onOpenChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('region', { name: 'CSE110' })).toHaveTextContent('Python sections');
    expect(screen.getByRole('region', { name: 'CSE220' })).toHaveTextContent('Data structures sections');
    expect(screen.getByRole('button', { name: 'CSE220' })).toHaveAttribute('aria-controls', screen.getByRole('region', { name: 'CSE220' }).id);
    expect(onOpenChange).toHaveBeenLastCalledWith(['a', 'b']);
  });

  it('closes an open section again', async () => {
    render(<Accordion items={ITEMS} defaultOpenIds={['b']} headingLevel={2} />);
    const button = screen.getByRole('button', { name: 'CSE220' });
    expect(button.closest('h2')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
