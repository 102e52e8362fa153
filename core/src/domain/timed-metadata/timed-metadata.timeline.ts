// 001 §7 "Live radio metadata is polled every 1 s": each poll asks what is on air at the playing
// time. The stream delivers its ID3 tags ahead of playback (segments are parsed before they
// play), so the answer is the latest tag at or before the playing time, not the newest tag.
import { TimedMetadata } from './timed-metadata.ts';

/** An ID3 block and where it sits on the media timeline (seconds), as a sink reports it. */
export interface TimedMetadataCue {
  readonly start: number;
  readonly data: Uint8Array;
}

/**
 * Finds the metadata in force at a time among the cues a stream delivered. Each cue is parsed
 * once; cues carrying no metadata (only a timestamp) are passed over.
 *
 * @example
 * const timeline = new TimedMetadataTimeline();
 * timeline.at(cues, player.currentTime)?.title;
 */
export class TimedMetadataTimeline {
  readonly #parsed = new WeakMap<TimedMetadataCue, TimedMetadata | null>();

  /** The metadata of the latest cue starting at or before `time` that has any; else undefined. */
  at(cues: readonly TimedMetadataCue[], time: number): TimedMetadata | undefined {
    let best: { start: number; metadata: TimedMetadata } | undefined;
    for (const cue of cues) {
      if (!(cue.start <= time) || (best && cue.start < best.start)) continue;
      const metadata = this.#metadataOf(cue);
      if (metadata) best = { start: cue.start, metadata };
    }
    return best?.metadata;
  }

  #metadataOf(cue: TimedMetadataCue): TimedMetadata | undefined {
    let parsed = this.#parsed.get(cue);
    if (parsed === undefined) {
      parsed = TimedMetadata.fromId3(cue.data) ?? null;
      this.#parsed.set(cue, parsed);
    }
    return parsed ?? undefined;
  }
}
