// Loaded on first use by MarkerService (a lazy chunk in the script-tag build): reading markers
// and watching them is only needed by items whose metadata carries some (001 §3).
import { firstMarkers, readItemMarkers } from '../../domain/markers/item-markers.reader.ts';
import { MarkerMonitor } from '../../domain/markers/marker-monitor.ts';
import type { MediaItem } from '../../domain/media-item/media-item.ts';

/**
 * The monitor of an item's markers: the stream's session data (hlsMetadata, 001 §7) first, then
 * the catalogue attributes (decision: docs/decisions.md), each kind of marker from the first that
 * has it.
 *
 * @example
 * const monitor = monitorFor(item); monitor.update(12.5);
 */
export function monitorFor(item: MediaItem): MarkerMonitor {
  const attributes = item.attributes as Readonly<Record<string, unknown>>;
  return new MarkerMonitor(firstMarkers([readItemMarkers(item.hlsMetadata), readItemMarkers(attributes ?? {})]));
}
