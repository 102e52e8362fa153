// The part of live radio that only a page playing a live station needs, loaded by LiveRadioService
// when a live station starts (a lazy chunk in the script-tag build): the metadata poll (001 §7, §9:
// every 1 s) and the manifest refetch (001 §7: every target duration).
import { TimedMetadataTimeline, type TimedMetadataCue } from '../../domain/timed-metadata/timed-metadata.timeline.ts';
import type { TimedMetadata } from '../../domain/timed-metadata/timed-metadata.ts';
import type { HttpClient } from '../../ports/http-client.ts';
import type { Logger } from '../../ports/logger.ts';
import type { Cancel, Scheduler } from '../../ports/scheduler.ts';
import { LivePlaylistRefresher, type ListedKeySessions } from './live-playlist.refresher.ts';

export interface LiveRadioSessionOptions {
  readonly manifestUrl: string;
  readonly http: HttpClient;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  /** The ID3 cues the playing sink delivered for this stream so far. */
  readonly cues: () => readonly TimedMetadataCue[];
  /** The playing time on the sink's media timeline (the cues' timeline). */
  readonly currentTime: () => number;
  readonly keySessions: ListedKeySessions;
  /** The metadata announced last (the service holds it: a change is a difference from it). */
  readonly lastMetadata: () => TimedMetadata | undefined;
  readonly onMetadata: (metadata: TimedMetadata) => void;
  /** 001 §9: the metadata poll period (1 s); also the refetch period until a target duration is known. */
  readonly pollMs: number;
}

/**
 * One live station playing: every 1 s it asks which timed metadata is on air at the playing
 * time and announces it when it differs from the last (a tag repeated in every segment does not
 * fire again); every target duration it refetches the manifest for its key URIs.
 *
 * @example
 * const session = new LiveRadioSession({ manifestUrl, http, scheduler, logger, cues, currentTime, keySessions, lastMetadata, onMetadata });
 * session.start();
 */
export class LiveRadioSession {
  readonly #options: LiveRadioSessionOptions;
  readonly #timeline = new TimedMetadataTimeline();
  readonly #refresher: LivePlaylistRefresher;
  #poll: Cancel | undefined;

  constructor(options: LiveRadioSessionOptions) {
    this.#options = options;
    this.#refresher = new LivePlaylistRefresher({
      url: options.manifestUrl,
      http: options.http,
      scheduler: options.scheduler,
      logger: options.logger,
      keySessions: options.keySessions,
      fallbackPeriodMs: options.pollMs,
    });
  }

  /** The manifest refetcher (its last playlist and fetch count). */
  get refresher(): LivePlaylistRefresher {
    return this.#refresher;
  }

  start(): void {
    if (this.#poll) return;
    this.#poll = this.#options.scheduler.setInterval(() => this.poll(), this.#options.pollMs);
    this.#refresher.start();
    this.poll();
  }

  stop(): void {
    this.#poll?.();
    this.#poll = undefined;
    this.#refresher.stop();
  }

  /** One look at what is on air now; announces it if it changed. */
  poll(): void {
    const metadata = this.#timeline.at(this.#options.cues(), this.#options.currentTime());
    if (metadata && !metadata.isEqual(this.#options.lastMetadata())) this.#options.onMetadata(metadata);
  }
}
