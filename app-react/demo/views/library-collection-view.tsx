import { useState } from 'react';
import { useMediaKit, useMusicMutation, useMusicQuery } from '@mediakit/react';
import type { ArtworkJson, SongJson } from '../catalog-types.ts';
import { Artwork, type FormatArtworkURL } from '../components/artwork.tsx';
import { QueryStatus } from '../components/query-status.tsx';
import { TrackList } from '../components/track-list.tsx';
import { announce, describeError, reportPlaybackFailure, songCount } from '../notice-bus.ts';
import { href } from '../use-hash-route.ts';

interface LibraryCollectionJson {
  readonly data: ReadonlyArray<{
    readonly id: string;
    readonly attributes: { readonly name: string; readonly artistName?: string; readonly artwork?: ArtworkJson; readonly canEdit?: boolean };
    readonly relationships?: { readonly tracks?: { readonly data: readonly SongJson[] } };
  }>;
}

/** A playlist or album of the listener's library; a playlist of theirs can be renamed (002 §7 PATCH). */
export function LibraryCollectionView({ kind, id, formatArtworkURL }: { kind: 'playlist' | 'album'; id: string; formatArtworkURL: FormatArtworkURL }) {
  const music = useMediaKit();
  const query = useMusicQuery<LibraryCollectionJson>(`/v1/me/library/${kind}s/${encodeURIComponent(id)}`, { include: 'tracks' });
  const data = query.status === 'success' ? query.data.data[0] : undefined;
  const tracks = data?.relationships?.tracks?.data ?? [];
  const editable = kind === 'playlist' && data?.attributes.canEdit !== false;
  // 002 §7 PUT .../tracks replaces the playlist's tracks: removing one sends the others.
  const replaceTracks = useMusicMutation((music, data: ReadonlyArray<{ id: string; type: string }>) =>
    music.api.music(`/v1/me/library/playlists/${encodeURIComponent(id)}/tracks`, undefined, { fetchOptions: { method: 'PUT', body: { data } } }),
  );
  const removeTrack = (index: number): void => {
    const remaining = tracks.filter((_, at) => at !== index).map((track) => ({ id: track.id, type: (track as { type?: string }).type ?? 'library-songs' }));
    const name = tracks[index]?.attributes.name ?? 'song';
    replaceTracks(remaining).then(
      () => announce(`Removed “${name}” from the playlist`),
      (error: unknown) => announce(`Could not remove “${name}”: ${describeError(error)}`, 'error'),
    );
  };
  const playFrom = (index: number): void => {
    music.setQueue({ [kind]: id, startWith: tracks[index]?.id ?? index, startPlaying: true }).catch(reportPlaybackFailure);
  };
  return (
    <section aria-labelledby="library-collection-title" className="collection">
      <QueryStatus query={query} what={`the ${kind}`} />
      {data && (
        <>
          <header className="collection__header">
            <Artwork artwork={data.attributes.artwork} size={200} format={formatArtworkURL} alt="" />
            <div>
              <p className="eyebrow">Library {kind}</p>
              <h1 id="library-collection-title">{data.attributes.name}</h1>
              {data.attributes.artistName && <p className="collection__byline">{data.attributes.artistName}</p>}
              <p className="collection__meta">{songCount(tracks.length)}</p>
              <div className="row">
                <button type="button" className="button button--primary" onClick={() => playFrom(0)} disabled={tracks.length === 0}>Play</button>
                {editable && <RenamePlaylist id={id} name={data.attributes.name} />}
                <DeleteFromLibrary kind={kind} id={id} name={data.attributes.name} />
              </div>
            </div>
          </header>
          {tracks.length === 0 ? <p className="notice">No songs yet.</p> : <TrackList tracks={tracks} playFrom={playFrom} showArtist onRemove={editable ? removeTrack : undefined} />}
        </>
      )}
    </section>
  );
}

function RenamePlaylist({ id, name }: { id: string; name: string }) {
  // The library's list shows the new name too, not only this page (issue 19).
  const rename = useMusicMutation((music, newName: string) => music.api.libraryPlaylists.edit(id, { name: newName }));
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState('');
  if (!editing) return <button type="button" className="button" onClick={() => { setDraft(name); setEditing(true); }}>Rename</button>;
  const save = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    try {
      await rename(draft.trim());
      setEditing(false);
    } catch (failure) {
      setError(`Could not rename: ${describeError(failure)}`);
    }
  };
  return (
    <form className="row" onSubmit={(event) => void save(event)}>
      <label htmlFor="rename-playlist" className="visually-hidden">Playlist name</label>
      <input id="rename-playlist" value={draft} onChange={(event) => setDraft(event.target.value)} />
      <button type="submit" className="button button--primary">Save</button>
      <button type="button" className="button" onClick={() => setEditing(false)}>Cancel</button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}

/** Deletes a playlist, or removes an album, from the library (002 §7 DELETE); asks once more first. */
function DeleteFromLibrary({ kind, id, name }: { kind: 'playlist' | 'album'; id: string; name: string }) {
  const deleteIt = useMusicMutation((music) => (kind === 'playlist' ? music.api.libraryPlaylists.delete(id) : music.api.library.remove('albums', id)), {
    removes: () => [`/v1/me/library/${kind}s/${encodeURIComponent(id)}`],
  });
  const [confirming, setConfirming] = useState(false);
  const label = kind === 'playlist' ? 'Delete playlist' : 'Remove from library';
  const remove = (): void => {
    deleteIt().then(
      () => {
        announce(kind === 'playlist' ? `Deleted “${name}”` : `Removed “${name}” from your library`);
        location.hash = href.library();
      },
      (error: unknown) => announce(`Could not delete “${name}”: ${describeError(error)}`, 'error'),
    );
  };
  if (!confirming) return <button type="button" className="button" onClick={() => setConfirming(true)}>{label}</button>;
  return (
    <span className="row" role="group" aria-label={`${label}?`}>
      <button type="button" className="button button--danger" onClick={remove}>{`Yes, ${label.toLowerCase()}`}</button>
      <button type="button" className="button" onClick={() => setConfirming(false)}>Keep it</button>
    </span>
  );
}
