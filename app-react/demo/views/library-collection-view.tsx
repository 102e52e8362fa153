import { useState } from 'react';
import { useMediaKit, useMusicQuery } from '@mediakit/react';
import type { ArtworkJson, SongJson } from '../catalog-types.ts';
import { Artwork, type FormatArtworkURL } from '../components/artwork.tsx';
import { QueryStatus } from '../components/query-status.tsx';
import { TrackList } from '../components/track-list.tsx';
import { reportPlaybackFailure, songCount } from '../notice-bus.ts';

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
                {kind === 'playlist' && data.attributes.canEdit !== false && <RenamePlaylist id={id} name={data.attributes.name} onRenamed={query.refetch} />}
              </div>
            </div>
          </header>
          {tracks.length === 0 ? <p className="notice">No songs yet.</p> : <TrackList tracks={tracks} playFrom={playFrom} showArtist />}
        </>
      )}
    </section>
  );
}

function RenamePlaylist({ id, name, onRenamed }: { id: string; name: string; onRenamed: () => void }) {
  const music = useMediaKit();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  if (!editing) return <button type="button" className="button" onClick={() => setEditing(true)}>Rename</button>;
  const save = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    await music.api.music(`/v1/me/library/playlists/${encodeURIComponent(id)}`, undefined, { fetchOptions: { method: 'PATCH', body: { attributes: { name: draft.trim() } } } });
    setEditing(false);
    onRenamed();
  };
  return (
    <form className="row" onSubmit={(event) => void save(event)}>
      <label htmlFor="rename-playlist" className="visually-hidden">Playlist name</label>
      <input id="rename-playlist" value={draft} onChange={(event) => setDraft(event.target.value)} />
      <button type="submit" className="button button--primary">Save</button>
      <button type="button" className="button" onClick={() => setEditing(false)}>Cancel</button>
    </form>
  );
}
