export * from './shaka-sink.loader.ts';
export * from './shaka.module.ts';
