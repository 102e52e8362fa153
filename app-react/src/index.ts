/**
 * @mediakit/react: a provider and hooks over a MediaKit instance. Importing it touches no browser
 * global, so it renders on the server.
 */
export { MediaKitProvider, useMediaKit, type MediaKitProviderProps } from './media-kit-context.tsx';
export { eventSnapshot, type EventSource, type SnapshotStore } from './event-snapshot.ts';
export { shallowEqual } from './shallow-equal.ts';
export { usePlaybackState, useNowPlaying, usePlaybackTime, usePlayerModes, PROGRESS_RESOLUTION_S, type NowPlaying, type PlaybackTime, type PlayerModes } from './hooks/playback.hooks.ts';
export { useQueue, useAuthorization, useStorefront, type QueueSnapshot, type StorefrontSnapshot } from './hooks/session.hooks.ts';
export { useInstanceSnapshot } from './hooks/use-instance-snapshot.ts';
export { useMusicQuery, type MusicQueryOptions, type MusicQueryResult } from './hooks/use-music-query.ts';
export type { MusicQueryApi, MusicQueryParams, MusicQueryState } from './hooks/music-query-cache.ts';
export { useMusicMutation, LIBRARY_PATH, type MusicMutationOptions } from './hooks/use-music-mutation.ts';
export { useTracks, useTimedMetadata, usePresentationMode, type TracksSnapshot, type PresentationSnapshot } from './hooks/media.hooks.ts';
