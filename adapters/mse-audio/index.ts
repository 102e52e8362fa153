export * from './mse-audio-sink.loader.ts';
export * from './mse-audio.module.ts';
