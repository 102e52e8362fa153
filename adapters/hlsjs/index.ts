export * from './hlsjs-sink.loader.ts';
export * from './hlsjs.module.ts';
