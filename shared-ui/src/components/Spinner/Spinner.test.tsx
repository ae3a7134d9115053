import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is a status that says what is loading', () => {
    render(<Spinner label="Loading resources…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading resources…');
  });

  it('announces nothing with an empty label', () => {
    render(<Spinner label="" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
