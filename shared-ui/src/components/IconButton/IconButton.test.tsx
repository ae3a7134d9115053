import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TrashIcon } from '../Icon/icons.tsx';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by its label, not by its icon, and works from the keyboard', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Delete blog" icon={<TrashIcon />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete blog' });
    expect(button).toHaveAttribute('title', 'Delete blog');
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Next" icon={<TrashIcon />} onClick={onClick} disabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
