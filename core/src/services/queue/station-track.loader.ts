import type { StationsClient } from '../../domain/api/clients/stations.client.ts';
import type { DataRecord } from '../../domain/api/data-record.ts';
import { isLiveStation, type StationDescriptor, type StationTrackLoader } from '../../domain/playback/station-track-loader.ts';
import type { QueueItemInput } from '../../domain/queue/queue.ts';

/**
 * What a station queue plays, from the stations API (002 §7): a live station is its own stream
 * item; an algorithmic station is fed by next-tracks.
 */
export class ApiStationTrackLoader implements StationTrackLoader {
  readonly #stations: StationsClient;

  constructor(stations: StationsClient) {
    this.#stations = stations;
  }

  /** 002 §3: `artist` and `song` name the station they seed (its id is not a station id). */
  async resolveStation(station: StationDescriptor): Promise<StationDescriptor> {
    if (station.type !== 'artists' && station.type !== 'songs') return station;
    const record = await this.#stations.seededBy(station.type, station.id);
    return { id: record.id, type: record.type, attributes: record.attributes };
  }

  async loadStation(station: StationDescriptor): Promise<readonly QueueItemInput[]> {
    const record = await this.#stations.station(station.id);
    if (isLiveStation(station) || record.attributes['isLive'] === true) return [descriptorOf(record)];
    return this.nextTracks(station);
  }

  async nextTracks(station: StationDescriptor): Promise<readonly QueueItemInput[]> {
    const tracks = await this.#stations.nextTracks(station.id);
    return tracks.map(descriptorOf);
  }
}

function descriptorOf(record: DataRecord): QueueItemInput {
  return { id: record.id, type: record.type, attributes: record.attributes };
}
