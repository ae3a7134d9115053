import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@studyhub/shared-testing';
import Questions from './Questions.tsx';

describe('Questions', () => {
  it('shows four category cards that open their drive folder in a new tab', () => {
    renderPage(<Questions />);
    expect(screen.getByRole('heading', { level: 1, name: 'Previous Year Questions' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank');
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    for (const text of ['35 sets', '48 sets', '42 sets', '23 sets', 'Quiz Papers', 'Mid Term Papers', 'Final Exam Papers', 'Other Question Sets', 'Varied']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });
});
