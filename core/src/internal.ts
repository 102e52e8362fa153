/**
 * @mediakit/core/internal: what MediaKit's own packages and tests share beyond the public API
 * (composition roots wire services from here; tests reach domain modules). No stability
 * promise: apps import `@mediakit/core`. It re-exports the public entry, so a name never has to
 * be imported from both.
 */
export * from './index.ts';
export * from './ports/index.ts';
export * from './domain/events/index.ts';
export * from './domain/enums/index.ts';
export * from './domain/errors/index.ts';
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
// Values the public entry exports as types only (the reference names them; apps never call them):
// named here so the star re-exports above do not hide the runtime values the hosts and tests use.
export { createMusicKitNamespace } from './musickit/musickit-namespace.ts';
export { PreloadedFeatures } from './services/features/feature.ts';
export { PlayActivityContainerType } from './domain/enums/play-activity.enums.ts';
export { ServerLedger } from './domain/api/server-ledger.ts';
