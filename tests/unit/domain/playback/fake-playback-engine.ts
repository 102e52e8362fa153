// A scriptable PlaybackEngine for controller tests (one fake per engine, after shaka's fake_*).
import { EventEmitter } from '../../../../core/src/domain/events/index.ts';
import { PlayActivityEndReasonType, PlaybackStates } from '../../../../core/src/domain/enums/index.ts';
import type { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import type {
  EnginePlayOptions,
  EngineStopOptions,
  PlaybackEngine,
  PlaybackEngineEvents,
} from '../../../../core/src/domain/playback/index.ts';

export class FakePlaybackEngine implements PlaybackEngine {
  playbackState = PlaybackStates.none;
  nowPlayingItem: MediaItem | undefined;
  currentPlaybackTime = 0;
  currentPlaybackDuration = 0;
  /** Every call, in order, as short strings ('play 1', 'stop TRACK_SKIPPED_FORWARDS', ...). */
  readonly calls: string[] = [];
  /** When set, prepareNext rejects with it. */
  prepareNextError: unknown;
  /**
   * When set, play fails with `error`: before the source reached the player (`keepsPrevious`:
   * what played goes on) or after (the player stopped).
   */
  playFailure: { readonly error: unknown; readonly keepsPrevious: boolean } | undefined;
  /** When set, play waits for this promise (to test serialization). */
  playGate: Promise<void> | undefined;
  readonly #events = new EventEmitter<PlaybackEngineEvents>();

  get isPlaying(): boolean {
    return this.playbackState === PlaybackStates.playing;
  }

  async play(item: MediaItem, options: EnginePlayOptions): Promise<boolean> {
    this.calls.push(`play ${item.id}${options.startTime ? ` @${options.startTime}` : ''}`);
    if (this.playGate) await this.playGate;
    if (this.playFailure) {
      if (!this.playFailure.keepsPrevious) {
        this.nowPlayingItem = item;
        this.playbackState = PlaybackStates.stopped;
      }
      throw this.playFailure.error;
    }
    this.nowPlayingItem = item;
    this.playbackState = PlaybackStates.playing;
    this.currentPlaybackTime = options.startTime ?? 0;
    this.currentPlaybackDuration = (item.playbackDuration ?? 0) / 1000;
    return true;
  }

  async resume(): Promise<void> {
    this.calls.push('resume');
    this.playbackState = PlaybackStates.playing;
  }

  async pause(): Promise<void> {
    this.calls.push('pause');
    this.playbackState = PlaybackStates.paused;
  }

  async stop(options: EngineStopOptions): Promise<void> {
    this.calls.push(`stop ${PlayActivityEndReasonType[options.endReason]}`);
    this.nowPlayingItem = undefined;
    this.playbackState = PlaybackStates.stopped;
  }

  async complete(): Promise<void> {
    this.calls.push('complete');
    this.nowPlayingItem = undefined;
    this.playbackState = PlaybackStates.completed;
  }

  async seekToTime(seconds: number): Promise<void> {
    this.calls.push(`seek ${seconds}`);
    this.currentPlaybackTime = seconds;
  }

  /** Items a queue was set to start with (prepareAhead), kept apart from `calls`. */
  readonly preparedAhead: string[] = [];

  prepareAhead(item: MediaItem | undefined, startTime?: number): void {
    this.preparedAhead.push(item === undefined ? '-' : startTime === undefined ? item.id : `${item.id} @${startTime}`);
  }

  async prepareNext(item: MediaItem | undefined): Promise<void> {
    this.calls.push(`prepareNext ${item?.id ?? '-'}`);
    if (this.prepareNextError !== undefined) throw this.prepareNextError;
  }

  on<E extends keyof PlaybackEngineEvents>(event: E, listener: (payload: PlaybackEngineEvents[E]) => void): () => void {
    return this.#events.on(event, listener);
  }

  // --- drivers for tests -----------------------------------------------------------------

  /** The current item plays to its end. */
  end(): void {
    const item = this.nowPlayingItem;
    if (!item) throw new Error('nothing is playing');
    this.playbackState = PlaybackStates.ended;
    this.#events.emit('itemDidEnd', { item });
  }

  /** Playback time reaches `seconds`. */
  tick(seconds: number): void {
    this.currentPlaybackTime = seconds;
    this.#events.emit('timeDidChange', { currentTime: seconds, duration: this.currentPlaybackDuration });
  }

  /** A gapless hand-over to `to`. */
  transition(to: MediaItem): void {
    const from = this.nowPlayingItem;
    if (!from) throw new Error('nothing is playing');
    this.nowPlayingItem = to;
    this.currentPlaybackTime = 0;
    this.currentPlaybackDuration = (to.playbackDuration ?? 0) / 1000;
    this.#events.emit('seamlessTransition', { from, to });
  }

  listenerCount(event: keyof PlaybackEngineEvents): number {
    return this.#events.listenerCount(event);
  }
}
