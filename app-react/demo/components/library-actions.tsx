import { useState } from 'react';
import { useAuthorization, useMediaKit, useMusicMutation, useMusicQuery } from '@mediakit/react';
import type { SongJson } from '../catalog-types.ts';
import { announce, describeError } from '../notice-bus.ts';

/** Adds an album or playlist to the signed-in listener's library (002 §7 POST me/library). */
export function AddToLibraryButton({ id, type }: { id: string; type: 'albums' | 'playlists' | 'songs' }) {
  const addToLibrary = useMusicMutation((music) => music.addToLibrary([id], type));
  const authorized = useAuthorization();
  const [state, setState] = useState<'idle' | 'adding' | 'added' | 'failed'>('idle');
  if (!authorized) return null;
  const add = async (): Promise<void> => {
    setState('adding');
    try {
      await addToLibrary();
      setState('added');
    } catch {
      setState('failed');
    }
  };
  return (
    <button type="button" className="button" onClick={() => void add()} disabled={state === 'adding' || state === 'added'} aria-live="polite">
      {state === 'added' ? 'In your library' : state === 'failed' ? 'Could not add. Retry' : 'Add to library'}
    </button>
  );
}

function reportRatingFailure(error: unknown): void {
  announce(`Could not save the rating: ${describeError(error)}`, 'error');
}

/** Love or dislike a song (002 §7 ratings: PUT me/ratings/songs/{id}). */
export function RatingButtons({ songId, title }: { songId: string; title: string }) {
  const music = useMediaKit();
  const authorized = useAuthorization();
  const [value, setValue] = useState<1 | -1 | 0>(0);
  if (!authorized) return null;
  const rate = async (next: 1 | -1): Promise<void> => {
    const target = value === next ? 0 : next;
    // The typed ratings client (music.api.ratings, 002 §7) builds the request and its body.
    if (target === 0) await music.api.ratings.remove('songs', songId);
    else await music.api.ratings.set('songs', songId, target);
    setValue(target);
  };
  return (
    <span className="rating">
      <button type="button" className="icon-chip" aria-pressed={value === 1} aria-label={`Love ${title}`} onClick={() => rate(1).catch(reportRatingFailure)}>♥</button>
      <button type="button" className="icon-chip" aria-pressed={value === -1} aria-label={`Suggest less like ${title}`} onClick={() => rate(-1).catch(reportRatingFailure)}>↓</button>
    </span>
  );
}

interface PlaylistsPage {
  readonly data: ReadonlyArray<{ readonly id: string; readonly attributes: { readonly name: string; readonly canEdit?: boolean } }>;
}

/**
 * "+ Playlist": adds a song to one of the listener's playlists (002 §7 POST .../tracks). A
 * disclosure (details/summary) so it works with keyboard and screen readers without a menu library.
 */
export function AddToPlaylist({ song }: { song: SongJson }) {
  const authorized = useAuthorization();
  if (!authorized) return null;
  return (
    <details className="add-to-playlist">
      <summary className="chip" aria-label={`Add ${song.attributes.name} to a playlist`} title={`Add ${song.attributes.name} to a playlist`}>+ Playlist</summary>
      <PlaylistChoices song={song} />
    </details>
  );
}

function PlaylistChoices({ song }: { song: SongJson }) {
  const addTracks = useMusicMutation((music, playlistId: string, tracks: ReadonlyArray<{ id: string; type: string }>) => music.api.libraryPlaylists.addTracks(playlistId, tracks));
  const playlists = useMusicQuery<PlaylistsPage>('/v1/me/library/playlists', { limit: 50 });
  const editable = playlists.status === 'success' ? playlists.data.data.filter((playlist) => playlist.attributes.canEdit !== false) : [];
  const add = (playlistId: string, playlistName: string, menu: HTMLElement | null): void => {
    menu?.closest('details')?.removeAttribute('open');
    const type = (song as { type?: string }).type ?? 'songs';
    addTracks(playlistId, [{ id: song.id, type }]).then(
      () => announce(`Added “${song.attributes.name}” to “${playlistName}”`),
      (error: unknown) => announce(`Could not add to “${playlistName}”: ${describeError(error)}`, 'error'),
    );
  };
  if (playlists.status === 'loading') return <p className="add-to-playlist__menu">Loading playlists…</p>;
  if (editable.length === 0) return <p className="add-to-playlist__menu">No playlists yet: create one in Library.</p>;
  return (
    <ul className="add-to-playlist__menu" aria-label="Your playlists">
      {editable.map((playlist) => (
        <li key={playlist.id}>
          <button type="button" onClick={(event) => add(playlist.id, playlist.attributes.name, event.currentTarget)}>{playlist.attributes.name}</button>
        </li>
      ))}
    </ul>
  );
}
