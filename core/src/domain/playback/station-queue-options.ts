import type { StationQueueOptions } from './station-queue-options.validator.ts';
import { mediaUrlTarget } from './media-url-kind.ts';

// Kept apart from the validator: setQueue needs this at once, while the validator loads with
// station playback (the continuous controller's chunk, docs/size-budgets.md).

/**
 * The station request inside `setQueue` options, if they name one: the `station` or
 * `radioStation` option, or a `url` whose kind is a station (MUSICKIT-SURFACE.md lists `station`
 * among queue options; the incumbent plays it as a station queue). Anything else, including a
 * URL that is not a media URL, is left to the queue options' own validation.
 *
 * @example
 * stationQueueOptionsOf({ station: 'ra.123', startPlaying: true }); // { station: 'ra.123', startPlaying: true }
 */
export function stationQueueOptionsOf(options: unknown): StationQueueOptions | undefined {
  if (typeof options !== 'object' || options === null) return undefined;
  const { station, radioStation, url, startPlaying } = options as StationQueueOptions;
  const playing = typeof startPlaying === 'boolean' ? { startPlaying } : {};
  if (station !== undefined) return { station, ...playing };
  if (radioStation !== undefined) return { radioStation, ...playing };
  if (typeof url !== 'string') return undefined;
  let kind: string;
  try {
    kind = mediaUrlTarget(url).kind;
  } catch {
    return undefined;
  }
  return kind === 'station' ? { url, ...playing } : undefined;
}
