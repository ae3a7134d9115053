import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScrollRegion } from './ScrollRegion.tsx';

describe('ScrollRegion', () => {
  it('is a region named by its label, reached with Tab', async () => {
    render(
      <>
        <button type="button">Before</button>
        <ScrollRegion label="Colour contrast">
          <p>Wide content</p>
        </ScrollRegion>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Colour contrast' })).toHaveFocus();
  });

  it('can be named by a visible heading instead, and keeps the class it is given', () => {
    render(
      <>
        <h2 id="body-heading">Body</h2>
        <ScrollRegion labelledBy="body-heading" className="tall">
          <p>Long text</p>
        </ScrollRegion>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Body' })).toHaveClass('tall');
  });
});
