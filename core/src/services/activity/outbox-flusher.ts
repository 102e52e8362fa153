import type { Logger } from '../../ports/logger.ts';
import type { Cancel, Scheduler } from '../../ports/scheduler.ts';
import type { ActivityOutbox } from '../../domain/activity/activity-outbox.ts';
import type { ActivityCredentials, ActivitySender, ActivitySendResult } from '../../domain/activity/activity-sender.ts';
import { listenerKey, type OutboxEntry, type OutboxListener } from '../../domain/activity/outbox-entry.ts';
import { missingDeveloperTokenError, toMKError, type MKError } from '../../domain/errors/index.ts';
import type { BackoffPolicy } from './backoff-policy.ts';

/** The listener signed in now, and the developer token to send with. */
export interface CurrentCredentials {
  readonly developerToken?: string;
  readonly userToken?: string;
  readonly dsid?: string;
}

export interface OutboxFlusherOptions {
  /** Events per request; default 50. */
  readonly batchSize?: number;
  /** Entries read from the outbox at a time; default 500. */
  readonly pageSize?: number;
  /** Bytes of keep-alive bodies at exit; default 60 000 (browsers allow 64 KiB in flight). */
  readonly keepaliveBudgetBytes?: number;
  /** Retry failed flushes with back-off; default true (auto mode). */
  readonly retry?: boolean;
  /** Told of every accepted event id (to forget cookie copies). */
  readonly onAccepted?: (ids: readonly string[]) => void;
  /** Told when a flush round is over, with its report (to note when the outbox has drained). */
  readonly onRound?: (report: FlushReport) => void;
}

/** What one flush did. */
export interface FlushReport {
  /** Pending entries the flush found to send. */
  readonly found: number;
  readonly accepted: number;
  /** Entries the service refused for good (moved to the rejected store). */
  readonly rejected: number;
  /** The failure that stopped the flush; the rest is retried later. */
  readonly error?: MKError;
}

/**
 * Drains the outbox to the activity service: oldest first, in batches of one listener, one
 * flush at a time (a flush asked for during another runs right after it, once), never two
 * sends of the same event at once, and exponential back-off after a failure.
 *
 * @example
 * const flusher = new OutboxFlusher(outbox, sender, scheduler, backoff, logger, credentials);
 * const report = await flusher.flush(); // { found, accepted, rejected, error? }
 */
export class OutboxFlusher {
  readonly #outbox: ActivityOutbox;
  readonly #sender: ActivitySender;
  readonly #scheduler: Scheduler;
  readonly #backoff: BackoffPolicy;
  readonly #logger: Logger;
  readonly #credentials: () => CurrentCredentials;
  readonly #batchSize: number;
  readonly #pageSize: number;
  readonly #keepaliveBudget: number;
  readonly #retry: boolean;
  readonly #onAccepted: (ids: readonly string[]) => void;
  readonly #onRound: (report: FlushReport) => void;
  readonly #inFlight = new Set<string>();
  readonly #keepalives = new Set<Promise<void>>();
  #current: Promise<FlushReport> | null = null;
  #queued: Promise<FlushReport> | null = null;
  #failures = 0;
  #retryTimer: Cancel | null = null;
  #disposed = false;

  constructor(
    outbox: ActivityOutbox,
    sender: ActivitySender,
    scheduler: Scheduler,
    backoff: BackoffPolicy,
    logger: Logger,
    credentials: () => CurrentCredentials,
    options: OutboxFlusherOptions = {},
  ) {
    this.#outbox = outbox;
    this.#sender = sender;
    this.#scheduler = scheduler;
    this.#backoff = backoff;
    this.#logger = logger;
    this.#credentials = credentials;
    this.#batchSize = Math.max(1, options.batchSize ?? 50);
    this.#pageSize = Math.max(this.#batchSize, options.pageSize ?? 500);
    this.#keepaliveBudget = options.keepaliveBudgetBytes ?? 60_000;
    this.#retry = options.retry ?? true;
    this.#onAccepted = options.onAccepted ?? (() => {});
    this.#onRound = options.onRound ?? (() => {});
  }

