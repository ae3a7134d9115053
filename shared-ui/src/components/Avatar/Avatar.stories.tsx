import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar.tsx';

const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#0f766e"/><circle cx="48" cy="38" r="18" fill="#99f6e4"/><path d="M16 96c4-22 60-22 64 0z" fill="#99f6e4"/></svg>',
)}`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Nadia Rahman', src: PHOTO, size: 'md', decorative: false },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Initials: Story = { args: { src: undefined } };
/** The photo fails to load: initials take its place. */
export const ErrorState: Story = { args: { src: '/missing-avatar-for-story.png' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
};
export const LongText: Story = { args: { src: undefined, name: 'Muhammad Abdullah Al Mamun Chowdhury' } };
export const DarkTheme: Story = { args: { src: undefined }, globals: { theme: 'dark' } };
