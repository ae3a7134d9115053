import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { label: 'Search resources', placeholder: 'Search for courses, notes, resources...', activeTerm: '', showLabel: false, onSearch: () => {} },
  argTypes: { onSearch: { action: 'search' }, onClear: { action: 'clear' }, onValueChange: { action: 'typed' } },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A search is in force: Clear Search appears. */
export const ActiveSearch: Story = { args: { defaultValue: 'algorithms', activeTerm: 'algorithms' } };
export const VisibleLabel: Story = { args: { showLabel: true, label: 'Search courses', placeholder: 'Search courses...' } };
/** Wired like the home hero: submitting sets the search, Clear Search resets it. */
export const Interactive: Story = {
  render: function Render(args) {
    const [term, setTerm] = useState('');
    return (
      <>
        <SearchField {...args} activeTerm={term} onSearch={setTerm} onClear={() => setTerm('')} />
        <p>{term ? `Search: ${term}` : 'No search yet'}</p>
      </>
    );
  },
};
/** Searching by keyboard: an empty search is refused by the browser, Enter submits, Clear Search resets. */
export const Searching: Story = {
  ...Interactive,
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search resources' });
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(field).toBeInvalid();
    await expect(canvas.getByText('No search yet')).toBeVisible();
    await userEvent.type(field, 'graphs{Enter}');
    await expect(canvas.getByText('Search: graphs')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Search' }));
    await expect(canvas.getByText('No search yet')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
  },
};
export const LongText: Story = {
  args: { defaultValue: 'an unusually long query about dynamic programming on trees and graphs with memoisation', activeTerm: 'x' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};
export const DarkTheme: Story = { ...ActiveSearch, globals: { theme: 'dark' } };
