// The data side of a media item: identity, metadata and stream fields, read from the
// descriptor and its attributes (000 §3 MediaItem; 001 §3; 002 §3 Public media item;
// MUSICKIT-SURFACE.md MediaItem getters). Behaviour (state, playability, preparation) is in
// `media-item.ts`.

import type { Random } from '../../ports/random.ts';
import { RANDOM_ID_LENGTH } from '../constants/index.ts';
import { PlaybackType } from '../enums/playback.enums.ts';
import { generateHexId } from './media-item-context.ts';
import { canonicalKind, UTS_KINDS } from './media-item-kinds.ts';
import {
  albumInfoOf,
  artworkOf,
  displayArtistName,
  durationOf,
  isExplicit,
  offersHlsUrlOf,
  previewUrlOf,
  releaseDateOf,
  titleOf,
} from './media-item-metadata.ts';
import { canScrub, isLinearStreamKind } from './media-item-playability.policy.ts';
import type {
  Artwork,
  KeyURLs,
  MediaItemAsset,
  MediaItemAttributes,
  MediaItemContainer,
  MediaItemDescriptor,
  MediaItemPlayContext,
  PlaybackData,
  PlayParameters,
} from './media-item.types.ts';
import { attributesWithoutPlayableData, attributesWithPlaybackData } from './playback-data.mapper.ts';

/** The read side of {@link MediaItem}; not constructed on its own. */
export abstract class MediaItemRecord {
  readonly #id: string;
  readonly #type: string;
  readonly #descriptor: MediaItemDescriptor;
  #attributes: MediaItemAttributes;
  #assetURL: string | undefined;
  #previewURL: string | undefined;
  #flavor: string | undefined;
  #cloudId: string | undefined;
  #playlistName: string | undefined;
  #playbackItemId: string | undefined;
  #assets: readonly MediaItemAsset[];
  #keyURLs: KeyURLs | undefined;
  #hlsMetadata: Readonly<Record<string, unknown>>;
  #playbackType: PlaybackType;
  #supportsLinearScrubbing: boolean | undefined;

