import type { LibraryClient } from '../domain/api/clients/library.client.ts';
import type { DataApi } from '../services/data-clients/data-api.ts';
import type { FeatureFlags } from '../domain/api/feature-flags.ts';
import type { DeveloperFlags } from '../domain/flags/developer-flags.ts';
import { forwardNowPlayingItemEvents } from './instance-item-events.ts';
import { formattedSeconds, type FormattedDuration } from './formatting.ts';
import type { AccountInfo } from '../services/auth/account-manager.ts';
import type { AudioTrack, TextTrack } from '../domain/tracks/index.ts';
import { forwardTrackEvents } from './instance-tracks.ts';
import { InstancePlaybackState } from './instance-playback-state.ts';
import { offTextTrack } from '../domain/tracks/text-track-list.ts';
import { PlaybackBitrate } from '../domain/enums/index.ts';
import { stationQueueOptionsOf } from '../domain/playback/station-queue-options.ts';
import type { StationQueueOptions } from '../domain/playback/station-queue-options.validator.ts';
import { DEFAULT_PLAYBACK_RATE, DEFAULT_VOLUME, roundProgress, SDK_VERSION } from '../domain/constants/index.ts';
import { EventEmitter } from '../domain/events/event-emitter.ts';
import { AuthorizationStatus, PlaybackStates, PlayerRepeatMode, PlayerShuffleMode, PresentationMode } from '../domain/enums/index.ts';
import { MESSAGES, MKError } from '../domain/errors/index.ts';
import type { MediaItem } from '../domain/media-item/media-item.ts';
import type { PlaybackCapabilities } from '../domain/playback/playback-capabilities.ts';
import { validateQueueOptions, type QueueOptions } from '../domain/playback/queue-options.validator.ts';
import { queueOperationUnsupportedError } from '../domain/errors/index.ts';
import { activeModes, stationOf } from './instance-controllers.ts';
import { seekSecondsFor } from '../domain/playback/seek-steps.policy.ts';
import type { Queue } from '../domain/queue/queue.ts';
import { instanceSettings, shareSessionOf, type InstanceShareSession, type ParticipantSettings } from './instance-share-session.ts';
import type { ShareSessionPlayer } from '../services/share-session/share-session.types.ts';
import type { TimedMetadata } from '../domain/timed-metadata/timed-metadata.ts';
import type { MusicKitInstanceEventName, MusicKitInstanceEvents } from './instance-events.ts';
import { forwardInstanceEvents, type InstanceEventForwarding } from './instance-event-wiring.ts';
import { followAuthorization, type InstanceEmit } from './instance-authorization.ts';
import { attachPlatformServices } from './instance-platform.ts';
import { InstanceAccount } from './instance-account.ts';
import { InstanceLyrics } from './instance-lyrics.ts';
import { LatestQueueCall } from './latest-queue-call.ts';
import type { MusicKitInstanceDependencies } from './musickit-instance.dependencies.ts';

export type { InstancePlatformServices, MusicKitInstanceDependencies } from './musickit-instance.dependencies.ts';
import type { EventListenerLike } from '../domain/events/event-emitter.ts';
import { enumInput, eventNameInput, playbackRateInput, queueIndexInput, seekSecondsInput, trackIdInput, volumeInput } from './instance-input.ts';

const REPEAT_MODES = [PlayerRepeatMode.none, PlayerRepeatMode.one, PlayerRepeatMode.all] as const;
const SHUFFLE_MODES = [PlayerShuffleMode.off, PlayerShuffleMode.songs] as const;
const BITRATES = [PlaybackBitrate.STANDARD, PlaybackBitrate.HIGH] as const;

/**
 * The configured instance apps program against, returned by `MusicKit.configure`: the same names,
 * values and payloads as the incumbent's v3 instance, with typed events and public queue editing.
 * It owns no rules itself: it validates input, then delegates to the controllers (queue,
 * shuffle, repeat, skips, seeks), the player (state, time, volume) and the API.
 *
 * @example
 * const music = await MusicKit.configure({ developerToken });
 * music.addEventListener('playbackStateDidChange', ({ state }) => render(state));
 * await music.setQueue({ album: '1440857781', startWith: 2, startPlaying: true });
 */
export class MusicKitInstance {
  readonly api: DataApi;
  readonly version = SDK_VERSION;
  /** 002 §4 share session, beyond the incumbent's surface: while one is active, volume, modes and skips ask its rules. */
  readonly shareSession: InstanceShareSession;
  /** 000 §5 developer flags (local storage), e.g. `music.developerFlags.set('mk-music-movie-playback', true)`. */
  get developerFlags(): DeveloperFlags | undefined {
    return this.#deps.flags?.developer;
  }

