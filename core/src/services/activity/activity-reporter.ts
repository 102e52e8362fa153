import type { Logger } from '../../ports/logger.ts';
import type { Clock } from '../../ports/clock.ts';
import { ActivityIdGenerator } from '../../domain/activity/activity-id-generator.ts';
import { ActivityOutbox, type RejectedEntry } from '../../domain/activity/activity-outbox.ts';
import { ActivitySeeker } from '../../domain/activity/activity-seeker.ts';
import { ActivitySender } from '../../domain/activity/activity-sender.ts';
import { DeferredEventsCookie } from '../../domain/activity/deferred-events-cookie.ts';
import { LyricsTracker, type LyricsActivityDescriptor } from '../../domain/activity/lyrics-tracker.ts';
import type { OutboxEntry, OutboxListener } from '../../domain/activity/outbox-entry.ts';
import { isTrackedDescriptor, type PlayActivityDescriptor } from '../../domain/activity/play-activity-descriptor.ts';
import type { PlayActivityState } from '../../domain/activity/play-activity-machine.ts';
import type { PlayActivityRecord } from '../../domain/activity/play-activity-record.ts';
import { PlayActivityTracker } from '../../domain/activity/play-activity-tracker.ts';
import { PlayActivityRecordBuilder } from '../../domain/activity/record-builder.ts';
import type { PlayActivityEndReasonType } from '../../domain/enums/index.ts';
import { ACTIVITY_MESSAGES, playActivityError } from '../../domain/errors/index.ts';
import { PendingActivityNote } from './activity-backlog.ts';
import type { ActivityReporterOptions, ActivityReporterPorts, ActivitySendMode } from './activity-reporter-options.ts';
import { BackoffPolicy } from './backoff-policy.ts';
import { OutboxFlusher, type FlushReport } from './outbox-flusher.ts';

/**
 * Play-activity reporting that loses nothing. The playback layer calls it with descriptors
 * (002 §3); it enforces the rules of 000 §5, builds the records of 000 §3, writes each one to a
 * durable outbox (Database port) BEFORE any send, and removes it only when the activity
 * service answered 2xx. Each record carries a unique `event-id` so the service can drop the
 * copies a lost response makes us resend. Flushes run on activate, on reconnect (`online()`),
 * after each event in auto mode, and with capped, jittered back-off after failures; at page
 * exit pending events leave with keep-alive requests.
 *
 * Event methods resolve once the event is durable, and reject with a PLAY_ACTIVITY MKError
 * carrying the 000 §5 message when a rule is broken (callers that do not await should catch).
 * Untracked kinds and previews (002 §6), and calls while no listener is signed in, are ignored.
 *
 * @example
 * const reporter = new ActivityReporter(
 *   { http, database, clock, scheduler, random, logger, cookie },
 *   { baseUrl: 'https://activity.example', credentials: () => ({ developerToken, userToken }) },
 * );
 * await reporter.activate();                 // sends what earlier pages left behind
 * await reporter.playStart(song, 0);
 * await reporter.playEnd(song, 215, PlayActivityEndReasonType.NATURAL_END_OF_TRACK);
 * windowHost.onUnload(() => reporter.exit());    // the WindowHost port: page exit
 */
export class ActivityReporter {
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #options: ActivityReporterOptions;
  readonly #mode: ActivitySendMode;
  readonly #tracker: PlayActivityTracker;
  readonly #lyrics: LyricsTracker;
  readonly #builder: PlayActivityRecordBuilder;
  readonly #outbox: ActivityOutbox;
  readonly #cookie: DeferredEventsCookie;
  readonly #flusher: OutboxFlusher;
  readonly #note: PendingActivityNote | undefined;
  readonly #writes = new Set<Promise<unknown>>();
  #disposed = false;

