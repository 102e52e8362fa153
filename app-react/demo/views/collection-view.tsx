import { useMediaKit, useMusicQuery } from '@mediakit/react';
import type { AlbumJson, DataJson, PlaylistJson } from '../catalog-types.ts';
import { Artwork, type FormatArtworkURL } from '../components/artwork.tsx';
import { QueryStatus } from '../components/query-status.tsx';
import { TrackList } from '../components/track-list.tsx';
import { AddToLibraryButton } from '../components/library-actions.tsx';
import { href } from '../use-hash-route.ts';
import { reportPlaybackFailure, songCount } from '../notice-bus.ts';

/** An album or a playlist: artwork, details, and its tracks; a track plays the collection from there. */
export function CollectionView({ kind, id, formatArtworkURL }: { kind: 'album' | 'playlist'; id: string; formatArtworkURL: FormatArtworkURL }) {
  const music = useMediaKit();
  const query = useMusicQuery<DataJson<AlbumJson | PlaylistJson>>(`/v1/catalog/{{storefrontId}}/${kind}s/${encodeURIComponent(id)}`);
  const data = query.status === 'success' ? query.data.data[0] : undefined;
  const tracks = data?.relationships?.tracks?.data ?? [];
  // startWith by id: a restricted listener's queue drops explicit songs (001 §3), so an index
  // into the full track list would start the wrong song.
  const playFrom = (index: number): void => {
    const startWith = tracks[index]?.id ?? index;
    music.setQueue({ [kind]: id, startWith, startPlaying: true }).catch(reportPlaybackFailure);
  };
  const byline = data?.type === 'albums' ? data.attributes.artistName : data?.attributes.curatorName;
  const artistId = data?.type === 'albums' ? data.relationships?.artists?.data[0]?.id : undefined;
  const details =
    data?.type === 'albums'
      ? [data.attributes.genreNames?.[0], data.attributes.releaseDate?.slice(0, 4), songCount(tracks.length)]
      : [data?.attributes.description?.short, songCount(tracks.length)];

  return (
    <section aria-labelledby="collection-title" className="collection">
      <QueryStatus query={query} what={`the ${kind}`} />
      {data && (
        <>
          <header className="collection__header">
            <Artwork artwork={data.attributes.artwork} size={220} format={formatArtworkURL} alt={`Cover of ${data.attributes.name}`} />
            <div>
              <p className="eyebrow">{kind === 'album' ? 'Album' : 'Playlist'}</p>
              <h1 id="collection-title">{data.attributes.name}</h1>
              {data.type === 'albums' ? (
                <a className="collection__byline" href={artistId ? href.artist(artistId) : href.search(byline ?? '')}>{byline}</a>
              ) : (
                <p className="collection__byline">{byline}</p>
              )}
              <p className="collection__meta">{details.filter(Boolean).join(' · ')}</p>
              <div className="row">
                <button type="button" className="button button--primary" onClick={() => playFrom(0)}>Play</button>
                <button type="button" className="button" onClick={() => music.setQueue({ [kind]: id, shuffleMode: 1, startPlaying: true }).catch(reportPlaybackFailure)}>Shuffle</button>
                <AddToLibraryButton id={id} type={kind === 'album' ? 'albums' : 'playlists'} />
              </div>
            </div>
          </header>
          <TrackList tracks={tracks} playFrom={playFrom} showArtist={kind === 'playlist'} />
        </>
      )}
    </section>
  );
}
