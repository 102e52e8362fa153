// 001 §1, §3 roll, skip and up-next markers.
export { readRollMarkers, isMonitoredRoll, type RollMarker, type RollMarkerType } from './roll-marker.ts';
export { readSkipMarkers, type SkipMarker, type SkipMarkerPromo, type SkipPromoUpNext } from './skip-marker.ts';
export { readItemMarkers, firstMarkers, type ItemMarkers, type UpNextTiming } from './item-markers.reader.ts';
export { MarkerMonitor, type MarkerEvent } from './marker-monitor.ts';