  protected constructor(descriptor: MediaItemDescriptor, random: Random) {
    this.#descriptor = descriptor;
    // 000 §3: type defaults to song; an item without attributes gets a generated 16-hex id and
    // playParams {id, kind}. A given id or type is kept (decision: docs/decisions.md).
    this.#id = descriptor.id ?? generateHexId(random, RANDOM_ID_LENGTH);
    this.#type = descriptor.type ?? 'song';
    this.#attributes = descriptor.attributes
      ? { ...descriptor.attributes }
      : { playParams: { id: this.#id, kind: this.#type } };
    this.#assetURL = descriptor.assetURL;
    this.#previewURL = descriptor.previewURL;
    this.#flavor = descriptor.flavor;
    this.#cloudId = descriptor.cloudId;
    this.#assets = descriptor.assets ?? [];
    this.#keyURLs = descriptor.keyURLs;
    this.#hlsMetadata = descriptor.hlsMetadata ?? {};
    this.#playbackType = descriptor.playbackType ?? PlaybackType.none;
    this.#supportsLinearScrubbing = descriptor.supportsLinearScrubbing;
  }

  // --- identity -----------------------------------------------------------------------

  get id(): string {
    return this.#id;
  }

  /** The type as given (`song`, `songs`, `library-songs`, `musicVideo`, ...). */
  get type(): string {
    return this.#type;
  }

  /** The canonical kind of the item's `type` (`'library-songs'` → `'song'`). */
  get kind(): string {
    return canonicalKind(this.#type);
  }

  get attributes(): MediaItemAttributes {
    return this.#attributes;
  }

  get playParams(): PlayParameters | undefined {
    return this.#attributes.playParams;
  }

  /** The resource's API path from the data record (v3 `href`), when it carried one. */
  get href(): string | undefined {
    return this.#descriptor.href;
  }

  get contentType(): string | undefined {
    return this.#descriptor.contentType;
  }

  get cloudId(): string | undefined {
    return this.#cloudId;
  }

  get container(): MediaItemContainer | undefined {
    return this.#descriptor.container;
  }

  get context(): MediaItemPlayContext {
    return this.#descriptor.context ?? {};
  }

  get relationships(): Readonly<Record<string, unknown>> | undefined {
    return this.#descriptor.relationships;
  }

  get trackInfo(): Readonly<Record<string, unknown>> | undefined {
    return this.#descriptor.trackInfo;
  }

  get playables(): readonly unknown[] | undefined {
    return this.#descriptor.playables;
  }

  get channels(): unknown {
    return this.#descriptor.channels;
  }

  /** Same id and same kind (`song` equals `songs`). */
  isEqual(other: MediaItemRecord | undefined | null): boolean {
    return other != null && other.id === this.#id && other.kind === this.kind;
  }

  // --- metadata (000 §3) --------------------------------------------------------------

  get title(): string | undefined {
    return titleOf(this.#attributes);
  }

  /** 000 §3: for classical genre items, the composer when one exists. */
  get artistName(): string | undefined {
    return displayArtistName(this.#attributes);
  }

  get albumName(): string | undefined {
    return this.#attributes.albumName;
  }

  get composerName(): string | undefined {
    return this.#attributes.composerName;
  }

  get genreNames(): readonly string[] {
    return this.#attributes.genreNames ?? [];
  }

  /** 000 §3: artist and album joined with ' - '. */
  get albumInfo(): string {
    return albumInfoOf(this.artistName, this.albumName);
  }

  /** Title, then album info, joined with ' - '. */
  get info(): string {
    return [this.title, this.albumInfo].filter((part) => part !== undefined && part !== '').join(' - ');
  }

  get artwork(): Artwork | undefined {
    return artworkOf(this.#attributes);
  }

  /** The artwork URL template, with its `{w}` `{h}` `{f}` placeholders (fill it with formatArtworkURL). */
  get artworkURL(): string | undefined {
    return this.artwork?.url;
  }

  get contentRating(): string | undefined {
    return this.#attributes.contentRating;
  }

  get isExplicitItem(): boolean {
    return isExplicit(this.#attributes);
  }

  get rating(): unknown {
    return this.#attributes.rating;
  }

  get discNumber(): number | undefined {
    return this.#attributes.discNumber;
  }

  get trackNumber(): number | undefined {
    return this.#attributes.trackNumber;
  }

  get isrc(): string | undefined {
    return this.#attributes.isrc;
  }

  /** 000 §3: accepted only if it starts with yyyy-m-d. */
  get releaseDate(): Date | undefined {
    return releaseDateOf(this.#attributes);
  }

  get playlistName(): string | undefined {
    return this.#playlistName ?? this.#descriptor.container?.name;
  }

  get playlistArtworkURL(): string | undefined {
    const artwork = this.#descriptor.container?.attributes?.['artwork'] as Artwork | undefined;
    return artwork?.url;
  }

  /** Milliseconds (000 §3 durationInMillis or durationInMilliseconds). */
  get playbackDuration(): number | undefined {
    return durationOf(this.#attributes);
  }

  // --- streams ------------------------------------------------------------------------

  get previewURL(): string | undefined {
    return this.#previewURL ?? previewUrlOf(this.#attributes);
  }

  get assetURL(): string | undefined {
    return this.#assetURL ?? this.#attributes.assetUrl;
  }

  get hasOffersHlsUrl(): boolean {
    return offersHlsUrlOf(this.#attributes) !== undefined;
  }

  get assets(): readonly MediaItemAsset[] {
    return this.#assets;
  }

  get flavor(): string | undefined {
    return this.#flavor;
  }

  get keyURLs(): KeyURLs | undefined {
    return this.#keyURLs;
  }

  get keyPlayStartTime(): number | undefined {
    return this.#descriptor.keyPlayStartTime;
  }
  /** The incumbent's spelling of {@link MediaItemRecord.keyPlayStartTime}. */
  get keyPlaystartTime(): number | undefined {
    return this.keyPlayStartTime;
  }


  get keyServerQueryParameters(): Readonly<Record<string, string>> | undefined {
    return this.#descriptor.keyServerQueryParameters;
  }

  get hlsMetadata(): Readonly<Record<string, unknown>> {
    return this.#hlsMetadata;
  }

  get playbackType(): PlaybackType {
    return this.#playbackType;
  }

  set playbackType(value: PlaybackType) {
    this.#playbackType = value;
  }

  /** The catalogue song id: from the play service, else playParams (catalogId, id), else the id. */
  get songId(): string {
    return this.#playbackItemId ?? this.playParams?.catalogId ?? this.playParams?.id ?? this.#id;
  }

  // --- kinds and flags ----------------------------------------------------------------

  get isLive(): boolean {
    return this.#attributes.isLive === true;
  }

  get isLiveRadioStation(): boolean {
    return this.kind === 'radioStation' && this.isLive;
  }

  /** 000 §3 streamingRadioSubType (Episode). */
  get isRadioEpisode(): boolean {
    return this.#attributes.streamingRadioSubType === 'Episode';
  }

  /** Audio on demand (000 §3 isAOD). */
  get isAOD(): boolean {
    return this.#attributes.isAOD === true;
  }

  get isUTS(): boolean {
    return this.#descriptor.isUTS ?? UTS_KINDS.has(this.kind);
  }

  get isLibrary(): boolean {
    return this.playParams?.isLibrary === true || this.#type.startsWith('library-');
  }

  /** A library (cloud) item: it has a cloud id or library playParams. */
  get isCloudItem(): boolean {
    return this.#cloudId !== undefined || this.isLibrary;
  }

  /** Uploaded by the listener: an uploaded kind, or a cloud id without a catalogue id. */
  get isCloudUpload(): boolean {
    const uploadedKind = this.kind === 'uploadedAudio' || this.kind === 'uploadedVideo';
    return uploadedKind || (this.#cloudId !== undefined && this.playParams?.catalogId === undefined);
  }

  /** 000 §4: live service, event or ebs event. */
  get isLinearStream(): boolean {
    return isLinearStreamKind(this.#type);
  }

  /**
   * Whether a linear (live) stream can be scrubbed: only if its stream capability says so
   * (000 §4). Setting it records that capability once the stream is known.
   */
  get supportsLinearScrubbing(): boolean {
    return this.#supportsLinearScrubbing === true;
  }

  set supportsLinearScrubbing(value: boolean) {
    this.#supportsLinearScrubbing = value;
  }

  /** 002 §3 isAssetScrubbingDisabled: pause and seek are then unavailable (002 §4). */
  get isAssetScrubbingDisabled(): boolean {
    return !canScrub(this.#type, this.#supportsLinearScrubbing);
  }

  /** Writes play-service data into the metadata and stream fields (000 §3 Playback data). */
  protected applyPlaybackData(data: PlaybackData): void {
    this.#attributes = attributesWithPlaybackData(this.#attributes, data);
    if (data.URL !== undefined) this.#assetURL = data.URL;
    if (data.previewURL !== undefined) this.#previewURL = data.previewURL;
    if (data.flavor !== undefined) this.#flavor = data.flavor;
    if (data['cloud-id'] !== undefined) this.#cloudId = data['cloud-id'];
    if (data.playlistName !== undefined) this.#playlistName = data.playlistName;
    if (data.itemId !== undefined) this.#playbackItemId = data.itemId;
    if (data.assets !== undefined) this.#assets = data.assets;
    if (data.keyURLs !== undefined) this.#keyURLs = data.keyURLs;
    if (data.hlsMetadata !== undefined) this.#hlsMetadata = data.hlsMetadata;
  }

  /** 000 §4: removes playParams, previews and trailers (restrict, unsupported). */
  protected stripPlayableData(): void {
    this.#attributes = attributesWithoutPlayableData(this.#attributes);
    this.#previewURL = undefined;
  }
}
