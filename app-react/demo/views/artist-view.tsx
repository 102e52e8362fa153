import { useMediaKit, useMusicQuery } from '@mediakit/react';
import type { AlbumJson, ArtistJson, DataJson, PlaylistJson, SongJson } from '../catalog-types.ts';
import { Artwork, type FormatArtworkURL } from '../components/artwork.tsx';
import { CardGrid, MediaCard } from '../components/media-card.tsx';
import { QueryStatus } from '../components/query-status.tsx';
import { TrackList } from '../components/track-list.tsx';
import { reportPlaybackFailure } from '../notice-bus.ts';
import { href } from '../use-hash-route.ts';

/**
 * An artist page (issue 19): top songs, albums and the playlists featuring them. The album
 * relationship holds references (one ids= lookup fills them); top songs and playlists are the
 * artist's catalogue views (002 §7 {type}/{id}/view/{view}).
 */
export function ArtistView({ id, formatArtworkURL }: { id: string; formatArtworkURL: FormatArtworkURL }) {
  const artist = useMusicQuery<DataJson<ArtistJson>>(`/v1/catalog/{{storefrontId}}/artists/${encodeURIComponent(id)}`);
  const data = artist.status === 'success' ? artist.data.data[0] : undefined;
  const albumIds = data?.relationships?.albums?.data.map((album) => album.id).join(',') ?? '';
  return (
    <section aria-labelledby="artist-title" className="stack">
      <QueryStatus query={artist} what="the artist" />
      {data && (
        <>
          <header className="collection__header">
            <Artwork artwork={data.attributes.artwork} size={180} format={formatArtworkURL} alt="" />
            <div>
              <p className="eyebrow">Artist</p>
              <h1 id="artist-title">{data.attributes.name}</h1>
              <p className="collection__meta">{data.attributes.genreNames?.join(' · ')}</p>
            </div>
          </header>
          <TopSongs id={id} formatArtworkURL={formatArtworkURL} />
          {albumIds && <ArtistAlbums ids={albumIds} formatArtworkURL={formatArtworkURL} />}
          <FeaturedPlaylists id={id} formatArtworkURL={formatArtworkURL} />
        </>
      )}
    </section>
  );
}

function ArtistAlbums({ ids, formatArtworkURL }: { ids: string; formatArtworkURL: FormatArtworkURL }) {
  const albums = useMusicQuery<DataJson<AlbumJson>>('/v1/catalog/{{storefrontId}}/albums', { ids });
  return (
    <section aria-labelledby="artist-albums">
      <h2 id="artist-albums">Albums</h2>
      <QueryStatus query={albums} what="albums" />
      {albums.status === 'success' && (
        <CardGrid label="Albums">
          {albums.data.data.map((album) => (
            <li key={album.id}>
              <MediaCard href={href.album(album.id)} kind="Album" artwork={album.attributes.artwork} title={album.attributes.name} subtitle={album.attributes.releaseDate?.slice(0, 4) ?? ''} format={formatArtworkURL} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}

const TOP_SONGS = 5;

function TopSongs({ id, formatArtworkURL }: { id: string; formatArtworkURL: FormatArtworkURL }) {
  const music = useMediaKit();
  const songs = useMusicQuery<DataJson<SongJson>>(`/v1/catalog/{{storefrontId}}/artists/${encodeURIComponent(id)}/view/top-songs`, { limit: TOP_SONGS });
  if (songs.status === 'success' && songs.data.data.length === 0) return null;
  const ids = songs.status === 'success' ? songs.data.data.map((song) => song.id) : [];
  return (
    <section aria-labelledby="artist-top-songs">
      <h2 id="artist-top-songs">Top songs</h2>
      <QueryStatus query={songs} what="top songs" />
      {songs.status === 'success' && (
        <TrackList tracks={songs.data.data} formatArtworkURL={formatArtworkURL} playFrom={(index) => music.setQueue({ songs: ids, startWith: ids[index] ?? index, startPlaying: true }).catch(reportPlaybackFailure)} />
      )}
    </section>
  );
}

function FeaturedPlaylists({ id, formatArtworkURL }: { id: string; formatArtworkURL: FormatArtworkURL }) {
  const playlists = useMusicQuery<DataJson<PlaylistJson>>(`/v1/catalog/{{storefrontId}}/artists/${encodeURIComponent(id)}/view/featured-playlists`, { limit: 10 });
  if (playlists.status === 'success' && playlists.data.data.length === 0) return null;
  return (
    <section aria-labelledby="artist-playlists">
      <h2 id="artist-playlists">Playlists</h2>
      <QueryStatus query={playlists} what="playlists" />
      {playlists.status === 'success' && (
        <CardGrid label="Playlists featuring the artist">
          {playlists.data.data.map((playlist) => (
            <li key={playlist.id}>
              <MediaCard href={href.playlist(playlist.id)} kind="Playlist" artwork={playlist.attributes.artwork} title={playlist.attributes.name} subtitle={playlist.attributes.curatorName ?? ''} format={formatArtworkURL} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
