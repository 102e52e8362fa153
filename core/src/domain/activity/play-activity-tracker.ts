import type { Clock } from '../../ports/clock.ts';
import { PlayActivityEndReasonType, PlayActivityEventType } from '../enums/index.ts';
import { ACTIVITY_MESSAGES, playActivityError } from '../errors/index.ts';
import type { PlayActivityDescriptor, PlayActivityEvent, ScrubAction } from './play-activity-descriptor.ts';
import { PlayActivityMachine, type PlayActivityState } from './play-activity-machine.ts';
import type { PlayActivityRecord } from './play-activity-record.ts';
import { PlayActivityTimeline } from './play-activity-timeline.ts';
import type { PlayActivityRecordBuilder } from './record-builder.ts';

/**
 * Stateful play activity: turns the playback layer's calls into records, enforcing the rules
 * of 000 §5 through the machine of 000 §4 and a timeline of what was reported.
 *
 * A call may omit the descriptor to mean "the item of the previous call". Ending a play while
 * nothing plays reports nothing (a pause after a pause is not an error: the incumbent's console
 * errors on every skip are a known complaint).
 *
 * @example
 * const tracker = new PlayActivityTracker(clock, builder);
 * tracker.play(song, 0);      // [PLAY_START record]
 * tracker.skip(undefined, 42); // [PLAY_END record, end reason TRACK_SKIPPED_FORWARDS]
 */
export class PlayActivityTracker {
  readonly #clock: Pick<Clock, 'now'>;
  readonly #builder: PlayActivityRecordBuilder;
  readonly #machine: PlayActivityMachine;
  readonly #timeline: PlayActivityTimeline<PlayActivityEvent>;
  /** The live-radio metadata in effect, and the item it belongs to. */
  #timedMetadata: { readonly itemId: string; readonly value: Uint8Array | string } | undefined;

  constructor(
    clock: Pick<Clock, 'now'>,
    builder: PlayActivityRecordBuilder,
    machine = new PlayActivityMachine(),
    timeline = new PlayActivityTimeline<PlayActivityEvent>(),
  ) {
    this.#clock = clock;
    this.#builder = builder;
    this.#machine = machine;
    this.#timeline = timeline;
  }

  get state(): PlayActivityState {
    return this.#machine.state;
  }

  get timeline(): PlayActivityTimeline<PlayActivityEvent> {
    return this.#timeline;
  }

