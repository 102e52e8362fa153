export * from './playback-backends.ts';
export * from './playback-source.resolver.ts';
export * from './sink-playback-engine.ts';
export * from './sink-player.ts';
export * from './sink-selector.ts';
export * from './age-gated-source.resolver.ts';
export * from './full-playback.resolver.ts';
