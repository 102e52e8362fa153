// The data-layer calls a station queue needs (002 §7 Stations): provided later by the API clients.

import type { QueueItemInput } from '../queue/queue.ts';

/** A station to play (002 §3 Station: id, isLive, attributes.isLive). */
export interface StationDescriptor {
  readonly id: string;
  /** 'stations' (or absent) for a station; 'artists' or 'songs' for the station that one seeds. */
  readonly type?: string;
  readonly isLive?: boolean;
  readonly attributes?: { readonly isLive?: boolean; readonly [key: string]: unknown };
}

/** 002 §3: a station is live when it says so, directly or in its attributes. */
export function isLiveStation(station: StationDescriptor): boolean {
  return station.isLive === true || station.attributes?.isLive === true;
}

/**
 * Loads what a station plays.
 *
 * @example
 * const loader: StationTrackLoader = {
 *   loadStation: (station) => api.stationItems(station),      // a live station: its stream item
 *   nextTracks: (station) => api.post(`v1/me/stations/next-tracks/${station.id}`),
 * };
 */
export interface StationTrackLoader {
  /**
   * The station to play for a request: an artist's or a song's station (002 §3 station options
   * artist and song), or the station itself. Absent: the request is the station.
   */
  resolveStation?(station: StationDescriptor): Promise<StationDescriptor>;
  /** The first items: the stream item of a live station, the first tracks of an algorithmic one. */
  loadStation(station: StationDescriptor): Promise<readonly QueueItemInput[]>;
  /** More tracks of an algorithmic station. */
  nextTracks(station: StationDescriptor): Promise<readonly QueueItemInput[]>;
}
