// 001 §1 "ad, skip and up-next markers read from stream metadata"; 001 §3 Roll marker, Skip
// marker, and "Up-next timing comes from the metadata fields up-next.start and watched.time".
import { readRollMarkers, type RollMarker } from './roll-marker.ts';
import { readSkipMarkers, type SkipMarker } from './skip-marker.ts';
import { finite, lookup, lookupPath } from './marker-values.ts';

/**
 * When to offer what plays next (the `mediaUpNext` payload): at `start` (up-next.start) when
 * the metadata gives it, else at `watchedTime` (watched.time: the point from which the item
 * counts as watched). Seconds on the item's timeline.
 */
export interface UpNextTiming {
  /** When up next fires: up-next.start, else watched.time. */
  readonly at: number;
  readonly start: number | undefined;
  readonly watchedTime: number | undefined;
}

/** Everything an item's metadata says about markers. */
export interface ItemMarkers {
  readonly rolls: readonly RollMarker[];
  readonly skips: readonly SkipMarker[];
  readonly upNext: UpNextTiming | undefined;
}

/** The metadata names markers are read under (as keys, camelCase keys, or session-data id suffixes). */
const MARKER_METADATA_NAMES = {
  rolls: 'roll-markers',
  skips: 'skip-markers',
  upNextStart: 'up-next.start',
  watchedTime: 'watched.time',
} as const;

/**
 * Reads the markers of one item from its metadata (the HLS session data the item carries, or the
 * catalogue attributes); absent or unreadable parts are simply empty.
 *
 * @example
 * readItemMarkers({ 'roll-markers': '[{"type":"pre-roll","start":0,"duration":15}]', 'up-next.start': '1650' });
 */
export function readItemMarkers(metadata: Readonly<Record<string, unknown>>): ItemMarkers {
  const start = nonNegative(finite(lookupPath(metadata, MARKER_METADATA_NAMES.upNextStart)));
  const watchedTime = nonNegative(finite(lookupPath(metadata, MARKER_METADATA_NAMES.watchedTime)));
  const at = start ?? watchedTime;
  return {
    rolls: readRollMarkers(lookup(metadata, MARKER_METADATA_NAMES.rolls)),
    skips: readSkipMarkers(lookup(metadata, MARKER_METADATA_NAMES.skips)),
    upNext: at === undefined ? undefined : { at, start, watchedTime },
  };
}

/** Merges markers read from several sources: the first source that has a kind of marker wins it. */
export function firstMarkers(sources: readonly ItemMarkers[]): ItemMarkers {
  return {
    rolls: sources.find((source) => source.rolls.length > 0)?.rolls ?? [],
    skips: sources.find((source) => source.skips.length > 0)?.skips ?? [],
    upNext: sources.find((source) => source.upNext !== undefined)?.upNext,
  };
}

function nonNegative(value: number | undefined): number | undefined {
  return value === undefined || value < 0 ? undefined : value;
}
