import { useMediaKit, useMusicQuery } from '@mediakit/react';
import type { ChartsJson } from '../catalog-types.ts';
import type { FormatArtworkURL } from '../components/artwork.tsx';
import { CardGrid, MediaCard } from '../components/media-card.tsx';
import { QueryStatus } from '../components/query-status.tsx';
import { TrackList } from '../components/track-list.tsx';
import { href } from '../use-hash-route.ts';
import { reportPlaybackFailure } from '../notice-bus.ts';

const CHART_PARAMS = { types: 'albums,playlists,songs,music-videos', limit: 12 } as const;

/** Browse: the charts of albums, playlists and songs. */
export function HomeView({ formatArtworkURL }: { formatArtworkURL: FormatArtworkURL }) {
  const music = useMediaKit();
  const charts = useMusicQuery<ChartsJson>('/v1/catalog/{{storefrontId}}/charts', CHART_PARAMS);
  const results = charts.status === 'success' ? charts.data.results : undefined;
  const albums = results?.albums?.[0];
  const playlists = results?.playlists?.[0];
  const songs = results?.songs?.[0];
  const videos = results?.['music-videos']?.[0];
  return (
    <div className="stack">
      <h1>Browse</h1>
      <QueryStatus query={charts} what="the charts" />
      {albums && (
        <section aria-labelledby="top-albums">
          <h2 id="top-albums">{albums.name}</h2>
          <CardGrid label={albums.name}>
            {albums.data.map((album) => (
              <li key={album.id}>
                <MediaCard href={href.album(album.id)} kind="Album" artwork={album.attributes.artwork} title={album.attributes.name} subtitle={album.attributes.artistName} format={formatArtworkURL} />
              </li>
            ))}
          </CardGrid>
        </section>
      )}
      {playlists && (
        <section aria-labelledby="top-playlists">
          <h2 id="top-playlists">{playlists.name}</h2>
          <CardGrid label={playlists.name}>
            {playlists.data.map((playlist) => (
              <li key={playlist.id}>
                <MediaCard href={href.playlist(playlist.id)} kind="Playlist" artwork={playlist.attributes.artwork} title={playlist.attributes.name} subtitle={playlist.attributes.curatorName ?? 'Playlist'} format={formatArtworkURL} />
              </li>
            ))}
          </CardGrid>
        </section>
      )}
      {videos && (
        <section aria-labelledby="top-videos">
          <h2 id="top-videos">{videos.name}</h2>
          <CardGrid label={videos.name}>
            {videos.data.map((video) => (
              <li key={video.id}>
                <MediaCard href={href.video(video.id)} kind="Video" artwork={video.attributes.artwork} title={video.attributes.name} subtitle={video.attributes.artistName} format={formatArtworkURL} />
              </li>
            ))}
          </CardGrid>
        </section>
      )}
      {songs && (
        <section aria-labelledby="top-songs">
          <h2 id="top-songs">{songs.name}</h2>
          <TrackList tracks={songs.data} showArtist formatArtworkURL={formatArtworkURL} playFrom={(index) => music.setQueue({ songs: songs.data.map((song) => song.id), startWith: songs.data[index]?.id ?? index, startPlaying: true }).catch(reportPlaybackFailure)} />
        </section>
      )}
    </div>
  );
}
