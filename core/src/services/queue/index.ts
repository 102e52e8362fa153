export * from './queue-content.loader.ts';
export * from './station-track.loader.ts';
