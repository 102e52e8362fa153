export * from './playback-backends.ts';
export * from './sink-player.ts';
export * from './sink-selector.ts';
