import { useMediaKit, useMusicQuery, useNowPlaying } from '@mediakit/react';
import { formatMediaTime } from '@mediakit/core';
import type { MusicKitInstance } from '@mediakit/core';
import type { AlbumsJson } from '../catalog-types.ts';
import { Artwork, type FormatArtworkURL } from '../components/artwork.tsx';
import { QueryStatus } from '../components/query-status.tsx';

/** An album: its artwork, details and tracks; a click on a track plays the album from there. */
export function AlbumView({ id, formatArtworkURL }: { id: string; formatArtworkURL: FormatArtworkURL }) {
  const music = useMediaKit() as unknown as MusicKitInstance;
  const album = useMusicQuery<AlbumsJson>(`/v1/catalog/{{storefrontId}}/albums/${encodeURIComponent(id)}`);
  const { item: nowPlaying } = useNowPlaying();
  const data = album.status === 'success' ? album.data.data[0] : undefined;
  const tracks = data?.relationships?.tracks?.data ?? [];

  const playFrom = (index: number): void => {
    void music.setQueue({ album: id, startWith: index, startPlaying: true }).catch((error: unknown) => console.error(error));
  };

  return (
    <section aria-labelledby="album-title" className="album">
      <QueryStatus query={album} what="the album" />
      {data && (
        <>
          <header className="album__header">
            <Artwork artwork={data.attributes.artwork} size={240} format={formatArtworkURL} alt={`Cover of ${data.attributes.name}`} />
            <div>
              <h1 id="album-title">{data.attributes.name}</h1>
              <p className="album__artist">{data.attributes.artistName}</p>
              <p className="album__meta">
                {[data.attributes.genreNames?.[0], data.attributes.releaseDate?.slice(0, 4), `${tracks.length} songs`].filter(Boolean).join(' · ')}
              </p>
              <button type="button" className="button button--primary" onClick={() => playFrom(0)}>Play album</button>
            </div>
          </header>
          <ol className="track-list">
            {tracks.map((track, index) => {
              const current = nowPlaying?.id === track.id;
              return (
                <li key={track.id} className={current ? 'track track--current' : 'track'}>
                  <button type="button" className="track__play" onClick={() => playFrom(index)} aria-label={`Play ${track.attributes.name}`} data-title={track.attributes.name} aria-current={current ? 'true' : undefined}>
                    <span className="track__number">{track.attributes.trackNumber ?? index + 1}</span>
                    <span className="track__title">
                      {track.attributes.name}
                      {track.attributes.contentRating === 'explicit' && <span className="badge" title="Explicit">E</span>}
                    </span>
                    <span className="track__duration">{formatMediaTime((track.attributes.durationInMillis ?? 0) / 1000)}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