  /** 002 §9 feature flags, from `configure({ features })` ('-name' disables); `isEnabled('api-data-store')`. */
  get featureFlags(): FeatureFlags | undefined {
    return this.#deps.flags?.features;
  }

  /** The listener's account views and links (subscribe view, offers, deeplinks), beyond the incumbent's surface. */
  readonly account: InstanceAccount;
  /** Lyrics display reporting (000 §3-§5), beyond the incumbent's surface. */
  readonly lyrics = new InstanceLyrics();
  readonly #deps: MusicKitInstanceDependencies;
  readonly #events: EventEmitter<MusicKitInstanceEvents>;
  readonly #forwarding: InstanceEventForwarding;
  /** Volume, modes and sink applied as they are; a share session's rules stand in front while active. */
  readonly #settings: ShareSessionPlayer;
  #volume: number = DEFAULT_VOLUME;
  #muted = false;
  #volumeBeforeMute: number = DEFAULT_VOLUME;
  #playbackRate: number = DEFAULT_PLAYBACK_RATE;
  #privateEnabled = false;
  #videoContainerElement: unknown;
  readonly #targets: ReturnType<MusicKitInstanceDependencies['playbackTargets']>;
  readonly #savedState = new InstancePlaybackState(this);
  /** setQueue / setStationQueue: the latest call wins (latest-queue-call.ts). */
  readonly #queueCalls = new LatestQueueCall();
  readonly #ready: Promise<void>;

