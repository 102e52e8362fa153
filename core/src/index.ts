/**
 * @mediakit/core: the pure domain of MediaKit. No DOM, no Node, no side effects on import.
 */
export * from './ports/index.ts';
export * from './domain/events/index.ts';
export * from './domain/enums/index.ts';
export * from './domain/errors/index.ts';
// The rules a sink applies to its CDM's failures (001 §8 Keys and sessions); the rest of domain/drm stays inside.
export { handleKeyFailure, mediaSessionError, shouldRetryGenerateRequest, type KeyFailure, type KeyFailureHandling } from './domain/drm/key-error.policy.ts';
export * from './services/playback/index.ts';
export * from './domain/activity/index.ts';
export * from './services/activity/index.ts';
export * from './domain/api/index.ts';
export * from './domain/tokens/index.ts';
export * from './domain/share-links/index.ts';
export * from './domain/webvtt/index.ts';
export * from './domain/hls/index.ts';
export * from './musickit/index.ts';
export * from './services/queue/index.ts';
export * from './domain/media-item/index.ts';
export * from './domain/queue/index.ts';
export * from './domain/playback/index.ts';
export * from './domain/auth/index.ts';
export * from './services/auth/index.ts';
export * from './services/dialogs/index.ts';
export * from './services/age-gate/index.ts';
export * from './services/media-session/index.ts';
export * from './services/primary-player/index.ts';
export * from './services/click-to-play/index.ts';
export * from './services/share-session/index.ts';
export * from './services/storefront/index.ts';
export * from './domain/tracks/index.ts';
export * from './services/tracks/index.ts';
export * from './domain/timed-metadata/index.ts';
export * from './domain/markers/index.ts';
export * from './services/live-radio/index.ts';
export * from './services/markers/index.ts';
export * from './services/features/index.ts';
