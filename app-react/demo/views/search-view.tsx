import { useEffect, useId, useState } from 'react';
import { useMediaKit, useMusicQuery } from '@mediakit/react';
import type { SearchJson } from '../catalog-types.ts';
import type { FormatArtworkURL } from '../components/artwork.tsx';
import { CardGrid, MediaCard } from '../components/media-card.tsx';
import { QueryStatus } from '../components/query-status.tsx';
import { TrackList } from '../components/track-list.tsx';
import { href } from '../use-hash-route.ts';
import { reportPlaybackFailure } from '../notice-bus.ts';

const TYPES = 'songs,albums,artists,playlists';

/** Search with suggestions as you type (debounced) and results by kind. */
export function SearchView({ term, formatArtworkURL }: { term: string; formatArtworkURL: FormatArtworkURL }) {
  const [draft, setDraft] = useState(term);
  const [typed, setTyped] = useState(term);
  useEffect(() => setDraft(term), [term]);
  useEffect(() => {
    const timer = setTimeout(() => setTyped(draft.trim()), 250);
    return () => clearTimeout(timer);
  }, [draft]);
  // Results as you type (issue 19): a settled term of two or more letters becomes the route, replacing
  // the history entry so Back does not step through every keystroke.
  useEffect(() => {
    if (typed.length > 1 && typed !== term) location.replace(href.search(typed));
  }, [typed, term]);
  const listId = useId();
  const submit = (event: React.FormEvent): void => {
    event.preventDefault();
    location.hash = href.search(draft.trim());
  };
  return (
    <section aria-labelledby="search-title" className="stack">
      <h1 id="search-title">Search</h1>
      <form role="search" onSubmit={submit} className="search">
        <label htmlFor="search-input" className="visually-hidden">Search songs, albums, artists and playlists</label>
        <input id="search-input" type="search" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="Songs, albums, artists, playlists" list={listId} autoComplete="off" />
        {typed.length > 1 && typed !== term && <Suggestions term={typed} id={listId} />}
        <button type="submit" className="button button--primary">Search</button>
      </form>
      {term && <Results term={term} formatArtworkURL={formatArtworkURL} />}
    </section>
  );
}

/** Suggestions as a datalist: the top names across kinds for what is typed so far. */
function Suggestions({ term, id }: { term: string; id: string }) {
  const query = useMusicQuery<SearchJson>('/v1/catalog/{{storefrontId}}/search', { term, types: TYPES, limit: 3 });
  const results = query.status === 'success' ? query.data.results : undefined;
  const names = [...(results?.songs?.data ?? []), ...(results?.albums?.data ?? []), ...(results?.artists?.data ?? [])].map((resource) => resource.attributes.name);
  return (
    <datalist id={id}>
      {[...new Set(names)].map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}

function Results({ term, formatArtworkURL }: { term: string; formatArtworkURL: FormatArtworkURL }) {
  const music = useMediaKit();
  const query = useMusicQuery<SearchJson>('/v1/catalog/{{storefrontId}}/search', { term, types: TYPES, limit: 12 });
  const results = query.status === 'success' ? query.data.results : undefined;
  const songs = results?.songs?.data ?? [];
  const empty = results && Object.values(results).every((group) => !group?.data.length);
  return (
    <div className="stack">
      <QueryStatus query={query} what="results" />
      {empty && <p className="notice">Nothing found for “{term}”.</p>}
      {songs.length > 0 && (
        <section aria-labelledby="result-songs">
          <h2 id="result-songs">Songs</h2>
          <TrackList tracks={songs} showArtist formatArtworkURL={formatArtworkURL} playFrom={(index) => music.setQueue({ songs: songs.map((song) => song.id), startWith: songs[index]?.id ?? index, startPlaying: true }).catch(reportPlaybackFailure)} />
        </section>
      )}
      {results?.albums?.data.length ? (
        <section aria-labelledby="result-albums">
          <h2 id="result-albums">Albums</h2>
          <CardGrid label="Albums">
            {results.albums.data.map((album) => (
              <li key={album.id}>
                <MediaCard href={href.album(album.id)} kind="Album" artwork={album.attributes.artwork} title={album.attributes.name} subtitle={album.attributes.artistName} format={formatArtworkURL} />
              </li>
            ))}
          </CardGrid>
        </section>
      ) : null}
      {results?.artists?.data.length ? (
        <section aria-labelledby="result-artists">
          <h2 id="result-artists">Artists</h2>
          <CardGrid label="Artists">
            {results.artists.data.map((artist) => (
              <li key={artist.id}>
                <MediaCard round href={href.artist(artist.id)} kind="Artist" artwork={artist.attributes.artwork} title={artist.attributes.name} subtitle="Artist" format={formatArtworkURL} />
              </li>
            ))}
          </CardGrid>
        </section>
      ) : null}
      {results?.playlists?.data.length ? (
        <section aria-labelledby="result-playlists">
          <h2 id="result-playlists">Playlists</h2>
          <CardGrid label="Playlists">
            {results.playlists.data.map((playlist) => (
              <li key={playlist.id}>
                <MediaCard href={href.playlist(playlist.id)} kind="Playlist" artwork={playlist.attributes.artwork} title={playlist.attributes.name} subtitle={playlist.attributes.curatorName ?? 'Playlist'} format={formatArtworkURL} />
              </li>
            ))}
          </CardGrid>
        </section>
      ) : null}
    </div>
  );
}
