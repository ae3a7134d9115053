import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initials } from './Avatar.tsx';

describe('Avatar', () => {
  it('shows the photo named by the person', () => {
    render(<Avatar name="Nadia Rahman" src="/nadia.jpg" />);
    expect(screen.getByRole('img', { name: 'Nadia Rahman' })).toHaveAttribute('src', '/nadia.jpg');
  });

  it('falls back to initials, still named, when the photo fails', () => {
    render(<Avatar name="Nadia Rahman" src="/broken.jpg" />);
    fireEvent.error(screen.getByRole('img'));
    const avatar = screen.getByRole('img', { name: 'Nadia Rahman' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('NR');
  });

  it('is hidden from screen readers when decorative', () => {
    render(<Avatar name="Nadia Rahman" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('makes up to two initials', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  plato ')).toBe('P');
    expect(initials('Muhammad Abdullah Al Mamun')).toBe('MM');
    expect(initials('')).toBe('');
  });
});
