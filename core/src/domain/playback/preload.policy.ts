// 002 §4 Preloading and 002 §9 preload threshold.

import { PRELOAD_THRESHOLD_FRACTION } from '../constants/index.ts';
import { isMKError, MKError } from '../errors/index.ts';

/** What decides whether the next item is preloaded now. */
export interface PreloadFacts {
  /** Seconds into the current item. */
  readonly currentTime: number;
  /** Seconds; 0 when unknown. */
  readonly duration: number;
  readonly isAuthorized: boolean;
  readonly isPreviewOnly: boolean;
}

/**
 * 002 §4: preloading starts at 30 % of the current item's duration when the user is
 * authorised and not preview-only (previews alone disable it).
 *
 * @example
 * shouldPreload({ currentTime: 60, duration: 200, isAuthorized: true, isPreviewOnly: false }); // true
 */
export function shouldPreload(facts: PreloadFacts): boolean {
  if (!facts.isAuthorized || facts.isPreviewOnly || !(facts.duration > 0)) return false;
  return facts.currentTime >= PRELOAD_THRESHOLD_FRACTION * facts.duration;
}

/** What to do when preloading the next item failed (002 §4). */
export type PreloadFailureAction = 'rethrow' | 'skip-forward' | 'ignore';

/**
 * 002 §4: DEVICE_LIMIT and STREAM_UPSELL are rethrown; otherwise, during continuous (station) playback,
 * playback skips forward; outside it the failure is only logged.
 */
export function preloadFailureAction(error: unknown, stationPlayback: boolean): PreloadFailureAction {
  if (isMKError(error) && (error.errorCode === MKError.DEVICE_LIMIT || error.errorCode === MKError.STREAM_UPSELL)) {
    return 'rethrow';
  }
  return stationPlayback ? 'skip-forward' : 'ignore';
}
