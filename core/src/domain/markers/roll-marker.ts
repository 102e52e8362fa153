// 001 §3 Roll marker: "Kinds: pre-roll and post-roll (mid-roll is recognised but not monitored).
// Fields: index, type, skippable, adam-id, start, duration, optional dynamic-id."
import { field, finite, flag, recordList, text } from './marker-values.ts';

/** The kinds of roll (001 §3). */
export type RollMarkerType = 'pre-roll' | 'mid-roll' | 'post-roll';

/**
 * An ad or promotional roll inside an item's stream. Times are seconds on the item's timeline.
 * This is the `mediaRollEntered` payload.
 */
export interface RollMarker {
  readonly index: number;
  readonly type: RollMarkerType;
  readonly skippable: boolean;
  readonly adamId: string | undefined;
  readonly start: number;
  readonly duration: number;
  readonly dynamicId?: string;
}

/** 'preroll', 'PRE_ROLL', 'pre-roll' and the like → the kind; unknown kinds → undefined. */
function rollTypeOf(value: unknown): RollMarkerType | undefined {
  if (typeof value !== 'string') return undefined;
  const plain = value.toLowerCase().replace(/[^a-z]/g, '');
  if (plain === 'preroll' || plain === 'pre') return 'pre-roll';
  if (plain === 'midroll' || plain === 'mid') return 'mid-roll';
  if (plain === 'postroll' || plain === 'post') return 'post-roll';
  return undefined;
}

/**
 * Reads roll markers; one without a known type or a readable start is dropped. A missing index
 * is the marker's position in the list; a missing duration 0; skippable defaults to false.
 *
 * @example
 * readRollMarkers([{ index: 0, type: 'pre-roll', skippable: false, 'adam-id': '1', start: 0, duration: 15 }]);
 */
export function readRollMarkers(value: unknown): RollMarker[] {
  const markers: RollMarker[] = [];
  recordList(value).forEach((entry, position) => {
    const type = rollTypeOf(field(entry, 'type'));
    const start = finite(field(entry, 'start'));
    if (type === undefined || start === undefined) return;
    const dynamicId = text(field(entry, 'dynamic-id'));
    markers.push({
      index: finite(field(entry, 'index')) ?? position,
      type,
      skippable: flag(field(entry, 'skippable')) ?? false,
      adamId: text(field(entry, 'adam-id')),
      start: Math.max(0, start),
      duration: Math.max(0, finite(field(entry, 'duration')) ?? 0),
      ...(dynamicId === undefined ? {} : { dynamicId }),
    });
  });
  return markers;
}

/** 001 §3: pre-roll and post-roll are monitored; mid-roll is recognised only. */
export function isMonitoredRoll(marker: RollMarker): boolean {
  return marker.type !== 'mid-roll';
}
