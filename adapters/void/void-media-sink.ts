import { EventEmitter, VOID_PLAYER_TICK_MS } from '@mediakit/core';
import type { Cancel, Clock, MediaSink, MediaSinkEvents, PlaybackSource, Scheduler } from '@mediakit/core';

export interface VoidMediaSinkOptions {
  readonly clock: Clock;
  readonly scheduler: Scheduler;
}

/**
 * The silent placeholder player (001 §1, §4 Void player): plays nothing, fetches nothing, and
 * moves time on so a share-session participant's queue and progress advance with the session.
 * It ticks every 1 s and each tick advances time by the wall-clock time since the last one, never
 * less than 1 s (001 §4): a background tab whose timers are throttled still catches up.
 */
export class VoidMediaSink implements MediaSink {
  readonly id = 'void';
  readonly #events = new EventEmitter<MediaSinkEvents>();
  readonly #clock: Clock;
  readonly #scheduler: Scheduler;
  #source: PlaybackSource | null = null;
  #time = 0;
  #duration = Number.NaN;
  #volume = 1;
  #muted = false;
  #rate = 1;
  #ticking: Cancel | null = null;
  #lastTick = 0;

  constructor(options: VoidMediaSinkOptions) {
    this.#clock = options.clock;
    this.#scheduler = options.scheduler;
  }

  async load(source: PlaybackSource): Promise<void> {
    this.#stop();
    this.#source = source;
    // It reads no media, so the length is the provider's (001 §3 playbackDuration); unknown: open-ended.
    this.#duration = source.durationHint !== undefined && source.durationHint > 0 ? source.durationHint : Number.POSITIVE_INFINITY;
    this.#time = Math.min(Math.max(0, source.startTime ?? 0), this.#duration);
    this.#events.emit('durationchange', { duration: this.#duration });
    this.#events.emit('timeupdate', { currentTime: this.#time });
  }

  async play(): Promise<void> {
    if (!this.#source || this.#ticking) return;
    if (this.#time >= this.#duration) this.#time = 0;
    this.#lastTick = this.#clock.now();
    this.#ticking = this.#scheduler.setInterval(() => this.#tick(), VOID_PLAYER_TICK_MS);
    this.#events.emit('playing', undefined);
  }

  pause(): void {
    if (!this.#ticking) return;
    this.#stop();
    this.#events.emit('paused', undefined);
  }

  seek(seconds: number): void {
    if (!this.#source) return;
    this.#time = Math.min(Math.max(0, seconds), this.#duration);
    this.#lastTick = this.#clock.now();
    this.#events.emit('timeupdate', { currentTime: this.#time });
  }

  setVolume(volume: number): void {
    this.#volume = volume;
    this.#events.emit('volumechange', { volume, muted: this.#muted });
  }

  setMuted(muted: boolean): void {
    this.#muted = muted;
    this.#events.emit('volumechange', { volume: this.#volume, muted });
  }

  setPlaybackRate(rate: number): void {
    this.#rate = rate;
    this.#events.emit('ratechange', { rate });
  }

  get currentTime(): number {
    return this.#time;
  }

  get duration(): number {
    return this.#duration;
  }

  /** Nothing is buffered, and nothing needs to be: everything "up to" the playhead counts. */
  get bufferedEnd(): number {
    return this.#time;
  }

  on<E extends keyof MediaSinkEvents>(event: E, listener: (payload: MediaSinkEvents[E]) => void): Cancel {
    return this.#events.on(event, listener);
  }

  destroy(): void {
    this.#stop();
    this.#source = null;
  }

  #tick(): void {
    const now = this.#clock.now();
    const elapsed = (now - this.#lastTick) / 1000;
    this.#lastTick = now;
    // 001 §4: at least 1 s per tick, whatever the rate or a late timer says.
    this.#time = Math.min(this.#time + Math.max(1, elapsed * this.#rate), this.#duration);
    this.#events.emit('timeupdate', { currentTime: this.#time });
    if (this.#time >= this.#duration) {
      this.#stop();
      this.#events.emit('ended', undefined);
    }
  }

  #stop(): void {
    this.#ticking?.();
    this.#ticking = null;
  }
}
