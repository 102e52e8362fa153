/**
 * hls.js as an application would use it for a music queue: one `Hls` instance and one <audio>
 * per track (hls.js plays one source per instance and has no queue or preloading API). The
 * next track is loaded ahead on its own element and instance, buffered, and started at `ended`
 * or on skip; this is the best hls.js can do without gapless support, so the comparison does
 * not handicap it. play() is called at MANIFEST_PARSED, as hls.js's documentation shows.
 */
import Hls, { Events, type HlsConfig } from 'hls.js';
import type { BenchTrack, PageReadiness } from './bench-page.types.ts';
import { createAudioElement, rangesSeconds, type PlayerDriver } from './player-driver.ts';

interface Slot {
  readonly track: BenchTrack;
  readonly element: HTMLAudioElement;
  readonly hls: Hls;
}

let elementCount = 0;

function configFor(track: BenchTrack, startSeconds: number): Partial<HlsConfig> {
  const base: Partial<HlsConfig> = { startPosition: startSeconds, enableWorker: true };
  if (!track.encrypted || !track.licenseUrl) return base;
  return { ...base, emeEnabled: true, drmSystems: { 'org.w3.clearkey': { licenseUrl: track.licenseUrl } } };
}

export class HlsjsDriver implements PlayerDriver {
  readonly name = 'hlsjs';
  #current: Slot | undefined;
  #next: Slot | undefined;
  #nextReady: Promise<void> | undefined;
  #listeners: ((id: string) => void)[] = [];
  #rate = 1;

  async ready(): Promise<PageReadiness> {
    return Hls.isSupported() ? { ok: true } : { ok: false, reason: 'Hls.isSupported() is false' };
  }

  #open(track: BenchTrack, startSeconds: number): Slot {
    const element = createAudioElement(`hlsjs-${++elementCount}`);
    const hls = new Hls(configFor(track, startSeconds));
    hls.attachMedia(element);
    hls.loadSource(track.masterUrl);
    return { track, element, hls };
  }

  async start(track: BenchTrack, startSeconds: number, onPlayCalled?: () => void): Promise<void> {
    this.#close(this.#current);
    const slot = this.#open(track, startSeconds);
    this.#adopt(slot);
    await new Promise<void>((resolve, reject) => {
      slot.hls.once(Events.MANIFEST_PARSED, () => {
        onPlayCalled?.();
        slot.element.play().then(resolve, reject);
      });
      slot.hls.on(Events.ERROR, (_e, data) => {
        if (data.fatal) reject(new Error(`hls.js: ${data.details}`));
      });
    });
  }

  async preload(track: BenchTrack): Promise<void> {
    this.#close(this.#next);
    const slot = this.#open(track, 0);
    this.#next = slot;
    this.#nextReady = new Promise<void>((resolve, reject) => {
      slot.hls.once(Events.FRAG_BUFFERED, () => resolve());
      slot.hls.on(Events.ERROR, (_e, data) => {
        if (data.fatal) reject(new Error(`hls.js: ${data.details}`));
      });
    });
    await this.#nextReady;
  }

  async skipToPreloaded(): Promise<void> {
    const next = this.#next;
    if (!next) throw new Error('nothing preloaded');
    this.#next = undefined;
    const previous = this.#current;
    previous?.element.pause();
    this.#adopt(next);
    next.element.playbackRate = this.#rate;
    await next.element.play();
    this.#close(previous);
  }

  #adopt(slot: Slot): void {
    this.#current = slot;
    slot.element.playbackRate = this.#rate;
    // At the end of a track the preloaded one starts: hls.js's way of playing a queue.
    slot.element.addEventListener('ended', () => {
      if (this.#current === slot && this.#next) void this.skipToPreloaded();
    });
    for (const listener of this.#listeners) listener(slot.track.id);
  }

  #close(slot: Slot | undefined): void {
    if (!slot) return;
    slot.hls.destroy();
    slot.element.remove();
  }

  seek(seconds: number): void {
    if (this.#current) this.#current.element.currentTime = seconds;
  }

  setPlaybackRate(rate: number): void {
    this.#rate = rate;
    if (this.#current) this.#current.element.playbackRate = rate;
  }

  currentTrackId(): string | undefined {
    return this.#current?.track.id;
  }

  onCurrentChange(listener: (trackId: string) => void): void {
    this.#listeners.push(listener);
  }

  currentSeconds(): number {
    return this.#current?.element.currentTime ?? 0;
  }

  bufferedSeconds(): number {
    return [this.#current, this.#next].reduce((sum, slot) => sum + (slot ? rangesSeconds(slot.element.buffered) : 0), 0);
  }

  async destroy(): Promise<void> {
    this.#close(this.#current);
    this.#close(this.#next);
    this.#current = undefined;
    this.#next = undefined;
  }
}
