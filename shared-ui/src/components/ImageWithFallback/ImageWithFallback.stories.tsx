import type { Meta, StoryObj } from '@storybook/react-vite';
import { PLACEHOLDER_IMAGE } from './placeholder.ts';
import { ImageWithFallback } from './ImageWithFallback.tsx';

// A drawn "photo" as a data URI, so the stories need no network.
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#4338ca"/><circle cx="80" cy="60" r="30" fill="#a5b4fc"/></svg>',
)}`;

const meta = {
  title: 'Components/ImageWithFallback',
  component: ImageWithFallback,
  args: { src: PHOTO, alt: 'Cover of the Data Structures notes', width: 240, height: 180 },
  argTypes: { fallbackSrc: { control: 'text' } },
} satisfies Meta<typeof ImageWithFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The source is missing: the placeholder is shown, with the same alt text. */
export const ErrorState: Story = { args: { src: '/missing-image-for-story.png', alt: 'Photo of Rahim Uddin' } };
export const Placeholder: Story = { args: { src: PLACEHOLDER_IMAGE, alt: 'No cover image' } };
export const Decorative: Story = { args: { alt: '' } };
export const DarkTheme: Story = { ...ErrorState, globals: { theme: 'dark' } };
