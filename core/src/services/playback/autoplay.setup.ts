// Loaded with the first `autoplayEnabled = true` (a feature, services/features): most pages
// never turn autoplay on, so neither the manager nor its stations calls are in the first download.
import { AUTOPLAY_LIMITS as AUTOPLAY_DEFAULTS } from '../../domain/constants/index.ts';
import { StationsClient } from '../../domain/api/clients/stations.client.ts';
import type { DataContext } from '../../domain/api/data-context.ts';
import type { DataRecord } from '../../domain/api/data-record.ts';
import { Realm } from '../../domain/enums/authorization.enums.ts';
import { AutoplayManager, type AutoplayLimits } from '../../domain/playback/autoplay-manager.ts';
import type { AutoplaySeed, AutoplayStart, AutoplayTrackSource } from '../../domain/playback/autoplay-track-source.ts';
import type { SerialAutoplayOptions } from '../../domain/playback/serial-controller.ts';
import type { QueueItemInput } from '../../domain/queue/queue.ts';

/** What autoplay is made from on an instance. */
export interface AutoplaySetup {
  readonly context: DataContext;
  /** The configured realm (000 §3: music, podcast or tv); autoplay is forced off outside music (002 §4). */
  readonly realm: () => 'music' | 'podcast' | 'tv' | undefined;
  /** 002 §9: the limits come from configuration; 001 §9 gives the defaults. */
  readonly limits?: Partial<AutoplayLimits>;
}

/**
 * The serial controller's autoplay (002 §4 Autoplay): the manager's rules, fed by the stations
 * client (002 §7 POST me/stations/continuous, then next-tracks).
 *
 * @example
 * const serial = new SerialController({ ...common, autoplay: async () => (await AutoplayFeature.load()).createAutoplay(setup) });
 */
export function createAutoplay(setup: AutoplaySetup): SerialAutoplayOptions {
  const realms = { music: Realm.MUSIC, podcast: Realm.PODCAST, tv: Realm.TV } as const;
  return {
    AutoplayManager,
    source: new StationsAutoplaySource(new StationsClient(setup.context)),
    realm: () => realms[setup.realm() ?? 'music'] ?? Realm.MUSIC,
    ...(setup.limits ? { limits: autoplayLimits(setup.limits) } : {}),
  };
}

/** The configured limits over the 001 §9 defaults; values that are not positive integers are ignored. */
export function autoplayLimits(configured: Partial<AutoplayLimits>): AutoplayLimits {
  const pick = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : fallback);
  return {
    maxQueueSizeForAutoplay: pick(configured.maxQueueSizeForAutoplay, AUTOPLAY_DEFAULTS.maxQueueSizeForAutoplay),
    maxQueueSizeInRequest: pick(configured.maxQueueSizeInRequest, AUTOPLAY_DEFAULTS.maxQueueSizeInRequest),
    maxUpcomingTracksToMaintain: pick(configured.maxUpcomingTracksToMaintain, AUTOPLAY_DEFAULTS.maxUpcomingTracksToMaintain),
  };
}

/**
 * Autoplay tracks from the stations API. The continuous answer names no station (002 §7 reads
 * only data.results), so the tracks that follow come from the song station of the last seed
 * ('ra.{songId}', the provider's song-station ids): the music keeps following what the listener
 * queued last (docs/decisions.md, Autoplay station).
 */
export class StationsAutoplaySource implements AutoplayTrackSource {
  readonly #stations: StationsClient;

  constructor(stations: StationsClient) {
    this.#stations = stations;
  }

  async start(seeds: readonly AutoplaySeed[], limit: number): Promise<AutoplayStart> {
    const tracks = await this.#stations.continuous(seeds, { limit });
    // Library songs have no song station; the last catalogue song seeds it.
    const last = seeds.filter((seed) => seed.type === 'songs' || seed.type === 'song').at(-1) ?? seeds.at(-1);
    return { stationId: `ra.${last?.id ?? ''}`, tracks: tracks.map(descriptorOf) };
  }

  async nextTracks(stationId: string, limit: number): Promise<readonly QueueItemInput[]> {
    return (await this.#stations.nextTracks(stationId, { limit })).map(descriptorOf);
  }
}

function descriptorOf(record: DataRecord): QueueItemInput {
  return { id: record.id, type: record.type, attributes: record.attributes };
}
