import { useAuthorization, useMediaKit, useMusicQuery, useNowPlaying, useTimedMetadata } from '@mediakit/react';
import type { ArtworkJson, DataJson } from '../catalog-types.ts';
import { Artwork, type FormatArtworkURL } from '../components/artwork.tsx';
import { QueryStatus } from '../components/query-status.tsx';
import { reportPlaybackFailure } from '../notice-bus.ts';

interface StationJson {
  readonly id: string;
  readonly attributes: { readonly name: string; readonly isLive?: boolean; readonly artwork?: ArtworkJson; readonly editorialNotes?: { readonly short?: string } };
}

const LIVE = { 'filter[featured]': 'live' } as const;

/**
 * Live radio: the stations on air, and what is playing now on the one you listen to, from the
 * stream's timed metadata (001 §3). Live stations cannot pause, skip or seek (002 §4).
 */
export function RadioView({ formatArtworkURL }: { formatArtworkURL: FormatArtworkURL }) {
  const music = useMediaKit();
  const authorized = useAuthorization();
  const stations = useMusicQuery<DataJson<StationJson>>('/v1/catalog/{{storefrontId}}/stations', LIVE);
  const { item } = useNowPlaying();
  const onAir = useTimedMetadata();
  return (
    <section className="stack" aria-labelledby="radio-title">
      <h1 id="radio-title">Radio</h1>
      {!authorized && <p className="notice">Sign in to listen to live radio.</p>}
      <QueryStatus query={stations} what="stations" />
      {stations.status === 'success' && (
        <ul className="station-list" aria-label="Live stations">
          {stations.data.data.map((station) => {
            const tuned = item?.id === station.id;
            return (
              <li key={station.id} className={tuned ? 'station station--tuned' : 'station'}>
                <Artwork artwork={station.attributes.artwork} size={96} format={formatArtworkURL} />
                <div className="station__text">
                  <span className="station__name">{station.attributes.name}</span>
                  <span className="station__notes">{station.attributes.editorialNotes?.short ?? 'Live'}</span>
                  {tuned && onAir?.title && (
                    <span className="station__on-air" aria-live="polite">
                      On air: {onAir.title}
                      {onAir.performer ? ` · ${onAir.performer}` : ''}
                    </span>
                  )}
                </div>
                <button type="button" className="button button--primary" disabled={!authorized} onClick={() => music.setStationQueue({ station: station.id, startPlaying: true }).catch(reportPlaybackFailure)} aria-label={`Listen to ${station.attributes.name}`}>
                  {tuned ? 'Listening' : 'Listen'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
