// 001 §3 Skip marker: "start, duration, target, label, and an optional promo: enabled, image,
// image height and width, genre, release-year, rating display name, rating system, rating tag,
// rating rank, canonical-id, title, runtime, up-next: is-added, add-label, added-label".
import { field, finite, flag, record, recordList, text } from './marker-values.ts';

/** The up-next part of a promo: whether the promoted item is in the listener's up next. */
export interface SkipPromoUpNext {
  readonly isAdded: boolean;
  readonly addLabel: string | undefined;
  readonly addedLabel: string | undefined;
}

/** A promotion shown with a skip marker (e.g. the next episode). */
export interface SkipMarkerPromo {
  readonly enabled: boolean;
  readonly image: string | undefined;
  readonly imageHeight: number | undefined;
  readonly imageWidth: number | undefined;
  readonly genre: string | undefined;
  readonly releaseYear: number | undefined;
  readonly ratingDisplayName: string | undefined;
  readonly ratingSystem: string | undefined;
  readonly ratingTag: string | undefined;
  readonly ratingRank: number | undefined;
  readonly canonicalId: string | undefined;
  readonly title: string | undefined;
  readonly runtime: number | undefined;
  readonly upNext?: SkipPromoUpNext;
}

/**
 * A stretch the listener may skip (an intro, a recap, credits): from `start` for `duration`
 * seconds, skipping to `target`. This is the `mediaSkipAvailable` payload.
 */
export interface SkipMarker {
  readonly start: number;
  readonly duration: number;
  /** Seconds to seek to when the listener skips. */
  readonly target: number;
  readonly label: string | undefined;
  readonly promo?: SkipMarkerPromo;
}

/**
 * Reads skip markers; one without a readable start is dropped. A missing target is the end of the
 * stretch (start + duration).
 *
 * @example
 * readSkipMarkers([{ start: 5, duration: 20, target: 25, label: 'Skip Intro' }]);
 */
export function readSkipMarkers(value: unknown): SkipMarker[] {
  const markers: SkipMarker[] = [];
  for (const entry of recordList(value)) {
    const start = finite(field(entry, 'start'));
    if (start === undefined) continue;
    const duration = Math.max(0, finite(field(entry, 'duration')) ?? 0);
    const promo = readPromo(field(entry, 'promo'));
    markers.push({
      start: Math.max(0, start),
      duration,
      target: finite(field(entry, 'target')) ?? Math.max(0, start) + duration,
      label: text(field(entry, 'label')),
      ...(promo ? { promo } : {}),
    });
  }
  return markers;
}

function readPromo(value: unknown): SkipMarkerPromo | undefined {
  const promo = record(value);
  if (!promo) return undefined;
  const upNext = record(field(promo, 'up-next'));
  return {
    enabled: flag(field(promo, 'enabled')) ?? true,
    image: text(field(promo, 'image')),
    imageHeight: finite(field(promo, 'image-height')),
    imageWidth: finite(field(promo, 'image-width')),
    genre: text(field(promo, 'genre')),
    releaseYear: finite(field(promo, 'release-year')),
    ratingDisplayName: text(field(promo, 'rating-display-name')),
    ratingSystem: text(field(promo, 'rating-system')),
    ratingTag: text(field(promo, 'rating-tag')),
    ratingRank: finite(field(promo, 'rating-rank')),
    canonicalId: text(field(promo, 'canonical-id')),
    title: text(field(promo, 'title')),
    runtime: finite(field(promo, 'runtime')),
    ...(upNext
      ? { upNext: { isAdded: flag(field(upNext, 'is-added')) ?? false, addLabel: text(field(upNext, 'add-label')), addedLabel: text(field(upNext, 'added-label')) } }
      : {}),
  };
}
