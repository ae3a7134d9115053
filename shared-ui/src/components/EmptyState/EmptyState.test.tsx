import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchIcon } from '../Icon/icons.tsx';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('is a polite status with a heading and a hint', () => {
    render(<EmptyState title="No resources found" hint="Try adjusting your search or filter criteria." icon={<SearchIcon />} />);
    const status = screen.getByRole('status');
    expect(screen.getByRole('heading', { level: 2, name: 'No resources found' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Try adjusting your search or filter criteria.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an alert with a level-3 heading for errors inside a section', () => {
    render(<EmptyState role="alert" headingLevel={3} title="Course Not Found" />);
    expect(screen.getByRole('alert')).toContainElement(screen.getByRole('heading', { level: 3, name: 'Course Not Found' }));
  });
});