  /** Consecutive failed flushes (0 after a success). */
  get failures(): number {
    return this.#failures;
  }

  /** Whether a retry is scheduled (new events then wait for it instead of hammering the service). */
  get backingOff(): boolean {
    return this.#retryTimer !== null;
  }

  /** True while a flush runs or is queued. */
  get busy(): boolean {
    return this.#current !== null || this.#queued !== null;
  }

  /** Sends what is pending now. Never rejects: failures are in the report and retried later. */
  flush(): Promise<FlushReport> {
    if (this.#current === null) {
      this.#current = this.#round().finally(() => {
        this.#current = null;
      });
      return this.#current;
    }
    // A flush is running and may have read the outbox before the caller's events: run once more after it.
    this.#queued ??= this.#current.then(() => {
      this.#queued = null;
      return this.flush();
    });
    return this.#queued;
  }

  /** A flush unless a back-off retry is already scheduled (auto mode's "send immediately"). */
  nudge(): void {
    if (this.#disposed || this.backingOff) return;
    void this.flush();
  }

  /** The network is back: forget the back-off and flush now. */
  online(): void {
    if (this.#disposed) return;
    this.#failures = 0;
    this.#cancelRetry();
    void this.flush();
  }

  /**
   * Page exit: sends `entries` (not already in flight) with keep-alive requests, synchronously
   * started so they leave before the page dies. They stay in the outbox until acknowledged;
   * if the page dies first, the next page sends them again. Returns how many were sent.
   */
  keepalive(entries: readonly OutboxEntry[]): number {
    if (this.#disposed) return 0;
    const developerToken = this.#credentials().developerToken;
    if (developerToken === undefined) return 0;
    let budget = this.#keepaliveBudget;
    let sent = 0;
    for (const batch of this.#batches(entries.filter((entry) => !this.#inFlight.has(entry.id)))) {
      const bytes = new TextEncoder().encode(this.#sender.body(batch)).length;
      if (bytes > budget) break;
      budget -= bytes;
      sent += batch.length;
      const request = this.#send(batch, true)
        .then((result) => (result.kind === 'accepted' ? this.#acknowledge(batch) : undefined))
        .catch((error: unknown) => this.#logger.log('warning', 'Play activity: keep-alive acknowledgement failed', error))
        .finally(() => this.#keepalives.delete(request));
      this.#keepalives.add(request);
    }
    return sent;
  }

  /** Resolves once no flush runs or waits and no keep-alive request is unanswered. */
  async settled(): Promise<void> {
    while (this.#current !== null || this.#queued !== null || this.#keepalives.size > 0) {
      await Promise.allSettled([this.#queued ?? this.#current, ...this.#keepalives]);
    }
  }

  dispose(): void {
    this.#disposed = true;
    this.#cancelRetry();
  }

  async #round(): Promise<FlushReport> {
    this.#cancelRetry();
    const report = { found: 0, accepted: 0, rejected: 0, error: undefined as MKError | undefined };
    const seen = new Set<string>();
    try {
      while (!this.#disposed && report.error === undefined) {
        const page = (await this.#outbox.peek(this.#pageSize)).filter((entry) => !this.#inFlight.has(entry.id) && !seen.has(entry.id));
        if (page.length === 0) break;
        for (const entry of page) seen.add(entry.id);
        report.found += page.length;
        for (const batch of this.#batches(page)) {
          report.error = await this.#deliver(batch, report);
          if (report.error) break;
        }
      }
    } catch (error) {
      report.error = toMKError(error, 'PLAY_ACTIVITY');
    }
    if (report.error === undefined) {
      this.#failures = 0;
    } else {
      this.#failures++;
      this.#logger.log('warning', `Play activity: flush failed (${report.error.message}); will retry`);
      this.#scheduleRetry();
    }
    const { error, ...counts } = report;
    const result = error === undefined ? counts : { ...counts, error };
    this.#onRound(result);
    return result;
  }

  /** Sends one batch and settles its entries; returns the error that should stop the flush. */
  async #deliver(batch: readonly OutboxEntry[], report: { accepted: number; rejected: number }): Promise<MKError | undefined> {
    const result = await this.#send(batch, false);
    switch (result.kind) {
      case 'accepted':
        await this.#acknowledge(batch);
        report.accepted += batch.length;
        return undefined;
      case 'retry':
        return result.error;
      case 'unauthorized':
        // The listener's token is still the current one: it may be renewed, so retry later.
        if (this.#isCurrentListener((batch[0] as OutboxEntry).listener)) return result.error;
        // Signed out or switched: that token will never be accepted again. Keep, do not resend.
        return this.#reject(batch, result, report);
      case 'rejected':
        if (batch.length === 1) return this.#reject(batch, result, report);
        // One bad record must not sink its batch (or a 413 a large one): retry them one by one.
        for (const entry of batch) {
          const error = await this.#deliver([entry], report);
          if (error) return error;
        }
        return undefined;
    }
  }

  async #reject(batch: readonly OutboxEntry[], result: Exclude<ActivitySendResult, { kind: 'accepted' }>, report: { rejected: number }): Promise<undefined> {
    await this.#outbox.reject(batch, result.status, result.error.message);
    report.rejected += batch.length;
    this.#logger.log('error', `Play activity: the service refused ${batch.length} event(s) (${result.error.message}); kept in the rejected store`);
    return undefined;
  }

  async #send(batch: readonly OutboxEntry[], keepalive: boolean): Promise<ActivitySendResult> {
    const current = this.#credentials();
    if (current.developerToken === undefined || current.developerToken === '') {
      return { kind: 'retry', status: null, error: missingDeveloperTokenError() };
    }
    const listener = (batch[0] as OutboxEntry).listener;
    const credentials: ActivityCredentials = {
      developerToken: current.developerToken,
      ...(listener.userToken === undefined ? {} : { userToken: listener.userToken }),
      ...(listener.dsid === undefined ? {} : { dsid: listener.dsid }),
    };
    for (const entry of batch) this.#inFlight.add(entry.id);
    try {
      return await this.#sender.send(
        batch.map((entry) => ({ record: entry.record, occurredAt: entry.occurredAt })),
        credentials,
        keepalive ? { keepalive: true } : {},
      );
    } finally {
      for (const entry of batch) this.#inFlight.delete(entry.id);
    }
  }

  async #acknowledge(batch: readonly OutboxEntry[]): Promise<void> {
    const ids = batch.map((entry) => entry.id);
    await this.#outbox.acknowledge(ids);
    this.#onAccepted(ids);
  }

  /** Consecutive runs of one listener's entries, each cut to the batch size (order kept). */
  #batches(entries: readonly OutboxEntry[]): OutboxEntry[][] {
    const groups = new Map<string, OutboxEntry[]>();
    for (const entry of entries) {
      const key = listenerKey(entry.listener);
      const group = groups.get(key) ?? [];
      group.push(entry);
      groups.set(key, group);
    }
    const batches: OutboxEntry[][] = [];
    for (const group of groups.values()) {
      for (let i = 0; i < group.length; i += this.#batchSize) batches.push(group.slice(i, i + this.#batchSize));
    }
    return batches;
  }

  #isCurrentListener(listener: OutboxListener): boolean {
    const current = this.#credentials();
    return (
      (listener.userToken !== undefined && listener.userToken === current.userToken) ||
      (listener.dsid !== undefined && listener.dsid === current.dsid)
    );
  }

  #scheduleRetry(): void {
    if (!this.#retry || this.#disposed) return;
    this.#cancelRetry();
    const cancel = this.#scheduler.setTimeout(() => {
      if (this.#retryTimer === cancel) this.#retryTimer = null;
      void this.flush();
    }, this.#backoff.delayFor(this.#failures));
    this.#retryTimer = cancel;
  }

  #cancelRetry(): void {
    this.#retryTimer?.();
    this.#retryTimer = null;
  }
}
