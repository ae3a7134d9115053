import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatScheduleShort } from '../schedule-time.ts';
import { StatusBadge } from './StatusBadge.tsx';

describe('StatusBadge', () => {
  it('says Published, Unpublished, or "Scheduled for" the time in the admin\'s zone', () => {
    const publishAt = '2026-12-01T08:00:00.000Z';
    const { rerender } = render(<StatusBadge blog={{ isPublished: true }} />);
    expect(screen.getByText('Published')).toBeInTheDocument();
    rerender(<StatusBadge blog={{ isPublished: false }} />);
    expect(screen.getByText('Unpublished')).toBeInTheDocument();
    rerender(<StatusBadge blog={{ isPublished: false, publishAt }} />);
    expect(screen.getByText(/^Scheduled for/)).toHaveTextContent(`Scheduled for ${formatScheduleShort(publishAt)}`);
    expect(screen.getByText(formatScheduleShort(publishAt))).toHaveAttribute('datetime', publishAt);
  });
});
