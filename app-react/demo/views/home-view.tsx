import { useMusicQuery } from '@mediakit/react';
import type { ChartsJson } from '../catalog-types.ts';
import { Artwork, type FormatArtworkURL } from '../components/artwork.tsx';
import { QueryStatus } from '../components/query-status.tsx';
import { albumHref } from '../use-hash-route.ts';

const CHART_PARAMS = { types: 'albums', limit: 24 } as const;

/** Home: the top albums chart as a grid. */
export function HomeView({ formatArtworkURL }: { formatArtworkURL: FormatArtworkURL }) {
  const charts = useMusicQuery<ChartsJson>('/v1/catalog/{{storefrontId}}/charts', CHART_PARAMS);
  const chart = charts.status === 'success' ? charts.data.results.albums?.[0] : undefined;
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{chart?.name ?? 'Top Albums'}</h1>
      <QueryStatus query={charts} what="albums" />
      <ul className="album-grid">
        {chart?.data.map((album) => (
          <li key={album.id}>
            <a className="album-card" href={albumHref(album.id)} aria-label={`Album: ${album.attributes.name} by ${album.attributes.artistName}`}>
              <Artwork artwork={album.attributes.artwork} size={180} format={formatArtworkURL} />
              <span className="album-card__title">{album.attributes.name}</span>
              <span className="album-card__artist">{album.attributes.artistName}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