  /** Play start. 000 §5: rejected while already playing. */
  play(descriptor: PlayActivityDescriptor | undefined, position = 0): PlayActivityRecord[] {
    const resolved = this.#resolve(descriptor);
    const state = this.#machine.send('play');
    if (this.#timedMetadata?.itemId !== resolved.id) this.#timedMetadata = undefined;
    // While scrubbing, the start is reported when the scrub ends (000 §4 overlay).
    if (state !== 'playing') return [];
    return [this.#emit(PlayActivityEventType.PLAY_START, resolved, position)];
  }

  /** Play end by the listener's pause (end reason 3). */
  pause(descriptor: PlayActivityDescriptor | undefined, position: number): PlayActivityRecord[] {
    return this.stop(descriptor, position, PlayActivityEndReasonType.PLAYBACK_MANUALLY_PAUSED);
  }

  /** Play end. 000 §5: a play end needs an end reason. */
  stop(descriptor: PlayActivityDescriptor | undefined, position: number, endReasonType?: PlayActivityEndReasonType): PlayActivityRecord[] {
    if (endReasonType === undefined) throw playActivityError(ACTIVITY_MESSAGES.playEndWithoutEndReason);
    const resolved = this.#resolve(descriptor);
    const wasPlaying = this.#machine.state === 'playing';
    this.#machine.send('stop');
    if (!wasPlaying) return [];
    return [this.#emit(PlayActivityEventType.PLAY_END, resolved, position, { endReasonType })];
  }

  /** Play end by a skip (end reasons 2 and 14). */
  skip(descriptor: PlayActivityDescriptor | undefined, position: number, direction: 'forwards' | 'backwards' = 'forwards'): PlayActivityRecord[] {
    const reason =
      direction === 'backwards' ? PlayActivityEndReasonType.TRACK_SKIPPED_BACKWARDS : PlayActivityEndReasonType.TRACK_SKIPPED_FORWARDS;
    return this.stop(descriptor, position, reason);
  }

  /**
   * Scrub begin ends the play being heard (end reason 12); scrub end starts it again where the
   * listener let go, if it was playing before (a start with end reason 13).
   */
  scrub(descriptor: PlayActivityDescriptor | undefined, position: number, action: ScrubAction = 'SCRUB_BEGIN'): PlayActivityRecord[] {
    const resolved = this.#resolve(descriptor);
    if (action === 'SCRUB_END') {
      // Throws the 000 §5 scrub message when no scrub began.
      const state = this.#machine.send('scrubEnd');
      if (state !== 'playing') return [];
      return [this.#emit(PlayActivityEventType.PLAY_START, resolved, position, { endReasonType: PlayActivityEndReasonType.SCRUB_END })];
    }
    const wasPlaying = this.#machine.state === 'playing';
    this.#machine.send('scrubBegin');
    if (!wasPlaying) return [];
    return [this.#emit(PlayActivityEventType.PLAY_END, resolved, position, { endReasonType: PlayActivityEndReasonType.SCRUB_BEGIN })];
  }

  /** Exit-application: a play end (reason 17) while playing; the state does not change (000 §4). */
  exit(descriptor: PlayActivityDescriptor | undefined, position: number): PlayActivityRecord[] {
    const resolved = this.#resolve(descriptor);
    const playing = this.#machine.state === 'playing';
    this.#machine.send('exit');
    if (!playing) return [];
    return [this.#emit(PlayActivityEventType.PLAY_END, resolved, position, { endReasonType: PlayActivityEndReasonType.EXITED_APPLICATION })];
  }

  /**
   * New live-radio timed metadata: while playing, the segment heard so far ends (natural end)
   * and a new one starts carrying the new metadata; otherwise it is kept for the next start.
   */
  timedMetadata(descriptor: PlayActivityDescriptor | undefined, position: number, metadata: Uint8Array | string): PlayActivityRecord[] {
    const resolved = this.#resolve(descriptor);
    if (this.#machine.state !== 'playing') {
      this.#timedMetadata = { itemId: resolved.id, value: metadata };
      return [];
    }
    const ended = this.#emit(PlayActivityEventType.PLAY_END, resolved, position, {
      endReasonType: PlayActivityEndReasonType.NATURAL_END_OF_TRACK,
    });
    this.#timedMetadata = { itemId: resolved.id, value: metadata };
    return [ended, this.#emit(PlayActivityEventType.PLAY_START, resolved, position)];
  }

  /** 000 §5: a stateful call needs a descriptor, given or from a previous call. */
  #resolve(descriptor: PlayActivityDescriptor | undefined): PlayActivityDescriptor {
    const resolved = descriptor ?? this.#timeline.last?.descriptor;
    if (!resolved) throw playActivityError(ACTIVITY_MESSAGES.methodWithoutDescriptor);
    return resolved;
  }

  #emit(
    eventType: PlayActivityEventType,
    descriptor: PlayActivityDescriptor,
    position: number,
    extra: Pick<PlayActivityEvent, 'endReasonType'> = {},
  ): PlayActivityRecord {
    const event: PlayActivityEvent = {
      eventType,
      descriptor,
      position,
      timestamp: this.#clock.now(),
      ...extra,
      ...(this.#timedMetadata?.itemId === descriptor.id ? { timedMetadata: this.#timedMetadata.value } : {}),
    };
    const record = this.#builder.build(this.#timeline, event);
    this.#timeline.push(event);
    return record;
  }
}
