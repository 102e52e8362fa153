import type { PlaybackSource, SegmentedStream } from '@mediakit/core';
import { TrackBufferModel } from './buffer-model.ts';
import { readInitSegment, restoreLastSampleDuration, type InitSegmentInfo } from './mp4-boxes.ts';
import type { SegmentFetcher } from './segment-fetcher.ts';
import { fallbackTrim, type Placement, type TrackTrim } from './splice-planner.ts';

/** AAC-LC frame length in samples: the nominal duration restored on a track's last sample. */
const AAC_FRAME_SAMPLES = 1024;

let nextTrackId = 1;

/**
 * One item in the gapless sink: its bytes (fetched once, in order, and kept so a reverted
 * transition or a promoted next item is appended again without a request), its gapless trim,
 * its place on the timeline and its buffer state.
 */
export class AudioTrack {
  /** Unique per sink load: tags this track's SourceBuffer operations. */
  readonly tag = `track-${nextTrackId++}`;
  readonly source: PlaybackSource;
  readonly stream: SegmentedStream;
  model: TrackBufferModel;
  placement: Placement | null = null;
  /** Keys loading or loaded (001 §4: about 15 s before the end for a next item). */
  keys: Promise<void> | null = null;
  /** Set once `keys` has fulfilled with every key's licence applied: a promotion need not wait. */
  keysGranted = false;
  readonly #fetcher: SegmentFetcher;
  readonly #abort = new AbortController();
  #init: Promise<{ readonly bytes: Uint8Array; readonly info: InitSegmentInfo }> | null = null;
  readonly #segments: Array<Promise<Uint8Array> | undefined> = [];
  /** Segments asked for ahead of the feeder, handed to its next `segment(index)` as they ended. */
  readonly #early = new Map<number, Promise<Uint8Array>>();
  #initInfo: InitSegmentInfo | null = null;

  constructor(source: PlaybackSource, fetcher: SegmentFetcher) {
    if (!source.stream) throw new TypeError('The gapless sink needs a source with its stream');
    this.source = source;
    this.stream = source.stream;
    this.#fetcher = fetcher;
    this.model = new TrackBufferModel(this.stream.segments);
  }

  get initInfo(): InitSegmentInfo | null {
    return this.#initInfo;
  }

  /** The init segment and what it says (fetched once). */
  init(): Promise<{ readonly bytes: Uint8Array; readonly info: InitSegmentInfo }> {
    this.#init ??= this.#fetcher.fetch(this.stream.init, this.#abort.signal).then((bytes) => {
      const info = readInitSegment(bytes);
      this.#initInfo = info;
      return { bytes, info };
    });
    return this.#init;
  }

  /**
   * Media segment `index` (1-based), fetched once. The last one gets its last sample's nominal
   * frame duration back (see restoreLastSampleDuration), so the splice trims exactly the padding.
   */
  segment(index: number): Promise<Uint8Array> {
    const early = this.#early.get(index);
    if (early) {
      this.#early.delete(index);
      return early;
    }
    let pending = this.#segments[index - 1];
    if (!pending) {
      const resource = this.stream.segments[index - 1];
      if (!resource) return Promise.reject(new RangeError(`No segment ${index}`));
      const last = index === this.stream.segments.length;
      pending = this.#fetcher.fetch(resource, this.#abort.signal).then(async (bytes) => {
        if (!last) return bytes;
        const { info } = await this.init();
        restoreLastSampleDuration(bytes, Math.round((AAC_FRAME_SAMPLES * info.timescale) / info.sampleRate));
        return bytes;
      });
      // A failed fetch may be tried again later (a refill after a seek).
      pending.catch(() => {
        if (this.#segments[index - 1] === pending) this.#segments[index - 1] = undefined;
      });
      this.#segments[index - 1] = pending;
    }
    return pending;
  }

  /**
   * Asks for segment `index` before the feeder does (issue 17: a cold start fetches its first
   * segment beside the init segment). The feeder's next `segment(index)` gets this very request,
   * a failure included, so a segment that fails is still reported (001 §8) and not quietly
   * fetched again.
   */
  prefetch(index: number): void {
    if (this.#segments[index - 1] || this.#early.has(index)) return;
    const pending = this.segment(index);
    pending.catch(() => undefined);
    this.#early.set(index, pending);
  }

  /** Fetches every segment in order (001 §4: segments load in order). */
  async fetchAll(): Promise<void> {
    await this.init();
    for (let i = 1; i <= this.stream.segments.length; i++) await this.segment(i);
  }

  /** The gapless facts: the provider's (iTunSMPB) with the container's edit list, else a fallback. */
  trim(): TrackTrim {
    const info = this.#initInfo;
    if (!info) throw new Error('The init segment is not loaded yet');
    const g = this.source.gapless;
    if (g && g.sampleRate > 0) {
      return {
        sampleRate: g.sampleRate,
        primingSamples: g.primingSamples,
        editListPrimingSamples: Math.round((info.editListPrimingSamples * g.sampleRate) / info.sampleRate),
        sampleCount: g.sampleCount,
        paddingSamples: g.paddingSamples,
      };
    }
    return fallbackTrim(info.sampleRate, info.editListPrimingSamples, this.stream.duration);
  }

  /** Music length in seconds. */
  get duration(): number {
    const g = this.source.gapless;
    if (g && g.sampleRate > 0) return g.sampleCount / g.sampleRate;
    return this.stream.duration;
  }

  /** `seconds` into this track, clamped between 0 and its duration (001 §4 Seeking). */
  within(seconds: number): number {
    return Math.min(this.duration, Math.max(0, seconds));
  }

  /** Timeline seconds where the music starts and ends (NaN until placed). */
  get start(): number {
    return this.placement ? this.placement.contentStartSample / this.placement.sampleRate : Number.NaN;
  }

  get end(): number {
    return this.placement ? this.placement.contentEndSample / this.placement.sampleRate : Number.NaN;
  }

  /** Stops fetching for good. */
  dispose(): void {
    this.#abort.abort();
  }
}

/** Whether two sources are the same item (001 §4: "If the item to play matches the next manifest"). */
export function sameSource(a: PlaybackSource, b: PlaybackSource): boolean {
  if (a === b) return true;
  if (a.id !== undefined || b.id !== undefined) return a.id === b.id;
  return a.url === b.url;
}
