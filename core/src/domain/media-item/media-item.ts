// The media item (000 §3 MediaItem, §4 MediaItem state and Playability; MUSICKIT-SURFACE.md).
// Its data getters are in `media-item-record.ts`; this file holds its behaviour.

import type { Cancel } from '../../ports/scheduler.ts';
import { MediaItemState } from '../enums/media-item-state.enum.ts';
import { isMKError, MKError, toMKError } from '../errors/index.ts';
import { DEFAULT_MEDIA_ITEM_CONTEXT, type MediaItemContext } from './media-item-context.ts';
import type { MediaItemEvents } from './media-item-events.ts';
import { KINDS_NEEDING_PLAY_PARAMS } from './media-item-kinds.ts';
import { isPlayableByKind } from './media-item-playability.policy.ts';
import { MediaItemRecord } from './media-item-record.ts';
import { TERMINAL_MEDIA_ITEM_STATES } from './media-item-state-machine.ts';
import { MediaItemStatus } from './media-item-status.ts';
import type { MediaItemAttributes, MediaItemDescriptor, PlaybackData } from './media-item.types.ts';

/**
 * A song, video, episode or station as the player sees it: metadata read from its attributes,
 * its stream data, and its state (000 §3-§4).
 *
 * `new MediaItem(descriptor)` works with no context (ids from a built-in sequence, no logging,
 * no music movies, no preparer); pass a {@link MediaItemContext} as second argument, or use
 * `MediaItem.withContext(context)` / `MediaItemFactory`, to give it the Random and Logger ports.
 *
 * @example
 * const item = new MediaItem({ id: '1', type: 'songs', attributes: { name: 'Song', playParams: { id: '1', kind: 'song' } } });
 * item.title; // 'Song'
 * item.addEventListener('mediaItemStateDidChange', ({ state }) => render(state));
 */
export class MediaItem extends MediaItemRecord {
  /**
   * A MediaItem class whose `new C(descriptor)` uses `context`: what a composition root
   * exposes as `MusicKit.MediaItem`, so app-built items get the real ports.
   */
  static withContext(context: MediaItemContext): new (descriptor?: MediaItemDescriptor) => MediaItem {
    return class ContextualMediaItem extends MediaItem {
      constructor(descriptor: MediaItemDescriptor = {}) {
        super(descriptor, context);
      }
    };
  }

  readonly #context: MediaItemContext;
  readonly #status: MediaItemStatus;
  #preparing: Promise<void> | undefined;
  #playbackData: PlaybackData | undefined;

  constructor(descriptor: MediaItemDescriptor = {}, context: MediaItemContext = DEFAULT_MEDIA_ITEM_CONTEXT) {
    super(descriptor, context.random);
    this.#context = context;
    this.#status = new MediaItemStatus(this, context.logger);
  }

  /** 000 §4 Playability (the music-movie flag comes from the context). */
  get isPlayable(): boolean {
    return isPlayableByKind({
      type: this.type,
      hasPlayParams: this.playParams !== undefined,
      hasAssetURL: this.assetURL !== undefined,
      hasPreviews: this.previewURL !== undefined,
      isRadioOrAOD: this.isAOD || this.isRadioEpisode,
      musicMoviesEnabled: this.#context.isMusicMoviePlaybackEnabled?.() ?? false,
    });
  }

  /** Ready or playing, or a stream URL is already known. */
  get isPreparedToPlay(): boolean {
    const state = this.#status.state;
    return state === MediaItemState.ready || state === MediaItemState.playing || this.assetURL !== undefined;
  }

  get isRestricted(): boolean {
    return this.#status.state === MediaItemState.restricted;
  }

  get isUnavailable(): boolean {
    return this.#status.state === MediaItemState.unavailable;
  }

  // --- state (000 §4) -----------------------------------------------------------------

  /** The item's state; setting it is the same as {@link MediaItem.transitionTo} (the incumbent exposes a setter). */
  get state(): MediaItemState {
    return this.#status.state;
  }

  set state(next: MediaItemState) {
    this.transitionTo(next);
  }

