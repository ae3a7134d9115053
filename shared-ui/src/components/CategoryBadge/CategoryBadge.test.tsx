import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryBadge } from './CategoryBadge.tsx';

describe('CategoryBadge', () => {
  it.each([
    ['TECHNOLOGY', 'blue'],
    ['Data Science', 'green'],
    ['business', 'amber'],
    ['CSE', 'purple'],
  ])('colours %s %s and says the category to screen readers', (category, tone) => {
    const { container } = render(<CategoryBadge category={category} />);
    expect(screen.getByText(category)).toHaveAttribute('data-tone', tone);
    expect(container.textContent).toBe(`Category: ${category}`);
  });

  it('says Uncategorized in purple when there is no category', () => {
    render(<CategoryBadge category={undefined} />);
    expect(screen.getByText('Uncategorized')).toHaveAttribute('data-tone', 'purple');
  });
});
