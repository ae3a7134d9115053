import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileIcon } from '../Icon/icons.tsx';
import { StatTile } from './StatTile.tsx';

describe('StatTile', () => {
  it('is a group named by its label that reads the label, then the value', () => {
    render(<StatTile value="50+" label="Courses" icon={<FileIcon />} />);
    const tile = screen.getByRole('group', { name: 'Courses' });
    expect(tile).toHaveTextContent(/^Courses50\+$/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
