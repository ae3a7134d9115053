import { describe, expect, it } from 'vitest';
import { PLAYLISTS } from '../../data/playlists.ts';
import { embedUrl, filterPlaylists, thumbnailUrl } from './playlist-media.ts';

const byId = (id: string) => PLAYLISTS.find((playlist) => playlist.id === id)!;

describe('playlist media', () => {
  it('filters by title or description and by category', () => {
    expect(filterPlaylists(PLAYLISTS, '', 'All')).toHaveLength(13);
    expect(filterPlaylists(PLAYLISTS, 'mat2', 'All').map((playlist) => playlist.id)).toEqual(['mat215', 'mat216']);
    expect(filterPlaylists(PLAYLISTS, 'MICROECONOMICS', 'All').map((playlist) => playlist.id)).toEqual(['eco101']);
    expect(filterPlaylists(PLAYLISTS, '', 'Elective').map((playlist) => playlist.id)).toEqual(['cse443', 'cse437']);
    expect(filterPlaylists(PLAYLISTS, 'mat', 'Elective')).toEqual([]);
  });

  it('builds thumbnails and privacy-enhanced embeds', () => {
    expect(thumbnailUrl(byId('cse110'))).toBe('https://img.youtube.com/vi/hBg3njn56Z0/mqdefault.jpg');
    expect(thumbnailUrl(byId('cse443'))).toMatch(/^data:image\/svg\+xml,/);
    expect(embedUrl(byId('cse110'))).toBe('https://www.youtube-nocookie.com/embed/hBg3njn56Z0?list=PLvr0Ht-XkB_0KC2-N3hv0V3ib-Z6wKkAy');
    expect(embedUrl(byId('cse443'))).toBe('https://www.youtube-nocookie.com/embed/videoseries?list=PLnAOLIXtu9oMXNSXTnaQxVay6E-diNZNC');
  });
});
