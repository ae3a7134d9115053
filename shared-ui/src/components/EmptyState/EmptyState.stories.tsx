import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { SearchIcon } from '../Icon/icons.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No resources found', hint: 'Try adjusting your search or filter criteria.', role: 'status', headingLevel: 2 },
  argTypes: {
    role: { control: 'inline-radio', options: ['status', 'alert'] },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    action: { control: false },
    icon: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithIcon: Story = { args: { icon: <SearchIcon />, title: 'No courses found', hint: 'Try adjusting your search or filter.' } };
export const ErrorState: Story = {
  args: { role: 'alert', title: 'Resources could not be loaded', hint: 'Network Error', action: <Button variant="secondary">Retry</Button> },
};
export const WithAction: Story = { args: { title: 'No blogs found', hint: undefined, action: <Button variant="secondary">Refresh Data</Button> } };
export const LongText: Story = {
  args: {
    title: 'Course Not Found',
    hint: "The course you're looking for doesn't exist or has been removed. It may have been renamed at the start of the semester, so check the course list again.",
  },
};
export const DarkTheme: Story = { ...WithIcon, globals: { theme: 'dark' } };
