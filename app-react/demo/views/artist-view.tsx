import { useMusicQuery } from '@mediakit/react';
import type { AlbumJson, ArtistJson, DataJson } from '../catalog-types.ts';
import { Artwork, type FormatArtworkURL } from '../components/artwork.tsx';
import { CardGrid, MediaCard } from '../components/media-card.tsx';
import { QueryStatus } from '../components/query-status.tsx';
import { href } from '../use-hash-route.ts';

/** An artist and their albums (the artist's album relationship holds references; one ids= lookup fills them). */
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
          {albumIds && <ArtistAlbums ids={albumIds} formatArtworkURL={formatArtworkURL} />}
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
