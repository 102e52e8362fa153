export * from './configuration.ts';
export * from './events.ts';
export * from './formatting.ts';
export * from './instance-events.ts';
export { InstanceTracks, loadTracksWithSink } from './instance-tracks.ts';
export * from './musickit-instance.ts';
export * from './musickit-namespace.ts';