  constructor(ports: ActivityReporterPorts, options: ActivityReporterOptions) {
    this.#clock = ports.clock;
    this.#logger = ports.logger;
    this.#options = options;
    this.#mode = options.mode ?? 'auto';
    const ids = new ActivityIdGenerator(ports.clock, ports.random);
    this.#builder = new PlayActivityRecordBuilder(ports.clock, ids, {
      ...options.record,
      accurate: options.accurate === true,
      context: () => {
        const credentials = options.credentials();
        return {
          ...options.context?.(),
          ...(credentials.developerToken === undefined ? {} : { developerToken: credentials.developerToken }),
          ...(credentials.userToken === undefined ? {} : { userToken: credentials.userToken }),
        };
      },
    });
    this.#tracker = new PlayActivityTracker(ports.clock, this.#builder);
    this.#lyrics = new LyricsTracker(ports.clock);
    this.#outbox = new ActivityOutbox(ports.database, ports.logger, options.databaseName === undefined ? {} : { name: options.databaseName });
    this.#cookie = new DeferredEventsCookie(ports.cookie, ports.logger);
    this.#note = ports.local ? new PendingActivityNote(ports.local) : undefined;
    const sender = new ActivitySender(ports.http, ports.clock, { ...options, accurate: options.accurate === true });
    this.#flusher = new OutboxFlusher(
      this.#outbox,
      sender,
      ports.scheduler,
      new BackoffPolicy(ports.random, options.backoff),
      ports.logger,
      options.credentials,
      {
        ...options.flush,
        retry: this.#mode === 'auto',
        onAccepted: (acknowledged) => this.#cookie.remove(acknowledged),
        onRound: (report) => {
          if (report.error === undefined) void this.#forgetIfDrained();
        },
      },
    );
  }

  /** The play-activity machine's state (000 §4). */
  get state(): PlayActivityState {
    return this.#tracker.state;
  }

  /** Play start at `position` seconds. 000 §5: rejected while already playing. */
  async playStart(descriptor: PlayActivityDescriptor | undefined, position = 0): Promise<void> {
    await this.#record(descriptor, () => this.#tracker.play(descriptor, position));
  }

  /** Play end with its end reason (000 §3 end reasons 0-17); 000 §5: the reason is required. */
  async playEnd(descriptor: PlayActivityDescriptor | undefined, position: number, endReasonType: PlayActivityEndReasonType | undefined): Promise<void> {
    await this.#record(descriptor, () => this.#tracker.stop(descriptor, position, endReasonType));
  }

  /** Play end by a manual pause. */
  async pause(descriptor: PlayActivityDescriptor | undefined, position: number): Promise<void> {
    await this.#record(descriptor, () => this.#tracker.pause(descriptor, position));
  }

  /** Play end by a skip forwards (or backwards). */
  async skip(descriptor: PlayActivityDescriptor | undefined, position: number, direction: 'forwards' | 'backwards' = 'forwards'): Promise<void> {
    await this.#record(descriptor, () => this.#tracker.skip(descriptor, position, direction));
  }

  async scrubBegin(descriptor: PlayActivityDescriptor | undefined, position: number): Promise<void> {
    await this.#record(descriptor, () => this.#tracker.scrub(descriptor, position, 'SCRUB_BEGIN'));
  }

  /** 000 §5: rejected without a scrub begin. */
  async scrubEnd(descriptor: PlayActivityDescriptor | undefined, position: number): Promise<void> {
    await this.#record(descriptor, () => this.#tracker.scrub(descriptor, position, 'SCRUB_END'));
  }

  /** A seeker for one scrub gesture: start is scrub begin, end is scrub end where it last seeked. */
  seeker(descriptor: PlayActivityDescriptor | undefined): ActivitySeeker {
    const report = (action: Promise<void>): void => {
      action.catch((error: unknown) => this.#logger.log('warning', 'Play activity: scrub not reported', error));
    };
    return new ActivitySeeker(this.#logger, {
      onStart: (position) => report(this.scrubBegin(descriptor, position)),
      onEnd: (position) => report(this.scrubEnd(descriptor, position)),
    });
  }

  /** New live-radio timed metadata (bytes, or text sent as UTF-8). */
  async timedMetadata(descriptor: PlayActivityDescriptor | undefined, position: number, metadata: Uint8Array | string): Promise<void> {
    await this.#record(descriptor, () => this.#tracker.timedMetadata(descriptor, position, metadata));
  }

  /** Lyrics start showing. 000 §5: not twice; a descriptor is required. */
  async lyricsStart(descriptor: LyricsActivityDescriptor | undefined): Promise<void> {
    if (!this.#accepts(descriptor)) return;
    this.#lyrics.play(descriptor);
  }

  /**
   * Lyrics stop showing: a LYRIC_DISPLAY record with the display time. 000 §5 errors still
   * reject; a failure to store or send it is only logged (000 §8).
   */
  async lyricsStop(position = 0): Promise<void> {
    if (this.#disposed || !this.#authorized()) return;
    const event = this.#lyrics.stop(position);
    try {
      await this.#store([this.#builder.build(this.#tracker.timeline, event)]);
    } catch (error) {
      this.#logger.log('error', 'Play activity: lyrics display not reported', error);
    }
  }

  /**
   * The page is going away. Never throws (it runs in pagehide). While playing, the exit play
   * end (reason 17) is deferred (000 §9): into the amupaee cookie at once and into the
   * outbox's deferred store, both sent at the next `activate()`. Pending events leave now with
   * keep-alive requests and stay in the outbox until acknowledged.
   */
  exit(descriptor?: PlayActivityDescriptor, position = 0): void {
    if (this.#disposed) return;
    let records: PlayActivityRecord[] = [];
    try {
      if (this.#accepts(descriptor)) records = this.#tracker.exit(descriptor, position);
    } catch (error) {
      this.#logger.log('warning', 'Play activity: exit not reported', error);
    }
    const entries = records.map((record) => this.#entry(record));
    if (entries.length > 0) this.#note?.mark();
    if (this.#mode === 'auto') {
      for (const entry of entries) {
        this.#cookie.add(entry);
        this.#track(this.#outbox.defer(entry));
      }
      this.#flusher.keepalive(this.#outbox.known());
    } else {
      this.#track(Promise.all(entries.map((entry) => this.#outbox.add(entry))));
    }
  }

  /**
   * The page is (again) the active player: deferred events join the outbox and everything
   * pending is flushed. 000 §8: 'send() called without any data' is tolerated here; any
   * other flush failure rejects with 'flush: {message}' (the events stay and are retried).
   */
  async activate(): Promise<void> {
    if (this.#disposed) return;
    const fromCookie = this.#cookie.read(this.#options.credentials().developerToken ?? null);
    await this.#outbox.releaseDeferred(fromCookie);
    // Forget only what was released: an exit racing this activate keeps its cookie copy.
    this.#cookie.remove(fromCookie.map((entry) => entry.id));
    try {
      await this.flush();
    } catch (error) {
      if ((error as Error).message !== ACTIVITY_MESSAGES.flushFailed(ACTIVITY_MESSAGES.sendWithoutData)) throw error;
      // Nothing was pending: a note left by an earlier page has nothing behind it any more.
      await this.#forgetIfDrained();
    }
  }

  /** The network is back (the browser's `online` event): flush now, forgetting the back-off. */
  online(): void {
    if (this.#disposed || this.#mode !== 'auto') return;
    this.#flusher.online();
  }

  /**
   * Sends everything pending now. Rejects with 'flush: {message}' (000 §8) when the service
   * could not be reached or refused, and with 'flush: send() called without any data' when
   * nothing was pending.
   */
  async flush(): Promise<FlushReport> {
    await this.#writesSettled();
    if (!this.#flusher.busy && (await this.#outbox.pendingCount()) === 0) {
      throw playActivityError(ACTIVITY_MESSAGES.flushFailed(ACTIVITY_MESSAGES.sendWithoutData), playActivityError(ACTIVITY_MESSAGES.sendWithoutData));
    }
    const report = await this.#flusher.flush();
    if (report.error) throw playActivityError(ACTIVITY_MESSAGES.flushFailed(report.error.message), report.error);
    return report;
  }

  /** Events waiting for the service (exit events held for the next activate not included). */
  async pendingCount(): Promise<number> {
    await this.#writesSettled();
    return this.#outbox.pendingCount();
  }

  /** Events the service refused for good (4xx, or a signed-out listener's token). */
  rejected(): Promise<RejectedEntry[]> {
    return this.#outbox.rejected();
  }

  /** Resolves when no write, flush or keep-alive request is under way (for tests and shutdown). */
  async idle(): Promise<void> {
    do {
      await this.#writesSettled();
      await this.#flusher.settled();
    } while (this.#writes.size > 0 || this.#flusher.busy);
  }

  /** Stops timers and closes the outbox. Pending events stay stored for the next reporter. */
  dispose(): void {
    this.#disposed = true;
    this.#flusher.dispose();
    this.#outbox.close();
  }

  /** Runs a tracker call and stores what it produced; resolves once stored. */
  async #record(descriptor: PlayActivityDescriptor | undefined, produce: () => PlayActivityRecord[]): Promise<void> {
    if (!this.#accepts(descriptor)) return;
    await this.#store(produce());
  }

  async #store(records: readonly PlayActivityRecord[]): Promise<void> {
    if (records.length === 0) return;
    const entries = records.map((record) => this.#entry(record));
    this.#note?.mark();
    await this.#track(Promise.all(entries.map((entry) => this.#outbox.add(entry))));
    if (this.#mode === 'auto') this.#flusher.nudge();
  }

  #entry(record: PlayActivityRecord): OutboxEntry {
    const { userToken, dsid } = this.#options.credentials();
    const listener: OutboxListener = {
      ...(userToken === undefined ? {} : { userToken }),
      ...(dsid === undefined ? {} : { dsid }),
    };
    return { id: record['event-id'], record, occurredAt: this.#clock.now(), listener };
  }

  /** Whether a call is reported: not disposed, a listener signed in, a tracked kind (002 §6). */
  #accepts(descriptor: PlayActivityDescriptor | undefined): boolean {
    if (this.#disposed || !this.#authorized()) return false;
    return descriptor === undefined || isTrackedDescriptor(descriptor);
  }

  #authorized(): boolean {
    const { userToken, dsid } = this.#options.credentials();
    return Boolean(userToken) || (this.#options.preferAccountId === true && Boolean(dsid));
  }

  /**
   * Removes the pending note once the outbox holds nothing (pending or deferred) and no write is
   * under way; an event written while this looks keeps the note (PendingActivityNote).
   */
  async #forgetIfDrained(): Promise<void> {
    const note = this.#note;
    if (!note || this.#writes.size > 0) return;
    const forget = note.whileUnmarked();
    try {
      const left = (await this.#outbox.pendingCount()) + (await this.#outbox.deferredCount());
      if (left === 0 && this.#writes.size === 0) forget();
    } catch (error) {
      // Unreadable: the note stays, and a later page loads reporting to look again.
      this.#logger.log('debug', 'Play activity: could not check that the outbox is empty', error);
    }
  }

  #track<T>(work: Promise<T>): Promise<T> {
    this.#writes.add(work);
    const forget = (): void => {
      this.#writes.delete(work);
    };
    work.then(forget, forget);
    return work;
  }

  async #writesSettled(): Promise<void> {
    while (this.#writes.size > 0) await Promise.allSettled([...this.#writes]);
  }
}
