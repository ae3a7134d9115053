import type { Meta, StoryObj } from '@storybook/react-vite';
import styles from './Icon.module.css';
import { ICONS, SearchIcon } from './icons.tsx';

/** Inline SVG icons, hidden from assistive technology unless given a `title`. */
const meta = {
  title: 'Components/Icon',
  component: SearchIcon,
  args: { size: 24 },
  argTypes: { title: { control: 'text' }, size: { control: { type: 'number', min: 12, max: 64 } } },
} satisfies Meta<typeof SearchIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Labelled: Story = { args: { title: 'Search' } };
export const Large: Story = { args: { size: 48 } };
export const Gallery: Story = {
  render: (args) => (
    <ul className={styles.gallery}>
      {Object.entries(ICONS).map(([name, IconComponent]) => (
        <li key={name} className={styles.item}>
          <IconComponent size={args.size} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
};
export const DarkTheme: Story = { ...Gallery, globals: { theme: 'dark' } };
