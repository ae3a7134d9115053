import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField.tsx';

function HomeSearch({ onSearch }: { onSearch: (term: string) => void }) {
  const [term, setTerm] = useState('');
  return (
    <SearchField
      onSearch={(next) => {
        setTerm(next);
        onSearch(next);
      }}
      activeTerm={term}
      onClear={() => setTerm('')}
    />
  );
}

describe('SearchField', () => {
  it('is a search landmark with a named, required input', () => {
    render(<SearchField onSearch={() => {}} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search resources' })).toBeRequired();
  });

  it('cannot be submitted empty', async () => {
    const onSearch = vi.fn();
    render(<SearchField onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('submits with Enter, then offers Clear Search, which empties the field and keeps focus in it', async () => {
    const onSearch = vi.fn();
    render(<HomeSearch onSearch={onSearch} />);
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();
    const input = screen.getByRole('searchbox', { name: 'Search resources' });
    await userEvent.type(input, 'graphs{Enter}');
    expect(onSearch).toHaveBeenCalledWith('graphs');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();
  });

  it('can be controlled for live filtering', async () => {
    const onValueChange = vi.fn();
    render(<SearchField onSearch={() => {}} value="ab" onValueChange={onValueChange} label="Search courses" />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'c');
    expect(onValueChange).toHaveBeenLastCalledWith('abc');
  });
});
