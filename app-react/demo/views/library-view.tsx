import { useState } from 'react';
import type { MKError } from '@mediakit/core';
import { useAuthorization, useMusicMutation, useMusicQuery, type MusicQueryResult } from '@mediakit/react';
import type { ArtworkJson } from '../catalog-types.ts';
import type { FormatArtworkURL } from '../components/artwork.tsx';
import { CardGrid, MediaCard } from '../components/media-card.tsx';
import { QueryStatus } from '../components/query-status.tsx';
import { href } from '../use-hash-route.ts';
import { describeError } from '../notice-bus.ts';

interface LibraryResource {
  readonly id: string;
  readonly type: string;
  readonly attributes: { readonly name: string; readonly artistName?: string; readonly artwork?: ArtworkJson; readonly description?: { readonly standard?: string } };
}

interface LibraryPage {
  readonly data: readonly LibraryResource[];
}

/**
 * An empty library list: the provider answers it with no data (docs/decisions.md). 002 §8 also
 * counts a CONTENT_UNAVAILABLE (404) answer as empty; a failed refetch keeps the previous answer
 * (stale-while-revalidate), so such a 404 means empty now, whatever the stale data says.
 */
function isEmpty(query: MusicQueryResult<LibraryPage>): boolean {
  const code = (query.error as MKError | undefined)?.errorCode;
  if (code === 'CONTENT_UNAVAILABLE' || code === 'NOT_FOUND') return true;
  return query.status === 'success' && query.data.data.length === 0;
}

/** The signed-in listener's library: playlists (create one here) and albums. */
export function LibraryView({ formatArtworkURL }: { formatArtworkURL: FormatArtworkURL }) {
  const authorized = useAuthorization();
  if (!authorized) {
    return (
      <section className="stack" aria-labelledby="library-title">
        <h1 id="library-title">Library</h1>
        <p className="notice">Sign in to see your library, create playlists and rate songs.</p>
      </section>
    );
  }
  return <SignedInLibrary formatArtworkURL={formatArtworkURL} />;
}

function SignedInLibrary({ formatArtworkURL }: { formatArtworkURL: FormatArtworkURL }) {
  const playlists = useMusicQuery<LibraryPage>('/v1/me/library/playlists', { limit: 50 });
  const albums = useMusicQuery<LibraryPage>('/v1/me/library/albums', { limit: 50 });
  return (
    <section className="stack" aria-labelledby="library-title">
      <h1 id="library-title">Library</h1>
      <section aria-labelledby="library-playlists">
        <h2 id="library-playlists">Playlists</h2>
        <CreatePlaylistForm />
        {isEmpty(playlists) ? <p className="notice">No playlists yet.</p> : <QueryStatus query={playlists} what="playlists" />}
        {playlists.status === 'success' && !isEmpty(playlists) && (
          <CardGrid label="Your playlists">
            {playlists.data.data.map((playlist) => (
              <li key={playlist.id}>
                <MediaCard href={href.libraryPlaylist(playlist.id)} kind="Playlist" artwork={playlist.attributes.artwork} title={playlist.attributes.name} subtitle={playlist.attributes.description?.standard ?? 'Your playlist'} format={formatArtworkURL} />
              </li>
            ))}
          </CardGrid>
        )}
      </section>
      <section aria-labelledby="library-albums">
        <h2 id="library-albums">Albums</h2>
        {isEmpty(albums) ? <p className="notice">No albums yet: use “Add to library” on an album.</p> : <QueryStatus query={albums} what="albums" />}
        {albums.status === 'success' && !isEmpty(albums) && (
          <CardGrid label="Your albums">
            {albums.data.data.map((album) => (
              <li key={album.id}>
                <MediaCard href={href.libraryAlbum(album.id)} kind="Album" artwork={album.attributes.artwork} title={album.attributes.name} subtitle={album.attributes.artistName ?? ''} format={formatArtworkURL} />
              </li>
            ))}
          </CardGrid>
        )}
      </section>
    </section>
  );
}

/** 002 §3 library playlist create: a name and a description; it starts empty (issue 19). */
function CreatePlaylistForm() {
  const createPlaylist = useMusicMutation((music, name: string) => music.api.libraryPlaylists.create({ name, description: 'Made in the MediaKit demo', tracks: [] }));
  const [name, setName] = useState('');
  const [status, setStatus] = useState('');
  const create = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setStatus('Give the playlist a name first.');
      return;
    }
    try {
      await createPlaylist(trimmed);
      setStatus(`Created “${trimmed}”. Add songs with “+ Playlist” on any song.`);
      setName('');
    } catch (error) {
      setStatus(`Could not create the playlist: ${describeError(error)}`);
    }
  };
  return (
    <form className="row create-playlist" onSubmit={(event) => void create(event)}>
      <label htmlFor="new-playlist-name" className="visually-hidden">New playlist name</label>
      <input id="new-playlist-name" value={name} onChange={(event) => setName(event.target.value)} placeholder="New playlist name" />
      <button type="submit" className="button button--primary">Create playlist</button>
      <span role="status" className="create-playlist__status">{status}</span>
    </form>
  );
}
