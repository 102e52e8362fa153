import type { Clock } from '../../ports/clock.ts';
import { PlayActivityEventType } from '../enums/index.ts';
import { ACTIVITY_MESSAGES, playActivityError } from '../errors/index.ts';
import type { LyricsDescriptor, PlayActivityDescriptor, PlayActivityEvent } from './play-activity-descriptor.ts';

/** A play-activity descriptor of the item whose lyrics are shown, with the lyrics (002 §3). */
export type LyricsActivityDescriptor = PlayActivityDescriptor & { readonly lyrics: LyricsDescriptor };

/** The two alternating states of the lyrics tracker (000 §4). */
export type LyricsState = 'idle' | 'playing';

/** The lyrics machine of 000 §4: idle and playing alternate. */
export class LyricsMachine {
  #state: LyricsState;

  constructor(initial: LyricsState = 'idle') {
    this.#state = initial;
  }

  get state(): LyricsState {
    return this.#state;
  }

  play(): void {
    if (this.#state === 'playing') throw playActivityError(ACTIVITY_MESSAGES.lyricsAlreadyDisplayed);
    this.#state = 'playing';
  }

  stop(): void {
    if (this.#state !== 'playing') throw playActivityError(ACTIVITY_MESSAGES.lyricsNotDisplayed);
    this.#state = 'idle';
  }
}

/**
 * Measures how long lyrics were displayed, between play and stop (000 §4), and yields the
 * LYRIC_DISPLAY event for the record builder. The machine is injectable so a tracker can
 * resume a machine owned elsewhere; a stop then still needs the start descriptor (000 §5).
 *
 * @example
 * lyrics.play({ ...song, lyrics: { id: 'l1', language: 'en' } });
 * clock.advance(30_000);
 * lyrics.stop(); // event with displayDurationMs 30000
 */
export class LyricsTracker {
  readonly #clock: Pick<Clock, 'now'>;
  readonly #machine: LyricsMachine;
  #start: { readonly descriptor: LyricsActivityDescriptor; readonly at: number } | undefined;

  constructor(clock: Pick<Clock, 'now'>, machine = new LyricsMachine()) {
    this.#clock = clock;
    this.#machine = machine;
  }

  get state(): LyricsState {
    return this.#machine.state;
  }

  /** Lyrics start showing. 000 §5: not while already showing; a descriptor is required. */
  play(descriptor: LyricsActivityDescriptor | undefined): void {
    if (this.#machine.state === 'playing') throw playActivityError(ACTIVITY_MESSAGES.lyricsAlreadyDisplayed);
    if (!descriptor) throw playActivityError(ACTIVITY_MESSAGES.missingLyricsPlayDescriptor);
    this.#machine.play();
    this.#start = { descriptor, at: this.#clock.now() };
  }

  /** Lyrics stop showing: the LYRIC_DISPLAY event with the display duration. */
  stop(position = 0): PlayActivityEvent {
    if (this.#machine.state !== 'playing') throw playActivityError(ACTIVITY_MESSAGES.lyricsNotDisplayed);
    const start = this.#start;
    if (!start) throw playActivityError(ACTIVITY_MESSAGES.missingLyricsStopDescriptor);
    this.#machine.stop();
    this.#start = undefined;
    const now = this.#clock.now();
    const { lyrics, ...descriptor } = start.descriptor;
    return {
      eventType: PlayActivityEventType.LYRIC_DISPLAY,
      descriptor,
      position,
      timestamp: now,
      lyrics,
      displayDurationMs: Math.max(0, now - start.at),
    };
  }
}
