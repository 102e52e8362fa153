// Roll, skip and up-next markers during playback (001 §1, §3).
export { MarkerService, hasMarkerHints, type MarkerServiceDependencies, type MarkerServiceEvents } from './marker.service.ts';