  /** True in a terminal state (`TERMINAL_MEDIA_ITEM_STATES`): no move leads out but reset. */
  get isInTerminalState(): boolean {
    return TERMINAL_MEDIA_ITEM_STATES.has(this.#status.state);
  }

  /**
   * Moves to `next` under 000 §4: expected moves are silent, 'unknown whether allowed' and
   * 'not supposed to happen' moves are logged and applied, moves out of a terminal state are
   * logged and refused. Fires will-change then did-change. Returns whether the state changed.
   */
  transitionTo(next: MediaItemState): boolean {
    return this.#status.transitionTo(next);
  }

  /** 000 §4: back to none from any state, terminal ones included (a re-initialisation). */
  reset(): void {
    this.#status.force(MediaItemState.none);
  }

  /**
   * 000 §4: content-restricted → restricted, content-unavailable → unavailable, anything
   * else → error.
   */
  updateFromLoadError(error: unknown): void {
    const code = isMKError(error) ? error.errorCode : undefined;
    if (code === MKError.CONTENT_RESTRICTED) this.transitionTo(MediaItemState.restricted);
    else if (code === MKError.CONTENT_UNAVAILABLE) this.transitionTo(MediaItemState.unavailable);
    else this.transitionTo(MediaItemState.error);
  }

  /**
   * 000 §4: sets restricted only if the item is explicit, and then strips playParams,
   * previews and trailers. A clean item is left as it is.
   */
  restrict(): void {
    if (!this.isExplicitItem) return;
    this.stripPlayableData();
    this.transitionTo(MediaItemState.restricted);
  }

  /** 000 §4: sets unsupported and strips playParams, previews and trailers. */
  markUnsupported(): void {
    this.stripPlayableData();
    this.transitionTo(MediaItemState.unsupported);
  }

  /** 000 §3-§4: merges play-service data into the item's metadata; the item becomes ready. */
  mergePlaybackData(data: PlaybackData): void {
    this.#playbackData = data;
    this.applyPlaybackData(data);
    this.transitionTo(MediaItemState.ready);
  }

  /**
   * Fetches and merges playback data through the context's preparer (002 §4 Preparation:
   * loading when it starts, ready when done). A failure maps through
   * {@link MediaItem.updateFromLoadError} and is rethrown as an MKError. Concurrent calls share one
   * preparation; an item already prepared resolves at once.
   */
  prepareToPlay(): Promise<void> {
    if (this.#preparing) return this.#preparing;
    if (this.isPreparedToPlay) return Promise.resolve();
    const preparer = this.#context.preparer;
    if (!preparer) {
      return Promise.reject(new MKError(MKError.CONFIGURATION_ERROR, 'Media item preparation is not configured'));
    }
    this.transitionTo(MediaItemState.loading);
    this.#preparing = preparer(this)
      .then(
        (data) => this.mergePlaybackData(data),
        (error: unknown) => {
          const mkError = toMKError(error, MKError.MEDIA_PLAYBACK);
          this.updateFromLoadError(mkError);
          throw mkError;
        },
      )
      .finally(() => {
        this.#preparing = undefined;
      });
    return this.#preparing;
  }

  // --- the incumbent's convenience getters (v3 typings; docs/compatibility.md) ----------

  /** 000 §4 state loading. */
  get isLoading(): boolean {
    return this.#status.state === MediaItemState.loading;
  }

  /** 000 §4 state playing. */
  get isPlaying(): boolean {
    return this.#status.state === MediaItemState.playing;
  }

  /** 000 §4 state ready. */
  get isReady(): boolean {
    return this.#status.state === MediaItemState.ready;
  }

  /** Playable now: playable by its kind and data, and not in a terminal state. */
  get canPlay(): boolean {
    return this.isPlayable && !this.isInTerminalState;
  }

  get isSong(): boolean {
    return this.kind === 'song';
  }

  get isRadioStation(): boolean {
    return this.kind === 'radioStation';
  }

  /** A station generated from a seed (not a live broadcast). */
  get isAlgoStation(): boolean {
    return this.isRadioStation && !this.isLive;
  }

  /** A live station whose media kind is audio (the default for stations). */
  get isLiveAudioStation(): boolean {
    return this.isLiveRadioStation && this.attributes.mediaKind !== 'video';
  }

  get isLiveVideoStation(): boolean {
    return this.isLiveRadioStation && this.attributes.mediaKind === 'video';
  }

  /** The canonical kind (`'library-songs'` → `'song'`), as the `kind` property. */
  get normalizedType(): string {
    return this.kind;
  }

  /** 000 §4: songs, music videos and music movies play only with playParams. */
  get needsPlayParams(): boolean {
    return KINDS_NEEDING_PLAY_PARAMS.has(this.kind);
  }

  /** The catalogue's purchase offers (`attributes.offers`). */
  get offers(): MediaItemAttributes['offers'] {
    return this.attributes.offers;
  }

  /** The first playable the catalogue lists for the item, when it lists any. */
  get defaultPlayable(): unknown {
    return this.playables?.[0];
  }

  /** True when the item's container (album, playlist, station) carries artwork of its own. */
  get hasContainerArtwork(): boolean {
    const artwork = this.container?.attributes?.['artwork'];
    return typeof artwork === 'object' && artwork !== null;
  }

  /** The play-service data merged last ({@link MediaItem.mergePlaybackData}); setting it merges it. */
  get playbackData(): PlaybackData | undefined {
    return this.#playbackData;
  }

  set playbackData(data: PlaybackData) {
    this.mergePlaybackData(data);
  }

  /** The incumbent's name for {@link MediaItem.markUnsupported}. */
  notSupported(): void {
    this.markUnsupported();
  }

  /** The incumbent's name for {@link MediaItem.reset}. */
  resetState(): void {
    this.reset();
  }

  // --- events -------------------------------------------------------------------------

  /** Listens to `mediaItemStateWillChange` / `mediaItemStateDidChange`; returns an unsubscribe. */
  addEventListener<E extends keyof MediaItemEvents>(
    event: E,
    listener: (payload: MediaItemEvents[E]) => void,
    options?: { readonly once?: boolean },
  ): Cancel {
    return this.#status.on(event, listener, options);
  }

  removeEventListener<E extends keyof MediaItemEvents>(event: E, listener: (payload: MediaItemEvents[E]) => void): void {
    this.#status.off(event, listener);
  }
}
