import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContrastTable } from './ContrastTable.tsx';

const meta = {
  title: 'Foundations/Colour contrast',
  component: ContrastTable,
  // A table of measurements: the docs page would only repeat it.
  tags: ['!autodocs'],
} satisfies Meta<typeof ContrastTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token on the backgrounds it is used on, with its ratio in the light and the dark theme. */
export const Default: Story = {};
