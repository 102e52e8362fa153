import { formatMediaTime } from '@mediakit/core';
import { useMediaKit, useNowPlaying } from '@mediakit/react';
import type { SongJson } from '../catalog-types.ts';
import { RatingButtons } from './library-actions.tsx';

/**
 * Tracks with play-from-here, play next and play later. `playFrom(index)` sets the queue; the
 * two queue actions add just that song.
 */
export function TrackList({ tracks, playFrom, showArtist = false }: { tracks: readonly SongJson[]; playFrom: (index: number) => void; showArtist?: boolean }) {
  const music = useMediaKit();
  const { item: nowPlaying } = useNowPlaying();
  return (
    <ol className="track-list">
      {tracks.map((track, index) => {
        const current = nowPlaying?.id === track.id;
        const { name, artistName, contentRating, durationInMillis, trackNumber } = track.attributes;
        return (
          <li key={`${track.id}-${index}`} className={current ? 'track track--current' : 'track'}>
            {/* The name comes from the visible title (WCAG 2.5.3: label in name); number and time are decoration. */}
            <button type="button" className="track__play" onClick={() => playFrom(index)} data-title={name} aria-current={current ? 'true' : undefined}>
              <span className="track__number" aria-hidden="true">{showArtist ? index + 1 : (trackNumber ?? index + 1)}</span>
              <span className="track__title">
                <span className="visually-hidden">Play </span>
                {name}
                {contentRating === 'explicit' && <span className="badge" title="Explicit" aria-hidden="true">E</span>}
                {showArtist && <span className="track__artist">{artistName}</span>}
              </span>
              <span className="track__duration" aria-hidden="true">{formatMediaTime((durationInMillis ?? 0) / 1000)}</span>
            </button>
            <span className="track__actions">
              <RatingButtons songId={track.id} title={name} />
              <button type="button" className="chip" onClick={() => void music.playNext({ song: track.id })} aria-label={`Play ${name} next`}>Next</button>
              <button type="button" className="chip" onClick={() => void music.playLater({ song: track.id })} aria-label={`Play ${name} later`}>Later</button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
