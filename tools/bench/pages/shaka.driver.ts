/**
 * shaka-player with its own preloading: one Player on one <audio>; the next track is prepared
 * with `player.preload(url)` (manifest and init segment, by shaka's design) and played with
 * `player.load(preloadManager)` at `ended` or on skip. The element has the autoplay attribute,
 * as in shaka's tutorial, so it plays as soon as `load()` has buffered enough.
 */
import shaka from 'shaka-player';
import type { BenchTrack, PageReadiness } from './bench-page.types.ts';
import { createAudioElement, rangesSeconds, type PlayerDriver } from './player-driver.ts';

export class ShakaDriver implements PlayerDriver {
  readonly name = 'shaka';
  readonly #element = createAudioElement('shaka');
  readonly #player: shaka.Player;
  #current: BenchTrack | undefined;
  #next: { readonly track: BenchTrack; readonly manager: shaka.media.PreloadManager | null } | undefined;
  #listeners: ((id: string) => void)[] = [];
  #switching = false;

  constructor() {
    shaka.polyfill.installAll();
    this.#element.autoplay = true;
    this.#player = new shaka.Player();
    // At the end of a track the preloaded one is loaded: shaka's way of playing a queue.
    this.#element.addEventListener('ended', () => {
      if (this.#next && !this.#switching) void this.skipToPreloaded();
    });
  }

  async ready(): Promise<PageReadiness> {
    if (!shaka.Player.isBrowserSupported()) return { ok: false, reason: 'shaka.Player.isBrowserSupported() is false' };
    await this.#player.attach(this.#element);
    return { ok: true };
  }

  /** Shaka takes HLS ClearKey only as KEYFORMAT="identity" (see bench-page.server.ts). */
  #url(track: BenchTrack): string {
    return track.identityMasterUrl ?? track.masterUrl;
  }

  /** ClearKey keys straight from tracks.json (no licence server needed). */
  #configureKeys(track: BenchTrack): void {
    if (track.encrypted && track.keyId && track.key) this.#player.configure({ drm: { clearKeys: { [track.keyId]: track.key } } });
  }

  async start(track: BenchTrack, startSeconds: number, onPlayCalled?: () => void): Promise<void> {
    this.#configureKeys(track);
    this.#setCurrent(track);
    await this.#player.load(this.#url(track), startSeconds);
    onPlayCalled?.();
    if (this.#element.paused) await this.#element.play();
  }

  async preload(track: BenchTrack): Promise<void> {
    this.#configureKeys(track);
    await this.#next?.manager?.destroy();
    const manager = await this.#player.preload(this.#url(track), 0);
    this.#next = { track, manager };
    await manager?.waitForFinish();
  }

  async skipToPreloaded(): Promise<void> {
    const next = this.#next;
    if (!next) throw new Error('nothing preloaded');
    this.#next = undefined;
    this.#switching = true;
    try {
      this.#setCurrent(next.track);
      await this.#player.load(next.manager ?? this.#url(next.track));
      if (this.#element.paused) await this.#element.play();
    } finally {
      this.#switching = false;
    }
  }

  #setCurrent(track: BenchTrack): void {
    this.#current = track;
    for (const listener of this.#listeners) listener(track.id);
  }

  seek(seconds: number): void {
    this.#element.currentTime = seconds;
  }

  setPlaybackRate(rate: number): void {
    this.#element.playbackRate = rate;
  }

  currentTrackId(): string | undefined {
    return this.#current?.id;
  }

  onCurrentChange(listener: (trackId: string) => void): void {
    this.#listeners.push(listener);
  }

  currentSeconds(): number {
    return this.#element.currentTime;
  }

  bufferedSeconds(): number {
    return rangesSeconds(this.#element.buffered);
  }

  async destroy(): Promise<void> {
    await this.#next?.manager?.destroy();
    await this.#player.destroy();
    this.#element.remove();
  }
}
