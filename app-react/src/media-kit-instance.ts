import type { EventSource } from './event-snapshot.ts';

/** A media item as the hooks read it (MUSICKIT-SURFACE.md MediaItem getters). */
export interface MediaKitItem {
  readonly id: string;
  readonly type: string;
  readonly title?: string;
  readonly artistName?: string;
  readonly albumName?: string;
  readonly artworkURL?: string;
  readonly artwork?: { readonly url?: string; readonly width?: number; readonly height?: number };
  readonly playbackDuration?: number;
  readonly isExplicitItem?: boolean;
}

/**
 * What the hooks read of an instance: the MusicKit-compatible properties and events
 * (MUSICKIT-SURFACE.md). Any object with this shape works, so the hooks serve both our
 * instance and a test double.
 */
export interface MediaKitInstance extends EventSource {
  readonly playbackState: number;
  readonly nowPlayingItem: MediaKitItem | undefined;
  readonly nowPlayingItemIndex: number;
  readonly currentPlaybackTime: number;
  readonly currentPlaybackDuration: number;
  readonly currentBufferedProgress: number;
  readonly volume: number;
  readonly repeatMode: number;
  readonly shuffleMode: number;
  readonly autoplayEnabled: boolean;
  readonly isAuthorized: boolean;
  readonly storefrontId: string;
  readonly storefrontCountryCode: string;
  readonly queue: { readonly items: readonly MediaKitItem[]; readonly position: number };
  readonly api: MediaKitApi;
  /** Audio renditions and subtitle tracks (001 §3); absent on instances without video support. */
  readonly audioTracks?: readonly MediaKitTrack[];
  readonly textTracks?: readonly MediaKitTrack[];
  readonly currentAudioTrack?: MediaKitTrack | undefined;
  readonly currentTextTrack?: MediaKitTrack | undefined;
  /** The last live-radio metadata (001 §3 timed metadata). */
  readonly timedMetadata?: MediaKitTimedMetadata | undefined;
}

export interface MediaKitTrack {
  readonly id: number;
  readonly label: string;
  readonly language: string;
  readonly kind: string;
}

export interface MediaKitTimedMetadata {
  readonly title?: string;
  readonly performer?: string;
  readonly album?: string;
}

/** `instance.api` as the data hook uses it (MUSICKIT-SURFACE.md `api.music`). */
export interface MediaKitApi {
  music(path: string, queryParameters?: Readonly<Record<string, unknown>>): Promise<{ readonly data: unknown }>;
}
