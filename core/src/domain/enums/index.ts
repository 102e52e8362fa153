export * from './authorization.enums.ts';
export * from './enum-guards.ts';
export * from './media-item-state.enum.ts';
export * from './play-activity.enums.ts';
export * from './playback.enums.ts';
