// The data-layer calls autoplay needs (002 §7 Stations): provided later by the API clients.

import type { QueueItemInput } from '../queue/queue.ts';

/** One seed of an autoplay request (002 §3 Autoplay request data: {id, type, meta.container{id,type}}). */
export interface AutoplaySeed {
  readonly id: string;
  readonly type: string;
  readonly meta?: { readonly container?: { readonly id: string; readonly type: string } };
}

/** An autoplay station and its first tracks. */
export interface AutoplayStart {
  readonly stationId: string;
  readonly tracks: readonly QueueItemInput[];
}

/**
 * Fetches autoplay tracks.
 *
 * @example
 * const source: AutoplayTrackSource = {
 *   start: (seeds, limit) => api.post('v1/me/stations/continuous', ...),
 *   nextTracks: (stationId, limit) => api.post(`v1/me/stations/next-tracks/${stationId}`, ...),
 * };
 */
export interface AutoplayTrackSource {
  /** POST v1/me/stations/continuous with the seeds: a station seeded by the queue, with tracks. */
  start(seeds: readonly AutoplaySeed[], limit: number): Promise<AutoplayStart>;
  /** POST v1/me/stations/next-tracks/{stationId}: more tracks of that station. */
  nextTracks(stationId: string, limit: number): Promise<readonly QueueItemInput[]>;
}
