import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it('shows its text with the tone it was given', () => {
    render(<Badge tone="green">Published</Badge>);
    expect(screen.getByText('Published')).toHaveAttribute('data-tone', 'green');
  });

  it('gives screen readers a prefix that is not shown', () => {
    const { container } = render(<Badge srPrefix="Status">Draft</Badge>);
    expect(container.textContent).toBe('Status: Draft');
  });

  it('is neutral by default', () => {
    render(<Badge>Assignments</Badge>);
    expect(screen.getByText('Assignments')).toHaveAttribute('data-tone', 'neutral');
  });
});
