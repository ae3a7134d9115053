import { Badge, Card, EmptyState, FilterPills, ImageWithFallback, Modal } from '@studyhub/shared-ui';
import { useState } from 'react';
import { PLAYLISTS, playlistUrl, type Playlist } from '../../data/playlists.ts';
import { ResourcePage } from '../../common/layout/ResourcePage.tsx';
import { LiveSearch } from '../../common/LiveSearch.tsx';
import styles from '../../common/resources.module.css';
import { CATEGORY_FILTERS, embedUrl, filterPlaylists, generatedThumbnail, thumbnailUrl, type CategoryFilter } from './playlist-media.ts';
import { useRequestedPlaylist } from './use-requested-playlist.ts';

export default function Videos() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('All');
  const [playing, setPlaying] = useState<Playlist | null>(null);
  const forgetRequest = useRequestedPlaylist(setPlaying);
  const playlists = filterPlaylists(PLAYLISTS, search, category);
  const closePlayer = () => {
    setPlaying(null);
    forgetRequest();
  };

  return (
    <ResourcePage title="Educational Playlists" intro="Curated video playlists for full courses and quick revision." framed={false}>
      <div className={styles.toolbar}>
        <LiveSearch label="Search playlists" placeholder="Search playlists..." value={search} onChange={setSearch} />
      </div>
      <FilterPills label="Filter by category" options={CATEGORY_FILTERS} value={category} onChange={(value) => setCategory(value as CategoryFilter)} />
      {playlists.length === 0 ? (
        <EmptyState title="No playlists found." />
      ) : (
        <ul className={styles.grid} aria-label="Playlists">
          {playlists.map((playlist) => (
            <Card as="li" key={playlist.id} padding="none" interactive>
              {/* Named by its content (WCAG 2.5.3 label in name): "Play CSE110 playlist", then the category and description. */}
              <button type="button" className={styles.cardButton} onClick={() => setPlaying(playlist)}>
                {/* The generated picture also lies beneath the thumbnail: the page painted from the HTML, before the
                    scripts can swap in the fallback, shows it where the video provider cannot be reached (docs/decisions/0055). */}
                <ImageWithFallback
                  className={styles.thumb}
                  src={thumbnailUrl(playlist)}
                  fallbackSrc={generatedThumbnail(playlist)}
                  style={{ backgroundImage: `url("${generatedThumbnail(playlist)}")`, backgroundSize: 'cover' }}
                  alt=""
                  width={320}
                  height={180}
                />
                <span className={styles.cardBody}>
                  <span className={styles.cardTitle}>
                    <span className={styles.visuallyHidden}>Play</span> {playlist.title} <span className={styles.visuallyHidden}>playlist</span>
                  </span>
                  <span className={styles.badges}>
                    <Badge size="sm" tone="blue" srPrefix="Category">
                      {playlist.category}
                    </Badge>
                  </span>
                  <span className={styles.muted}>{playlist.description}</span>
                </span>
              </button>
            </Card>
          ))}
        </ul>
      )}
      <Modal open={playing !== null} onClose={closePlayer} title={playing ? `${playing.title} playlist` : ''} size="lg">
        {playing && (
          <>
            <iframe
              className={styles.player}
              src={embedUrl(playing)}
              title={`${playing.title} video player`}
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
            <p className={styles.muted}>
              {playing.description}{' '}
              <a href={playlistUrl(playing)} target="_blank" rel="noopener noreferrer">
                Open on YouTube
              </a>
            </p>
          </>
        )}
      </Modal>
    </ResourcePage>
  );
}
