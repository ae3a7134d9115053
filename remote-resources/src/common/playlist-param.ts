/** The query parameter that asks the Videos page to play a playlist: `/videos?playlist=cse110`. */
export const PLAYLIST_PARAM = 'playlist';

/** Where a playlist plays; the site search links its playlist hits here. */
export const playlistHref = (id: string) => `/videos?${PLAYLIST_PARAM}=${encodeURIComponent(id)}`;
