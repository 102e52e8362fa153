export * from './element-media-sink.ts';
export * from './media-element-events.ts';
export * from './video-element-placement.ts';
export * from './video-presentation.ts';
export * from './element-key-sessions.ts';
export * from './video-container-follower.ts';
export * from './element-playback-targets.ts';
