import { PLAYLIST_CATEGORIES, type Playlist, type PlaylistCategory } from '../../data/playlists.ts';

export type CategoryFilter = 'All' | PlaylistCategory;
export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['All', ...PLAYLIST_CATEGORIES];

/** docs/product.md#educational-playlists: the text is in the title or description (case-insensitive), and the category matches. */
export function filterPlaylists(playlists: readonly Playlist[], search: string, category: CategoryFilter): Playlist[] {
  const term = search.trim().toLowerCase();
  return playlists.filter(
    (playlist) =>
      (term === '' || playlist.title.toLowerCase().includes(term) || playlist.description.toLowerCase().includes(term)) &&
      (category === 'All' || playlist.category === category),
  );
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A generated 16:9 card for a playlist without a known video: its title on a tinted background. */
export function generatedThumbnail(playlist: Pick<Playlist, 'title' | 'category'>): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#334155"/><path d="M140 70v40l34-20z" fill="#e2e8f0"/><text x="160" y="145" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="700" fill="#f8fafc">${escapeXml(playlist.title)}</text><text x="160" y="40" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#cbd5e1">${escapeXml(playlist.category)} playlist</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function thumbnailUrl(playlist: Playlist): string {
  return playlist.youtubeId ? `https://img.youtube.com/vi/${playlist.youtubeId}/mqdefault.jpg` : generatedThumbnail(playlist);
}

/** The privacy-enhanced player: the video with its playlist, or the playlist alone. */
export function embedUrl(playlist: Playlist): string {
  const list = encodeURIComponent(playlist.playlistId);
  return playlist.youtubeId ? `https://www.youtube-nocookie.com/embed/${playlist.youtubeId}?list=${list}` : `https://www.youtube-nocookie.com/embed/videoseries?list=${list}`;
}
