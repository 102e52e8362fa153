export * from './void-media-sink.ts';
export * from './void-sink.loader.ts';
export * from './void.module.ts';
