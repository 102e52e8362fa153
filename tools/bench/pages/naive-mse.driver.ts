/**
 * The naive single-SourceBuffer player: each track's init and segments appended after the
 * previous one with `timestampOffset = buffered.end` (MEDIA-FACTS, first row of the gapless
 * table). No trimming of priming or padding, no removal of played data: what a first attempt
 * at "gapless through MSE" looks like, and the baseline MediaKit's splice rule must beat.
 */
import type { BenchTrack, PageReadiness } from './bench-page.types.ts';
import { createAudioElement, once, rangesSeconds, type PlayerDriver } from './player-driver.ts';

const MIME = 'audio/mp4; codecs="mp4a.40.2"';

interface Placed {
  readonly track: BenchTrack;
  /** Where the track starts on the element's timeline. */
  readonly offset: number;
}

export class NaiveMseDriver implements PlayerDriver {
  readonly name = 'naiveMse';
  readonly #element = createAudioElement('naive-mse');
  #buffer: SourceBuffer | undefined;
  #placed: Placed[] = [];
  #current: Placed | undefined;
  #skipTarget: Placed | undefined;
  #listeners: ((id: string) => void)[] = [];
  #timer: ReturnType<typeof setInterval> | undefined;
  #appending: Promise<void> = Promise.resolve();

  async ready(): Promise<PageReadiness> {
    return MediaSource.isTypeSupported(MIME) ? { ok: true } : { ok: false, reason: `${MIME} is not supported` };
  }

  async start(track: BenchTrack, startSeconds: number, onPlayCalled?: () => void): Promise<void> {
    const source = new MediaSource();
    this.#element.src = URL.createObjectURL(source);
    await once(source, 'sourceopen');
    this.#buffer = source.addSourceBuffer(MIME);
    this.#placed = [];
    await this.#append(track);
    this.#element.currentTime = startSeconds;
    this.#watch();
    onPlayCalled?.();
    await this.#element.play();
  }

  async preload(track: BenchTrack): Promise<void> {
    const placed = await this.#append(track);
    this.#skipTarget = placed;
  }

  async skipToPreloaded(): Promise<void> {
    if (!this.#skipTarget) throw new Error('nothing preloaded');
    this.#element.currentTime = this.#skipTarget.offset;
    this.#skipTarget = undefined;
    if (this.#element.paused) await this.#element.play();
  }

  /** Appends a whole track at the end of what is buffered; appends are serialised. */
  #append(track: BenchTrack): Promise<Placed> {
    const run = this.#appending.then(async () => {
      const buffer = this.#buffer;
      if (!buffer) throw new Error('not started');
      const offset = buffer.buffered.length > 0 ? buffer.buffered.end(buffer.buffered.length - 1) : 0;
      buffer.timestampOffset = offset;
      const urls = [track.initUrl, ...track.segmentUrls];
      const bodies = await Promise.all(urls.map(async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer())));
      for (const body of bodies) {
        buffer.appendBuffer(body);
        await once(buffer, 'updateend');
      }
      const placed = { track, offset };
      this.#placed.push(placed);
      return placed;
    });
    this.#appending = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** The current track follows the element's clock: the last track that starts before it. */
  #watch(): void {
    if (this.#timer) clearInterval(this.#timer);
    const check = (): void => {
      const time = this.#element.currentTime + 1e-3;
      let found: Placed | undefined;
      for (const placed of this.#placed) if (placed.offset <= time) found = placed;
      if (found && found !== this.#current) {
        this.#current = found;
        for (const listener of this.#listeners) listener(found.track.id);
      }
    };
    this.#timer = setInterval(check, 10);
    check();
  }

  seek(seconds: number): void {
    this.#element.currentTime = (this.#current?.offset ?? 0) + seconds;
  }

  setPlaybackRate(rate: number): void {
    this.#element.playbackRate = rate;
  }

  currentTrackId(): string | undefined {
    return this.#current?.track.id;
  }

  onCurrentChange(listener: (trackId: string) => void): void {
    this.#listeners.push(listener);
  }

  currentSeconds(): number {
    return this.#element.currentTime - (this.#current?.offset ?? 0);
  }

  bufferedSeconds(): number {
    return rangesSeconds(this.#element.buffered);
  }

  async destroy(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#element.pause();
    this.#element.removeAttribute('src');
    this.#element.load();
    this.#element.remove();
  }
}
