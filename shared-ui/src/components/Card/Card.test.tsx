import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('renders as the element asked for, keeping ARIA attributes', () => {
    render(
      <Card as="section" aria-labelledby="t">
        <h2 id="t">Admin Login</h2>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Admin Login' }).tagName).toBe('SECTION');
  });

  it('is a list item inside a list', () => {
    render(
      <ul>
        <Card as="li">One</Card>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('One');
  });

  it('adds the caller class to its own', () => {
    render(<Card className="extra">x</Card>);
    expect(screen.getByText('x').className).toContain('extra');
  });
});