  /**
   * @internal The core's container builds the instance from its services (`MusicKit.configure`
   * returns it); apps never construct one. Stripped from the published declarations, so the
   * services it is built from stay out of the public types.
   */
  constructor(dependencies: MusicKitInstanceDependencies) {
    this.#deps = dependencies;
    this.api = dependencies.api;
    this.account = new InstanceAccount(dependencies.auth);
    this.#events = new EventEmitter((error, event) => dependencies.logger.log('error', `A ${String(event)} listener threw`, error));
    const volume = { get: () => this.#volume, set: (value: number) => this.#applyVolume(value) };
    // 002 §4: repeat, shuffle and autoplay act on the active controller (a station refuses them).
    this.#settings = instanceSettings(volume, activeModes(dependencies.controllers), dependencies.player);
    this.shareSession = shareSessionOf(dependencies.shareSession(this.#settings));
    this.#forwarding = forwardInstanceEvents(this, dependencies, (event, payload) => this.#events.emit(event, payload));
    const emit: InstanceEmit = (event, payload) => this.#events.emit(event, payload);
    followAuthorization(dependencies, emit, () => this.#applyRestriction());
    attachPlatformServices(dependencies, emit, this.#events);
    forwardTrackEvents(dependencies.tracks, emit);
    this.#targets = dependencies.playbackTargets(emit);
    forwardNowPlayingItemEvents(this.#events);
    this.#ready = dependencies.auth.start().catch((error: unknown) => dependencies.logger.log('warning', 'Sign-in state could not be refreshed at start', error));
  }

  /** Resolves once the stored sign-in has been checked (the auth bridge and storefront, 000 §2). */
  whenReady(): Promise<void> {
    return this.#ready;
  }

  // --- events ---------------------------------------------------------------------------

  /**
   * Listens to an instance event (MusicKit.Events); typed by its name. A function or an object
   * with `handleEvent`; anything else throws INVALID_ARGUMENTS. A listener that throws is
   * reported through the logger and the others still run.
   */
  addEventListener<K extends MusicKitInstanceEventName>(
    name: K,
    listener: EventListenerLike<MusicKitInstanceEvents[K]>,
    options?: { readonly once?: boolean },
  ): void {
    eventNameInput(name);
    this.#events.on(name, listener, options);
    this.#updateDemand();
  }

  removeEventListener<K extends MusicKitInstanceEventName>(name: K, listener: EventListenerLike<MusicKitInstanceEvents[K]>): void {
    this.#events.off(name, listener);
    this.#updateDemand();
  }

  // --- identity and session -------------------------------------------------------------

  get developerToken(): string | undefined {
    return this.#deps.session.developerTokens.current?.token;
  }

  /** The storefront API requests use (`{{storefrontId}}`). */
  get storefrontId(): string {
    return this.#deps.storefront.storefrontId;
  }

  /** The listener's own storefront country (000 §3, lowercase), or the one the app changed to. */
  get storefrontCountryCode(): string {
    return this.#deps.storefront.chosen ?? (this.#deps.auth.storefrontCountryCode || this.storefrontId);
  }

  /** Uses another storefront (a two-letter country catalogue id, e.g. `'gb'`) for catalogue requests; any other value is INVALID_ARGUMENTS. */
  async changeUserStorefront(storefrontId: string): Promise<void> {
    if (typeof storefrontId !== 'string' || !/^[a-z]{2}$/i.test(storefrontId)) throw new MKError(MKError.INVALID_ARGUMENTS, 'changeUserStorefront needs a two-letter storefront id');
    if (this.#deps.storefront.choose(storefrontId)) {
      this.#deps.session.flush();
      this.#events.emit('storefrontIdentifierDidChange', { storefrontIdentifier: this.storefrontId });
      this.#events.emit('storefrontCountryCodeDidChange', { storefrontCountryCode: this.storefrontId });
    }
  }

  get musicUserToken(): string | undefined {
    return this.#deps.auth.musicUserToken;
  }

  get isAuthorized(): boolean {
    return this.#deps.auth.isAuthorized;
  }

  get authorizationStatus(): AuthorizationStatus {
    return this.#deps.auth.authorizationStatus;
  }

  /** 000 §3: the listener must acknowledge the privacy terms (read at sign-in; `needsGDPRDidChange`). */
  get needsGDPR(): boolean {
    return this.#deps.auth.needsGDPR;
  }

  get isRestricted(): boolean {
    return this.#deps.auth.isRestricted || this.queue.isRestricted;
  }

  /**
   * Signs a listener in through the provider's pop-up (000 §4) and resolves with the user token.
   * Call it from a click handler, or the browser blocks the pop-up.
   */
  authorize(): Promise<string> {
    return this.#deps.auth.authorize();
  }

  /** Signs the listener out (000 §4 revoke). */
  unauthorize(): Promise<void> {
    return this.#deps.auth.unauthorize();
  }

  /**
   * Signs in by sending this tab to the provider and back, for pages where a pop-up cannot open
   * (beyond the incumbent's surface). The page that comes back adopts the sign-in at load, and
   * only because this page started it (a one-time nonce in session storage).
   *
   * @example
   * signInButton.onclick = () => music.authorizeByRedirect();
   */
  authorizeByRedirect(): Promise<void> {
    return this.#deps.auth.authorizeByRedirect();
  }

  /** The listener's account (000 §3 'me'). */
  me(): Promise<AccountInfo> {
    return this.#deps.auth.me();
  }

  /** Whether the listener has an active subscription (900 s cache, 000 §9). */
  hasMusicSubscription(): Promise<boolean> {
    return this.#deps.auth.hasMusicSubscription();
  }

  get subscribeURL(): string {
    return this.#deps.auth.subscribeUrls.subscribeURL;
  }

  get subscribeFamilyURL(): string {
    return this.#deps.auth.subscribeUrls.subscribeFamilyURL;
  }

  get subscribeIndividualURL(): string {
    return this.#deps.auth.subscribeUrls.subscribeIndividualURL;
  }

  get subscribeStudentURL(): string {
    return this.#deps.auth.subscribeUrls.subscribeStudentURL;
  }

  /** Adds catalogue items to the listener's library (002 §7; a second add within 1 s: QUOTA_EXCEEDED). */
  async addToLibrary(id: string | readonly string[] | Readonly<Record<string, readonly string[]>>, type?: string): Promise<void> {
    return (await this.#deps.library.get()).add(id as Parameters<LibraryClient['add']>[0], type);
  }

  /**
   * Whether only previews play (no full tracks). A change applies from the next item resolved:
   * what plays keeps playing (and is reported if full).
   */
  get previewOnly(): boolean {
    return this.#deps.settings.previewOnly;
  }

  set previewOnly(value: boolean) {
    this.#deps.settings.previewOnly = Boolean(value);
  }

  /**
   * Whether playback moves on by itself at the end of each item (001 §4 Track end; beyond the
   * incumbent's surface). On by default, so a listener who is not signed in hears the previews
   * of an album one after another (docs/decisions.md). 002 §5: turning it off while a station
   * plays throws 'Continuous playback cannot be disabled for station queues.'
   */
  get continuous(): boolean {
    return this.#deps.controllers.active.continuous;
  }

  set continuous(value: boolean) {
    const controllers = this.#deps.controllers;
    if (controllers.kind === 'continuous') controllers.continuous!.continuous = Boolean(value);
    else controllers.serial.continuous = Boolean(value);
  }

  get privateEnabled(): boolean {
    return this.#privateEnabled;
  }

  set privateEnabled(value: boolean) {
    this.#privateEnabled = Boolean(value);
  }

  // --- queue ----------------------------------------------------------------------------

  get queue(): Queue {
    return this.#deps.controllers.queue;
  }

  get queueIsEmpty(): boolean {
    return this.queue.isEmpty;
  }

  /**
   * Replaces the queue (002 §3 queue options, validated with 002 §5's messages). `startWith`
   * works for every container type; `startPlaying` starts playback.
   */
  setQueue(options: QueueOptions): Promise<Queue> {
    return this.#queueCalls.run((isLatest) => this.#setQueue(options, isLatest));
  }

  async #setQueue(options: QueueOptions, isLatest: () => boolean): Promise<Queue> {
    // 002 §2 station share links (the personal station `me`, genre stations) name their station by a lookup.
    const linked = await this.#deps.content.stationOfLink(options);
    if (linked !== undefined) return this.setStationQueue({ station: linked, ...(options.startPlaying === true ? { startPlaying: true } : {}) });
    // A station (by option or link) plays on the station controller, as setStationQueue does.
    const station = stationQueueOptionsOf(options);
    if (station) return this.setStationQueue(station);
    const validated = validateQueueOptions(options, this.#deps.logger);
    const content = await this.#deps.content.load(validated.source, validated.startWith);
    if (!isLatest()) return this.#overtaken();
    const queue = await this.#deps.controllers.setQueue({
      items: content.items,
      ...(content.startWith === undefined ? {} : { startWith: content.startWith }),
      ...(validated.startTime === undefined ? {} : { startTime: validated.startTime }),
      ...(validated.shuffleMode === undefined ? {} : { shuffleMode: validated.shuffleMode }),
      ...(validated.repeatMode === undefined ? {} : { repeatMode: validated.repeatMode }),
    });
    this.#applyRestriction();
    this.#events.emit('queueIsReady', { items: queue.items });
    if (content.startWith !== undefined) this.#events.emit('queueItemForStartPosition', { item: queue.item(queue.position), position: queue.position });
    if (validated.startPlaying) await this.play();
    return queue;
  }

  /** Plays a station (002 §3 station options: artist, song, station, radioStation, or a url). */
  setStationQueue(options: StationQueueOptions): Promise<Queue> {
    return this.#queueCalls.run((isLatest) => this.#setStationQueue(options, isLatest));
  }

  async #setStationQueue(options: StationQueueOptions, isLatest: () => boolean): Promise<Queue> {
    const validated = await this.#deps.controllers.stationRequest(options);
    if (!isLatest()) return this.#overtaken();
    const queue = await this.#deps.controllers.setStationQueue(stationOf(validated));
    this.#events.emit('queueIsReady', { items: queue.items });
    if (validated.startPlaying) await this.play();
    return queue;
  }

  /**
   * Inserts items right after the current one (`clear` empties the rest of the queue first).
   * 002 §4, §8: while a station plays, UNSUPPORTED_ERROR 'Inserting into the Queue is not
   * supported…', before any request.
   */
  async playNext(options: QueueOptions, clear = false): Promise<void> {
    this.#refuseStationEdit('insert');
    const items = await this.#itemsOf(options);
    this.#refuseStationEdit('insert');
    if (clear) await this.#removeAfterCurrent();
    this.queue.insertAt(Math.max(0, this.queue.position + 1), items);
  }

  /** Appends items at the end of the queue (a station: 'Appending to the Queue is not supported…'). */
  async playLater(options: QueueOptions): Promise<void> {
    this.#refuseStationEdit('append');
    const items = await this.#itemsOf(options);
    this.#refuseStationEdit('append');
    this.queue.append(items);
  }

  /** Inserts items at `index` (a station: 'Inserting into the Queue is not supported…'). */
  async playAt(index: number, options: QueueOptions): Promise<void> {
    const invalidIndex = queueIndexInput(index, 'playAt');
    if (invalidIndex) throw invalidIndex;
    this.#refuseStationEdit('insert');
    const items = await this.#itemsOf(options);
    this.#refuseStationEdit('insert');
    this.queue.insertAt(index, items);
  }

  /** Stops and empties the queue (a station: 'Clearing the Queue is not supported…', 002 §8). */
  async clearQueue(): Promise<void> {
    const controllers = this.#deps.controllers;
    if (controllers.kind === 'continuous') return controllers.continuous!.clearQueue();
    return controllers.serial.clearQueue();
  }

  /** 002 §4: stations have no skip to item; the call is then ignored (resolves undefined). */
  async changeToMediaAtIndex(index: number): Promise<MediaItem | undefined> {
    const invalidIndex = queueIndexInput(index, 'changeToMediaAtIndex');
    if (invalidIndex) throw invalidIndex;
    if (!this.#skipsToItems()) return undefined;
    return this.#deps.controllers.serial.changeToMediaAtIndex(index);
  }

  async changeToMediaItem(itemOrId: MediaItem | string): Promise<MediaItem | undefined> {
    if (typeof itemOrId !== 'string' && (typeof itemOrId !== 'object' || itemOrId === null)) {
      throw new MKError(MKError.INVALID_ARGUMENTS, 'Invalid item');
    }
    if (!this.#skipsToItems()) return undefined;
    return this.#deps.controllers.serial.changeToMediaItem(itemOrId);
  }

  /**
   * Fetches an item's playback data ahead of playing it (v3 `prepareToPlay`; 002 §4 Preparation):
   * the full track's for a subscriber, else the preview. Default: the item playing now.
   *
   * @example
   * await music.prepareToPlay(music.queue.item(1));
   */
  async prepareToPlay(item: MediaItem | undefined = this.nowPlayingItem): Promise<void> {
    if (typeof (item as { prepareToPlay?: unknown } | undefined)?.prepareToPlay !== 'function') throw new MKError(MKError.INVALID_ARGUMENTS, 'prepareToPlay needs a MediaItem');
    await item!.prepareToPlay();
  }

  // --- transport ------------------------------------------------------------------------

  get playbackState(): PlaybackStates {
    return this.#deps.player.state;
  }

  get isPlaying(): boolean {
    return this.playbackState === PlaybackStates.playing;
  }

  /**
   * The queue's current item: the controllers move the position before the engine loads the
   * item, so this is already the new item when `queuePositionDidChange` fires.
   */
  get nowPlayingItem(): MediaItem | undefined {
    return this.queue.currentItem ?? this.#deps.engine.nowPlayingItem;
  }

  get nowPlayingItemIndex(): number {
    return this.queue.position;
  }

  play(): Promise<void> {
    const item = this.nowPlayingItem;
    this.#deps.platform?.clickToPlay?.playInitiated({ isLive: item?.isLiveRadioStation ?? false });
    return this.#deps.controllers.active.play().catch((error: unknown) => {
      // 002 §5 'NO DRM' is the incumbent's drmUnsupported too (issue 16).
      if (error instanceof MKError && error.message === MESSAGES.noDrm) this.#events.emit('drmUnsupported', error);
      throw error;
    });
  }

  pause(): Promise<void> {
    return this.#deps.controllers.active.pause();
  }

  stop(): Promise<void> {
    return this.#deps.controllers.active.stop();
  }

  /** 002 §4: a share-session participant's skips go to the session instead. */
  async skipToNextItem(): Promise<void> {
    if (await this.shareSession.rules?.skipToNextItem()) return;
    await this.#deps.controllers.active.skipToNextItem();
  }

  /** 002 §4: stations have no previous item; only a serial queue steps back. */
  async skipToPreviousItem(): Promise<void> {
    if (await this.shareSession.rules?.skipToPreviousItem()) return;
    if (this.#deps.controllers.kind === 'serial') await this.#deps.controllers.serial.skipToPreviousItem({ userInitiated: true });
  }

  seekToTime(seconds: number): Promise<void> {
    const invalidSeconds = seekSecondsInput(seconds);
    if (invalidSeconds) return Promise.reject(invalidSeconds);
    return this.#deps.controllers.active.seekToTime(seconds);
  }

  seekForward(): Promise<void> {
    return this.#deps.controllers.active.seekForward();
  }

  seekBackward(): Promise<void> {
    return this.#deps.controllers.active.seekBackward();
  }

  /** The seek steps for the item playing (001 §9 seek steps). */
  get seekSeconds(): { readonly BACK: number; readonly FORWARD: number } {
    return seekSecondsFor(this.nowPlayingItem);
  }

  get currentPlaybackTime(): number {
    // Issue 19: a queue set with a startTime (a restored one) is at that time until it plays.
    const ahead = this.#deps.engine.nowPlayingItem ? undefined : this.#deps.controllers.active.startTimeAhead;
    return ahead ?? this.#deps.engine.currentPlaybackTime;
  }

  get currentPlaybackDuration(): number {
    // Issue 19: before the queue's item plays (a restored queue), its own duration.
    const waiting = this.#deps.engine.nowPlayingItem ? undefined : this.queue.currentItem?.playbackDuration;
    if (waiting !== undefined) return waiting / 1000;
    return this.#deps.engine.currentPlaybackDuration;
  }

  /** The duration playing as hours and minutes (v3 `formattedCurrentPlaybackDuration`). */
  get formattedCurrentPlaybackDuration(): FormattedDuration {
    return formattedSeconds(this.currentPlaybackDuration);
  }

  /** Whether this browser can play encrypted (DRM) media: full tracks need it (v3 `canSupportDRM`). */
  get canSupportDRM(): boolean {
    return this.#deps.environment.supportsEncryptedMedia;
  }

  /**
   * The incumbent's v1 `player`, which v3 apps still reach through: the instance has every
   * member the player had, so it is the instance itself.
   */
  get player(): this {
    return this;
  }

  /** A remote device (AirPlay, Cast) can play what plays here (v3 `playbackTargetAvailable`). */
  get playbackTargetAvailable(): boolean {
    return this.#targets.current?.available ?? false;
  }

  /**
   * Opens the browser's AirPlay / Cast picker for the element that plays (v3
   * `showPlaybackTargetPicker`); call it from a click. Rejects with an MKError UNSUPPORTED_ERROR
   * where nothing here can play remotely (see docs/compatibility.md).
   */
  showPlaybackTargetPicker(): Promise<void> {
    return this.#targets.get().then((targets) => targets.showPicker());
  }

  /** 001 §2: how the video that plays is shown (`PresentationMode.inline` unless it is in picture-in-picture). */
  get presentationMode(): PresentationMode {
    return this.#targets.current?.presentationMode ?? PresentationMode.inline;
  }

  /** The video that plays can go picture-in-picture (a video plays, and the browser and page allow it). */
  get pictureInPictureAvailable(): boolean {
    // The targets' code loads once the first play is answered (issue 17), after that play's
    // `playing` event, on which apps read this again: until then the sink that plays answers.
    return this.#targets.current?.pictureInPictureAvailable ?? this.#deps.player.currentSink?.presentation?.pictureInPictureAvailable ?? false;
  }

  /**
   * Shows the video that plays in the browser's picture-in-picture window (001 §2); call it from a
   * click. Rejects with an MKError UNSUPPORTED_ERROR when `pictureInPictureAvailable` is false.
   *
   * @example
   * pipButton.hidden = !music.pictureInPictureAvailable;
   * pipButton.onclick = () => music.requestPictureInPicture();
   */
  requestPictureInPicture(): Promise<void> {
    return this.#targets.get().then((targets) => targets.setPresentationMode('pictureinpicture'));
  }

  /** Brings the video back from picture-in-picture into its container; resolves at once when it is not there. */
  exitPictureInPicture(): Promise<void> {
    return this.#targets.get().then((targets) => targets.setPresentationMode('inline'));
  }

  /** v3: keeps the volume, repeat, shuffle and autoplay (and writes the kept queue now); see instance-playback-state.ts. */
  savePlaybackState(): void {
    this.#savedState.save();
  }

  /** v3: sets the saved settings back at once; resolves once the kept queue is set again (when nothing is queued). */
  restorePlaybackState(): Promise<void> {
    return this.#savedState.restore();
  }

  get currentPlaybackTimeRemaining(): number {
    return Math.max(0, this.currentPlaybackDuration - this.currentPlaybackTime);
  }

  /** 0..1, rounded to two decimals (000 §9 player progress). */
  get currentPlaybackProgress(): number {
    const duration = this.currentPlaybackDuration;
    return duration > 0 ? roundProgress(this.currentPlaybackTime / duration, 'player') : 0;
  }

  /** 0..1 in whole percent (000 §9 buffered progress). */
  get currentBufferedProgress(): number {
    const duration = this.currentPlaybackDuration;
    return duration > 0 ? Math.min(1, roundProgress(this.#deps.player.bufferedEnd / duration, 'buffered')) : 0;
  }

  // --- volume, rate and modes -----------------------------------------------------------

  /**
   * The volume, 0..1. Setting clamps to 0..1; a value that is not a finite number is
   * INVALID_ARGUMENTS. In a share session that does not let participants change it, setting is
   * ignored with a warning (002 §4).
   */
  get volume(): number {
    return this.#volume;
  }

  set volume(value: number) {
    this.#participant().setVolume(volumeInput(value));
  }

  /** As the incumbent: the volume reads 0 while muted, and `unmute()` restores the volume before. */
  mute(): void {
    if (this.#muted) return;
    this.#volumeBeforeMute = this.#volume;
    this.#muted = true;
    this.#deps.player.setMuted(true);
    this.#participant().setVolume(0);
  }

  unmute(): void {
    if (!this.#muted) return;
    this.#muted = false;
    this.#deps.player.setMuted(false);
    this.#participant().setVolume(this.#volumeBeforeMute);
  }

  /** The playback rate. Setting clamps to 1/16..16 (what media elements accept); a value that is not a number above 0 is INVALID_ARGUMENTS. */
  get playbackRate(): number {
    return this.#playbackRate;
  }

  set playbackRate(value: number) {
    const rate = playbackRateInput(value);
    this.#playbackRate = rate;
    this.#deps.player.setPlaybackRate(rate);
    this.#events.emit('playbackRateDidChange', { playbackRate: rate });
  }

  /** The repeat mode. Setting a value that is not a repeat mode is INVALID_ARGUMENTS; a change a share session forbids is ignored (002 §4). */
  get repeatMode(): PlayerRepeatMode {
    return this.#settings.read().repeatMode;
  }

  set repeatMode(mode: PlayerRepeatMode) {
    this.#participant().setRepeatMode(enumInput(REPEAT_MODES, mode, 'repeatMode'));
  }

  /** The shuffle mode. Setting a value that is not a shuffle mode is INVALID_ARGUMENTS. */
  get shuffleMode(): PlayerShuffleMode {
    return this.#settings.read().shuffleMode;
  }

  set shuffleMode(mode: PlayerShuffleMode) {
    this.#participant().setShuffleMode(enumInput(SHUFFLE_MODES, mode, 'shuffleMode'));
  }

  /** Whether autoplay continues after the queue ends. Setting it in a share session that does not let participants change it is ignored with a warning (002 §4). */
  get autoplayEnabled(): boolean {
    return this.#settings.read().autoplayEnabled;
  }

  set autoplayEnabled(value: boolean) {
    // Read as a boolean, as previewOnly and privateEnabled are (docs/decisions.md, public API input).
    this.#participant().setAutoplayEnabled(Boolean(value));
  }

  // --- audio and text tracks (001 §3-§4) ---------------------------------------------

  /** The item's audio renditions. */
  get audioTracks(): readonly AudioTrack[] {
    return this.#deps.tracks.current?.audioTracks ?? [];
  }

  /** The subtitle tracks, the synthetic Off entry (id -2) first. */
  get textTracks(): readonly TextTrack[] {
    return this.#deps.tracks.current?.textTracks ?? [];
  }

  /** The audio rendition playing. Setting selects one; the choice is remembered (local storage key mk-audio-track). */
  get currentAudioTrack(): AudioTrack | undefined {
    return this.#deps.tracks.current?.currentAudioTrack;
  }

  set currentAudioTrack(track: AudioTrack | number | undefined) {
    if (track === undefined) return;
    this.#deps.tracks.current?.selectAudioTrack(trackIdInput(track, false) as number);
  }

  /** The subtitle track shown. Setting selects a track, Off (id -2) or 'auto'; the choice is remembered (local storage key mk-text-track). */
  get currentTextTrack(): TextTrack {
    return this.#deps.tracks.current?.currentTextTrack ?? offTextTrack('showing');
  }

  set currentTextTrack(track: TextTrack | number | 'auto') {
    const request = trackIdInput(track, true);
    // Before the service runs no id matches; 'auto' (forget the saved choice) starts it.
    if (request === 'auto') this.#deps.tracks.use((tracks) => tracks.selectTextTrack(request));
    else this.#deps.tracks.current?.selectTextTrack(request);
  }

  /** The forced subtitles shown under Off for the audio language, if any. */
  get forcedTextTrack(): TextTrack | null {
    return this.#deps.tracks.current ? this.#deps.tracks.current.forcedTextTrack : null;
  }

  /** The configured bitrate (PlaybackBitrate: 64 or 256; 000 §9). Setting another value is INVALID_ARGUMENTS; full tracks prepared from then on use the new one (002 §9). */
  get bitrate(): PlaybackBitrate {
    return this.#deps.settings.bitrate;
  }

  set bitrate(input: PlaybackBitrate) {
    const value = enumInput(BITRATES, input, 'bitrate');
    if (value === this.#deps.settings.bitrate) return;
    this.#deps.settings.bitrate = value;
    this.#events.emit('playbackBitrateDidChange', { bitrate: value });
  }

  /** Where videos play (001 §2: a container element on the page); opaque to the core. */
  get videoContainerElement(): unknown {
    return this.#videoContainerElement;
  }

  set videoContainerElement(element: unknown) {
    if (element === this.#videoContainerElement) return;
    this.#videoContainerElement = element;
    this.#deps.player.videoContainerChanged();
  }

  /** Shows `element` (the video container by default) full screen. */
  async requestFullscreen(element: unknown = this.#videoContainerElement): Promise<void> {
    const target = element as { requestFullscreen?: () => Promise<void> } | null | undefined;
    if (typeof target?.requestFullscreen !== 'function') throw new MKError(MKError.INVALID_ARGUMENTS, 'requestFullscreen needs an element that can go full screen');
    await target.requestFullscreen();
  }

  /** Leaves full screen (through the document that owns the video container). */
  async exitFullscreen(): Promise<void> {
    const owner = (this.#videoContainerElement as { ownerDocument?: { fullscreenElement?: unknown; exitFullscreen?: () => Promise<void> } } | undefined)?.ownerDocument;
    if (owner?.fullscreenElement && typeof owner.exitFullscreen === 'function') await owner.exitFullscreen();
  }

  /** What is on air on the live station playing (001 §3 Timed metadata); undefined off air. */
  get timedMetadata(): TimedMetadata | undefined {
    return this.#deps.liveRadio?.current?.timedMetadata;
  }

  get capabilities(): PlaybackCapabilities {
    return this.#deps.controllers.active.capabilities;
  }

  /** The backend playing now ('mse-audio', 'hlsjs', ...): which engine a page actually uses. */
  get playbackBackend(): string | null {
    return this.#deps.player.backendId;
  }

  /** Stops playback and releases every resource (elements, listeners). */
  async cleanup(): Promise<void> {
    await this.stop();
    this.#forwarding.stop();
    this.#deps.player.destroy();
  }

  /** A queue call a later one overtook: the queue in force once the latest has settled. */
  async #overtaken(): Promise<Queue> {
    await this.#queueCalls.latestSettled();
    return this.queue;
  }

  /** 002 §4: the session's rules while a share session is active (they may refuse), else the settings themselves. */
  #participant(): ParticipantSettings {
    return this.shareSession.rules ?? this.#settings;
  }

  /** 002 §4, §8: a station's queue cannot be edited (checked again once the items loaded: a station may have started meanwhile). */
  #refuseStationEdit(operation: 'append' | 'insert'): void {
    if (this.#deps.controllers.kind === 'continuous') throw queueOperationUnsupportedError(operation);
  }

  /** 002 §4: stations have no skip to item (the call is ignored, as a missing capability is). */
  #skipsToItems(): boolean {
    return this.#deps.controllers.kind === 'serial';
  }

  #applyVolume(volume: number): void {
    this.#volume = volume;
    this.#deps.player.setVolume(volume);
    this.#events.emit('playbackVolumeDidChange', { volume, muted: this.#muted });
  }

  #updateDemand(): void {
    this.#forwarding.setQueueItemsWanted(this.#events.listenerCount('queueItemsDidChange') > 0);
  }

  /**
   * 002 §6: an authorized listener with restrictions gets restricted queues (explicit items
   * removed, 001 §4 Queue position); 'Content restricted' when nothing is left is the caller's.
   * The restriction is the listener's: it is lifted on sign-out and for a listener without one.
   */
  #applyRestriction(): void {
    const queue = this.#deps.controllers.serial.queue;
    if (this.#deps.auth.isRestricted && !queue.isRestricted && !queue.isEmpty) queue.isRestricted = true;
    // A listener without restrictions (signed out, or another one) no longer has the queue filtered.
    else if (!this.#deps.auth.isRestricted && queue.isRestricted) queue.isRestricted = false;
  }

  async #itemsOf(options: QueueOptions): Promise<ReadonlyArray<MediaItem | object>> {
    const validated = validateQueueOptions(options, this.#deps.logger);
    return (await this.#deps.content.load(validated.source)).items;
  }

  async #removeAfterCurrent(): Promise<void> {
    const queue = this.queue;
    for (let index = queue.length - 1; index > queue.position; index--) queue.remove(index);
  }
}
