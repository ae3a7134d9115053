import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyListingApi } from '@studyhub/shared-testing/stories';
import { http, HttpResponse } from 'msw';
import Videos from './Videos.tsx';

/** The video host's thumbnails, drawn here: a story never reaches the network. */
const thumbnails = http.get('https://img.youtube.com/vi/:video/:file', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#1e293b"/><path d="M140 70v40l34-20z" fill="#e2e8f0"/></svg>';
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});

const meta = {
  title: 'Resources/Playlist cards',
  component: Videos,
  parameters: { app: { route: '/videos' }, msw: { handlers: { ...storyListingApi(), thumbnails: [thumbnails] } } },
} satisfies Meta<typeof Videos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Educational Playlists: a card per playlist (thumbnail, category, video count), search and category pills. */
export const Default: Story = {};
/** A phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
