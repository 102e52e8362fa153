import type { AudioTrack } from './audio-track.ts';
import type { SourceBufferAppender } from './source-buffer-appender.ts';

export interface TrackFeederHooks {
  /** The appender of the live MediaSource (null once torn down). */
  readonly appender: () => SourceBufferAppender | null;
  /** A segment went in (for progress events). */
  readonly appended: (track: AudioTrack) => void;
  /** Every segment of the track is in (001 §4: a transition begins when the current item is). */
  readonly fullyBuffered: (track: AudioTrack) => Promise<void>;
  readonly failed: (track: AudioTrack, error: unknown) => void;
}

/**
 * Feeds one track's init and media segments to the SourceBuffer in order (001 §4: segments load
 * in order), each at the track's placement. An init segment goes in again whenever another
 * track's was the last one appended. A reverted or torn-down track stops quietly: its buffer
 * model or appender is replaced, which this notices after every await.
 */
export class TrackFeeder {
  readonly #hooks: TrackFeederHooks;
  #lastInit: string | null = null;

  constructor(hooks: TrackFeederHooks) {
    this.#hooks = hooks;
  }

  /** The SourceBuffer's contents changed under us: append the init again before the next segment. */
  forgetInit(): void {
    this.#lastInit = null;
  }

  /** Starts feeding `track`; resolves once its first segment is in (or feeding ends), rejects on failure before that. */
  feed(track: AudioTrack): Promise<void> {
    let first: () => void = () => undefined;
    const firstIn = new Promise<void>((resolve) => (first = resolve));
    const done = this.#appendAll(track, () => first());
    void done.catch((error: unknown) => this.#hooks.failed(track, error));
    return Promise.race([firstIn, done]);
  }

  async #appendAll(track: AudioTrack, onFirst: () => void): Promise<void> {
    const appender = this.#hooks.appender();
    const placement = track.placement;
    const model = track.model;
    if (!appender || !placement) return;
    const stale = (): boolean => track.model !== model || this.#hooks.appender() !== appender;
    try {
      while (!model.fullyBuffered) {
        const index = model.segmentIndex;
        if (this.#lastInit !== track.tag) {
          const { bytes } = await track.init();
          if (stale()) return;
          this.#lastInit = track.tag;
          await appender.append(track.tag, bytes, placement);
        }
        const bytes = await track.segment(index);
        if (stale()) return;
        await appender.append(track.tag, bytes, placement);
        if (stale()) return;
        model.appended(index);
        onFirst();
        this.#hooks.appended(track);
      }
    } catch (error) {
      // A feed replaced meanwhile (a seek into trimmed data refills from there) fails quietly.
      if (stale()) return;
      throw error;
    }
    await this.#hooks.fullyBuffered(track);
  }
}
