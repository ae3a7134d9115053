/** Educational video playlists (docs/product.md#educational-playlists, docs/product.md#built-in-data). */
export const PLAYLIST_CATEGORIES = ['Full courses', 'Quick revise', 'Non CSE', 'COD', 'Elective'] as const;
export type PlaylistCategory = (typeof PLAYLIST_CATEGORIES)[number];

export interface Playlist {
  id: string;
  title: string;
  description: string;
  /** A video of the playlist, for the thumbnail and the first video; null when none is known. */
  youtubeId: string | null;
  /** The YouTube playlist id (the `list=` parameter). */
  playlistId: string;
  category: PlaylistCategory;
}

export const PLAYLISTS: readonly Playlist[] = [
  { id: 'cse110', title: 'CSE110', category: 'Full courses', youtubeId: 'hBg3njn56Z0', playlistId: 'PLvr0Ht-XkB_0KC2-N3hv0V3ib-Z6wKkAy', description: 'A complete run through the first programming course, lecture by lecture.' },
  { id: 'cse111', title: 'CSE111', category: 'Full courses', youtubeId: 'MNTvxGCEvQs', playlistId: 'PLvr0Ht-XkB_3QPWYBje6NqEs3QLj_0vpf', description: 'Object-oriented programming from classes to polymorphism, in full.' },
  { id: 'cse320', title: 'CSE320', category: 'Full courses', youtubeId: 'sHAl0vHN8M0', playlistId: 'PL2ETCwNgERAJfp-Zb06NIohcOOmelm1hj', description: 'Data communications: signals, encoding and the lower network layers.' },
  { id: 'cse330', title: 'CSE330', category: 'Full courses', youtubeId: '84oGRFXPI4U', playlistId: 'PL2ETCwNgERAJZ-5q9ZSeW3DJSn7fd0YwH', description: 'Numerical methods with worked examples of every technique.' },
  { id: 'cse341', title: 'CSE341', category: 'Full courses', youtubeId: 'LMPynGQFL6E', playlistId: 'PL2ETCwNgERAIJ7wC9rZrr0ZIppg8K8u_T', description: 'Microprocessors and assembly programming, topic by topic.' },
  { id: 'cse421', title: 'CSE421', category: 'Quick revise', youtubeId: 'ysgy8VOb-U4', playlistId: 'PLJh97ekrGHeKnnsQqBmP1gG4Pki1OLejM', description: 'Short videos to revise computer networks before an exam.' },
  { id: 'cse420', title: 'CSE420', category: 'Quick revise', youtubeId: '9WirSfTHPC8', playlistId: 'PLvC1QCXXPlAVU0ZeGR8ca1X_q-j6I4kVm', description: 'Compiler design in brief: parsing and code generation refreshers.' },
  { id: 'mat215', title: 'MAT215', category: 'Quick revise', youtubeId: 'ZIabrM9-VYY', playlistId: 'PL63IQkIty91joaYSai_5431PQ9BP5pvew', description: 'Quick revision of complex variables and Laplace transforms.' },
  { id: 'mat216', title: 'MAT216', category: 'Non CSE', youtubeId: '9KC0RFD47_w', playlistId: 'PL63IQkIty91gupdtXVkCm5FN2X3X4RbSz', description: 'Linear algebra and Fourier analysis for engineering students.' },
  { id: 'phy111', title: 'PHY111', category: 'Non CSE', youtubeId: '1BT8ab0LfiA', playlistId: 'PLIjmBHoaE7NKVdlRssH2DQB_2OG75JEFy', description: 'Principles of physics: mechanics, waves and oscillations.' },
  { id: 'eco101', title: 'ECO101', category: 'COD', youtubeId: 'ulsEapWc2LI', playlistId: 'PL70WESolSYfZSlCPGjiY9QqrKLJ5Z6XH4', description: 'Introduction to microeconomics for the co-curricular requirement.' },
  { id: 'cse443', title: 'CSE443', category: 'Elective', youtubeId: null, playlistId: 'PLnAOLIXtu9oMXNSXTnaQxVay6E-diNZNC', description: 'An elective playlist on machine learning foundations.' },
  { id: 'cse437', title: 'CSE437', category: 'Elective', youtubeId: '6Dz_B7QHzYY', playlistId: 'PLaMgAyoKt1PyQBVIFoint83NSTQQTe1Jo', description: 'An elective playlist on data science and analysis.' },
];

export function playlistUrl(playlist: Playlist): string {
  return `https://www.youtube.com/playlist?list=${playlist.playlistId}`;
}
