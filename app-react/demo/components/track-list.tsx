import { useMemo } from 'react';
import { MediaItem, formatMediaTime } from '@mediakit/core';
import { useMediaKit, useNowPlaying } from '@mediakit/react';
import type { SongJson } from '../catalog-types.ts';
import { announce, describeError } from '../notice-bus.ts';
import { useRestricted } from '../use-account.ts';
import { AddToPlaylist, RatingButtons } from './library-actions.tsx';
import { Artwork, type FormatArtworkURL } from './artwork.tsx';
import { TrackMenu } from './track-menu.tsx';

const EXPLICIT_OFF = 'is explicit: explicit songs are off for this account.';

/**
 * Tracks with play-from-here, play next and play later. `playFrom(index)` sets the queue; the
 * two queue actions add just that song and say so. For a restricted listener explicit rows look
 * unavailable and answer with a notice instead of playing something else (000 §6, issue 19).
 */
export function TrackList({ tracks, playFrom, showArtist = false, onRemove, formatArtworkURL }: { tracks: readonly SongJson[]; playFrom: (index: number) => void; showArtist?: boolean; onRemove?: (index: number) => void; formatArtworkURL?: FormatArtworkURL }) {
  const music = useMediaKit();
  const { item: nowPlaying } = useNowPlaying();
  const restricted = useRestricted();
  // The library's own display rule (000 §3: the composer for classical songs), so a row names the
  // same artist as the bar does once it plays (issue 19).
  const artists = useMemo(() => tracks.map((track) => new MediaItem({ id: track.id, type: track.type, attributes: track.attributes }).artistName ?? track.attributes.artistName), [tracks]);
  const enqueue = (track: SongJson, where: 'next' | 'later'): void => {
    const { name } = track.attributes;
    if (restricted && track.attributes.contentRating === 'explicit') {
      announce(`“${name}” ${EXPLICIT_OFF}`);
      return;
    }
    const add = where === 'next' ? music.playNext({ song: track.id }) : music.playLater({ song: track.id });
    add.then(
      () => announce(where === 'next' ? `“${name}” plays next` : `“${name}” added to the queue`),
      (error: unknown) => announce(`Could not queue “${name}”: ${describeError(error)}`, 'error'),
    );
  };
  return (
    <ol className="track-list">
      {tracks.map((track, index) => {
        const current = nowPlaying?.id === track.id;
        const { name, artistName, contentRating, durationInMillis, trackNumber } = track.attributes;
        const blocked = restricted && contentRating === 'explicit';
        const className = ['track', current ? 'track--current' : '', blocked ? 'track--unavailable' : ''].filter(Boolean).join(' ');
        return (
          <li key={`${track.id}-${index}`} className={className}>
            {/* The name comes from the visible title (WCAG 2.5.3: label in name); number and time are decoration.
                A blocked row stays focusable and clickable (not disabled) so it can say why it does not play. */}
            <button
              type="button"
              className="track__play"
              onClick={() => (blocked ? announce(`“${name}” ${EXPLICIT_OFF}`) : playFrom(index))}
              data-title={name}
              aria-current={current ? 'true' : undefined}
              title={blocked ? 'Explicit: not available for this account' : undefined}
            >
              {/* Songs from many albums show their artwork (issue 19); an album's own tracks show numbers. */}
              {formatArtworkURL ? (
                <Artwork artwork={track.attributes.artwork} size={40} format={formatArtworkURL} />
              ) : (
                <span className="track__number" aria-hidden="true">{showArtist ? index + 1 : (trackNumber ?? index + 1)}</span>
              )}
              <span className="track__title">
                <span className="visually-hidden">Play </span>
                {name}
                {contentRating === 'explicit' && <span className="badge" title="Explicit" aria-hidden="true">E</span>}
                {blocked && <span className="visually-hidden"> (explicit, unavailable)</span>}
                {showArtist && <span className="track__artist">{artists[index] ?? artistName}</span>}
              </span>
              <span className="track__duration" aria-hidden="true">{formatMediaTime((durationInMillis ?? 0) / 1000)}</span>
            </button>
            <span className="track__actions">
              <RatingButtons songId={track.id} title={name} />
              <button type="button" className="chip" onClick={() => enqueue(track, 'next')} aria-label={`Play ${name} next`} title={`Play ${name} next`}>Next</button>
              <button type="button" className="chip" onClick={() => enqueue(track, 'later')} aria-label={`Play ${name} later`} title={`Play ${name} later`}>Later</button>
              <AddToPlaylist song={track} />
              {onRemove && <button type="button" className="chip" onClick={() => onRemove(index)} aria-label={`Remove ${name} from this playlist`} title={`Remove ${name} from this playlist`}>Remove</button>}
              <TrackMenu track={track} enqueue={enqueue} />
            </span>
          </li>
        );
      })}
    </ol>
  );
}
