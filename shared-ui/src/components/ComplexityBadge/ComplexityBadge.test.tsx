import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComplexityBadge } from './ComplexityBadge.tsx';

describe('ComplexityBadge', () => {
  it.each([
    ['Easy', 'green'],
    ['MEDIUM', 'orange'],
    ['hard', 'red'],
    ['Varied', 'blue'],
  ])('colours %s %s and names it for screen readers', (complexity, tone) => {
    const { container } = render(<ComplexityBadge complexity={complexity} />);
    expect(screen.getByText(complexity)).toHaveAttribute('data-tone', tone);
    expect(container.textContent).toBe(`Complexity: ${complexity}`);
  });
});
