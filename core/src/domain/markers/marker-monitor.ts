// 001 §1, §3: roll, skip and up-next markers are watched during playback. Pre- and post-rolls are
// monitored, mid-rolls are not (001 §3); each marker announces itself once.
import { isMonitoredRoll, type RollMarker } from './roll-marker.ts';
import type { SkipMarker } from './skip-marker.ts';
import type { ItemMarkers, UpNextTiming } from './item-markers.reader.ts';

/** What the monitor says fires, named as the public events (MUSICKIT-SURFACE.md). */
export type MarkerEvent =
  | { readonly name: 'mediaRollEntered'; readonly payload: RollMarker }
  | { readonly name: 'mediaSkipAvailable'; readonly payload: SkipMarker }
  | { readonly name: 'mediaUpNext'; readonly payload: UpNextTiming };

/**
 * The longest forward step (seconds) still read as playback moving on rather than a seek: time
 * updates arrive about every 250 ms, so a marker shorter than one step is not missed, while a
 * seek that jumps over a stretch does not enter it (decision: docs/decisions.md).
 */
const PLAYBACK_STEP_SECONDS = 2;

/**
 * Given the playing time, says which marker events fire: a roll or skip marker when time enters
 * its stretch [start, start + duration] (or playback steps over it), up next when time reaches
 * its moment (also after a seek past it). Each marker fires once per item, even after seeking
 * back over it.
 *
 * @example
 * const monitor = new MarkerMonitor(readItemMarkers(item.hlsMetadata));
 * for (const event of monitor.update(player.currentTime)) emit(event.name, event.payload);
 */
export class MarkerMonitor {
  readonly #rolls: readonly RollMarker[];
  readonly #skips: readonly SkipMarker[];
  readonly #upNext: UpNextTiming | undefined;
  readonly #fired = new Set<object>();
  #lastTime: number | undefined;

  constructor(markers: ItemMarkers) {
    this.#rolls = markers.rolls.filter(isMonitoredRoll);
    this.#skips = markers.skips;
    this.#upNext = markers.upNext;
  }

  /** The events that fire as playback reaches `time` (seconds); empty when none. */
  update(time: number): MarkerEvent[] {
    if (!Number.isFinite(time)) return [];
    const previous = this.#lastTime;
    this.#lastTime = time;
    const events: MarkerEvent[] = [];
    for (const marker of this.#rolls) {
      if (this.#enters(marker, time, previous)) events.push({ name: 'mediaRollEntered', payload: marker });
    }
    for (const marker of this.#skips) {
      if (this.#enters(marker, time, previous)) events.push({ name: 'mediaSkipAvailable', payload: marker });
    }
    const upNext = this.#upNext;
    if (upNext && time >= upNext.at && !this.#fired.has(upNext)) {
      this.#fired.add(upNext);
      events.push({ name: 'mediaUpNext', payload: upNext });
    }
    return events;
  }

  /** Forgets the last time (a new load of the same item starts again from its start time). */
  resetTime(): void {
    this.#lastTime = undefined;
  }

  #enters(marker: { readonly start: number; readonly duration: number }, time: number, previous: number | undefined): boolean {
    if (this.#fired.has(marker)) return false;
    const end = marker.start + marker.duration;
    const inside = time >= marker.start && time <= end;
    const steppedOver = previous !== undefined && previous < marker.start && time > end && time - previous <= PLAYBACK_STEP_SECONDS;
    if (!inside && !steppedOver) return false;
    this.#fired.add(marker);
    return true;
  }
}
