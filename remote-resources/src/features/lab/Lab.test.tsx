import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@studyhub/shared-testing';
import Lab from './Lab.tsx';

describe('Lab', () => {
  it('shows hours, rooms and the groups in order, several open at once', async () => {
    const user = userEvent.setup();
    renderPage(<Lab />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lab TAs' })).toBeInTheDocument();
    expect(screen.getByText('Saturday to Thursday 8:00 AM-5:00 PM offline, 8:00 PM-11:00 PM online')).toBeInTheDocument();
    expect(screen.getByText(/Building 12B, rooms 12B-18L and 12B-19L/)).toBeInTheDocument();
    const toggles = screen.getAllByRole('button', { expanded: false });
    expect(toggles).toHaveLength(20);
    expect(toggles[0]).toHaveTextContent('CSE110 (12 tutors)');
    expect(toggles[9]).toHaveTextContent('CSE110 — probation support (4 tutors)');
    expect(toggles[13]).toHaveTextContent('CSE110 — mentors (4 tutors)');
    await user.click(toggles[0]!);
    await user.click(toggles[9]!);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    expect(toggles[9]).toHaveAttribute('aria-expanded', 'true');
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    expect(within(tables[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Initial', 'Sections', 'Name', 'Room', 'Email']);
    expect(within(tables[0]!).getAllByRole('row')).toHaveLength(13);
    expect(within(tables[1]!).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^mailto:.+@example\.edu$/);
    expect(screen.getAllByText('Extra sessions for students on the probation list of this course.')).toHaveLength(5);
  });
});
