// Audio and text tracks (001 §3 entities, §4 text-track rules, §9 storage keys).
export * from './track.types.ts';
export * from './track-kinds.ts';
export * from './text-track-list.ts';
export * from './forced-subtitle.ts';
export * from './track-choice.store.ts';
export * from './track-choice.matcher.ts';
export * from './text-track-selection.ts';
export * from './cue-timeline.ts';
