// The shapes a media item is built from (000 §3 MediaItem and Playback data; 001 §3; 002 §3
// Public media item). Index signatures keep unknown provider fields instead of dropping them.

import type { PlaybackType } from '../enums/playback.enums.ts';

/** Artwork with `{w}`, `{h}` and `{f}` placeholders in its url (000 §3). */
export interface Artwork {
  readonly url?: string;
  readonly width?: number;
  readonly height?: number;
  readonly [key: string]: unknown;
}

/** What the play service needs to play an item (000 §3 playParams: id, kind, format, isLibrary). */
export interface PlayParameters {
  readonly id?: string;
  readonly kind?: string;
  readonly format?: string;
  readonly isLibrary?: boolean;
  readonly catalogId?: string;
  readonly purchasedId?: string;
  readonly globalId?: string;
  readonly [key: string]: unknown;
}

/** A preview stream (000 §3: url or hlsUrl). */
export interface Preview {
  readonly url?: string;
  readonly hlsUrl?: string;
  readonly [key: string]: unknown;
}

/** A trailer, movie clip or workout video: its stream is `hlsUrl`, directly or under `assets`. */
export interface VideoAsset {
  readonly hlsUrl?: string;
  readonly url?: string;
  readonly assets?: { readonly hlsUrl?: string; readonly [key: string]: unknown };
  readonly [key: string]: unknown;
}

/** The attributes a media item reads (000 §3 "Attributes read"; 002 §3 Public media item). */
export interface MediaItemAttributes {
  readonly name?: string;
  readonly title?: string;
  readonly albumName?: string;
  readonly artistName?: string;
  readonly composerName?: string;
  readonly genreNames?: readonly string[];
  readonly artwork?: Artwork;
  readonly images?: { readonly coverArt16X9?: Artwork; readonly [key: string]: unknown };
  readonly contentRating?: string;
  readonly discNumber?: number;
  readonly trackNumber?: number;
  readonly durationInMillis?: number;
  readonly durationInMilliseconds?: number;
  readonly isrc?: string;
  readonly previews?: readonly Preview[];
  readonly trailers?: readonly VideoAsset[];
  readonly movieClips?: readonly VideoAsset[];
  readonly video?: VideoAsset;
  readonly offers?: readonly { readonly hlsUrl?: string; readonly [key: string]: unknown }[];
  readonly assetUrl?: string;
  readonly playParams?: PlayParameters;
  readonly isLive?: boolean;
  readonly isAOD?: boolean;
  readonly mediaKind?: string;
  readonly streamingRadioSubType?: string;
  readonly releaseDate?: string;
  readonly releaseDateTime?: string;
  readonly rating?: unknown;
  readonly [key: string]: unknown;
}

/** Key-server URLs of an encrypted item (000 §3, 001 §3). */
export interface KeyURLs {
  readonly 'hls-key-cert-url'?: string;
  readonly 'hls-key-server-url'?: string;
  readonly 'widevine-cert-url'?: string;
}

/** The queue container an item was played from (000 §3 container: id, type; 001 §3: name). */
export interface MediaItemContainer {
  readonly id: string;
  readonly type: string;
  readonly name?: string;
  readonly attributes?: Readonly<Record<string, unknown>>;
}

/** Where a play came from (001 §3 context incl. featureName; 002 §3 context.reco_id). */
export interface MediaItemPlayContext {
  readonly featureName?: string;
  readonly reco_id?: string;
  readonly [key: string]: unknown;
}

/** One stream flavor of an item (002 §3 assets: flavor, bandwidth, codec, URL). */
export interface MediaItemAsset {
  readonly flavor?: string;
  readonly bandwidth?: number;
  readonly codec?: string;
  readonly URL?: string;
  readonly [key: string]: unknown;
}

/**
 * What `new MediaItem(descriptor)` accepts (000 §3 MediaItem fields). A catalogue data record
 * (`{ id, type, attributes, relationships }`) is a valid descriptor.
 */
export interface MediaItemDescriptor {
  readonly id?: string;
  readonly type?: string;
  /** The resource's API path, as a catalogue data record carries it (`/v1/catalog/us/songs/1`). */
  readonly href?: string;
  readonly attributes?: MediaItemAttributes;
  readonly contentType?: string;
  readonly cloudId?: string;
  readonly playables?: readonly unknown[];
  readonly channels?: unknown;
  readonly assetURL?: string;
  readonly previewURL?: string;
  readonly hlsMetadata?: Readonly<Record<string, unknown>>;
  readonly flavor?: string;
  readonly keyPlayStartTime?: number;
  readonly keyURLs?: KeyURLs;
  readonly keyServerQueryParameters?: Readonly<Record<string, string>>;
  readonly playbackType?: PlaybackType;
  readonly trackInfo?: Readonly<Record<string, unknown>>;
  readonly relationships?: Readonly<Record<string, unknown>>;
  readonly container?: MediaItemContainer;
  readonly context?: MediaItemPlayContext;
  readonly assets?: readonly MediaItemAsset[];
  /** 001 §3: a UTS (TV-app) item; inferred from the type when absent. */
  readonly isUTS?: boolean;
  /** 000 §4 Playability: the stream capability that allows scrubbing a linear stream. */
  readonly supportsLinearScrubbing?: boolean;
}

/**
 * Playback data from the play service (000 §3 "Playback data ... maps to item metadata").
 * Merging it makes the item ready (000 §4).
 */
export interface PlaybackData {
  readonly itemName?: string;
  readonly itemId?: string;
  readonly kind?: string;
  readonly artistName?: string;
  readonly playlistName?: string;
  readonly composerName?: string;
  readonly discNumber?: number;
  readonly trackNumber?: number;
  /** Milliseconds. */
  readonly duration?: number;
  readonly genre?: string;
  readonly releaseDate?: string;
  readonly explicit?: boolean | number;
  /** The ISRC. */
  readonly xid?: string;
  readonly 'cloud-id'?: string;
  readonly artworkURL?: string;
  readonly previewURL?: string;
  readonly URL?: string;
  readonly flavor?: string;
  readonly assets?: readonly MediaItemAsset[];
  readonly keyURLs?: KeyURLs;
  readonly hlsMetadata?: Readonly<Record<string, unknown>>;
}
