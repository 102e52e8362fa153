// 001 §1, §3 roll, skip and up-next markers.
export { readRollMarkers, rollTypeOf, isMonitoredRoll, type RollMarker, type RollMarkerType } from './roll-marker.ts';
export { readSkipMarkers, type SkipMarker, type SkipMarkerPromo, type SkipPromoUpNext } from './skip-marker.ts';
export { readItemMarkers, firstMarkers, hasNoMarkers, MARKER_METADATA_NAMES, type ItemMarkers, type UpNextTiming } from './item-markers.reader.ts';
export { MarkerMonitor, PLAYBACK_STEP_SECONDS, type MarkerEvent } from './marker-monitor.ts';
