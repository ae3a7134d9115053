import { useState } from 'react';
import { useSearchParams } from '@studyhub/shared-api';
import { PLAYLISTS, type Playlist } from '../../data/playlists.ts';
import { PLAYLIST_PARAM } from '../../common/playlist-param.ts';

/**
 * Opens the playlist a link asked for (`?playlist=`) once per request, also when the page is
 * already showing. Returns what the player's close calls: it drops the parameter (replacing the
 * entry), so a reload or Back does not reopen a player the student closed.
 */
export function useRequestedPlaylist(open: (playlist: Playlist) => void): () => void {
  const [params, setParams] = useSearchParams();
  const requested = params.get(PLAYLIST_PARAM);
  const [handled, setHandled] = useState<string | null>(null);
  if (requested !== handled) {
    setHandled(requested);
    const playlist = PLAYLISTS.find((candidate) => candidate.id === requested);
    if (playlist) open(playlist);
  }
  return () => {
    if (requested === null) return;
    setParams(
      (current) => {
        current.delete(PLAYLIST_PARAM);
        return current;
      },
      { replace: true },
    );
  };
}
