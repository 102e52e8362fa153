import type { PlaybackSource } from '../../ports/media-sink.ts';
import { token } from '../../ports/token.ts';
import type { FeatureService } from '../features/feature.ts';
import type { FullOrPreviewSourceResolver } from './full-playback.resolver.ts';
import { segmentedStandIn, type BackendChoice } from './playback-source.resolver.ts';

/**
 * Full tracks and previews on one instance: the full-or-preview choice (a feature: its code loads
 * while a queue is being set, or with the first play) and what a queue being set starts at once.
 */
export interface FullPlayback {
  readonly preparer: FeatureService<FullOrPreviewSourceResolver>;
  /** A queue is being set: the choice's code loads beside its catalogue request, not after it. */
  queueAhead(): void;
  /**
   * A queue of songs is being set (issue 17): the stand-in of the source its first play will most
   * likely resolve to (a segment list, when a configured backend takes one), so that backend's
   * code and the full-track code load now, beside the catalogue request; `firstSongId` is prepared
   * ahead for a listener who plays full tracks, and `keySystemsAhead` is told the key-system order
   * of that listener's licences. Null when no configured backend takes segment lists.
   */
  warmUp(firstSongId?: string, keySystemsAhead?: (keySystems: readonly string[]) => void): PlaybackSource | null;
}
export const FullPlayback = token<FullPlayback>('FullPlayback');

/**
 * Decided here, in the main script, without the choice's code: the warm-up must name the backend
 * synchronously, so its chunk is fetched at the same moment as the choice's and the full-track
 * code, never after one of them arrives (docs/size-budgets.md, fourth round).
 *
 * @example
 * const playback = fullPlayback(features.start(FullOrPreviewFeature, create), full, selector);
 * playback.warmUp('1440857781'); // the stand-in whose backend to fetch, or null
 */
export function fullPlayback(
  preparer: FeatureService<FullOrPreviewSourceResolver>,
  full: Pick<FeatureService<unknown>, 'preload'>,
  backends?: BackendChoice,
): FullPlayback {
  return {
    preparer,
    queueAhead: () => preparer.preload(),
    warmUp: (firstSongId, keySystemsAhead) => {
      // The choice's code loads either way (a signed-in page's warm-up names no song).
      preparer.use((resolver) => resolver.warmUp(firstSongId, keySystemsAhead));
      const standIn = segmentedStandIn('', '');
      if (!backends || backends.select(standIn) === null) return null;
      full.preload();
      return standIn;
    },
  };
}
