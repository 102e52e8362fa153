import type { Clock } from '../../ports/clock.ts';
import type { Logger } from '../../ports/logger.ts';

/** The play type of a startup report (002 §4 Click-to-play tracking: LIVE or VOD). */
export const PlayType = { LIVE: 'LIVE', VOD: 'VOD' } as const;
export type PlayType = (typeof PlayType)[keyof typeof PlayType];

/** The reporting-agent event sent once per tracked play (002 §4). */
export interface PlaybackStartupReport {
  readonly event: 'playbackStartup';
  readonly result: 'success';
  /** Milliseconds from the play initiation to can-play. */
  readonly tapToFirstFrame: number;
  readonly playType: PlayType;
}

/**
 * Where startup reports go: the reporting agent (002 §4). The spec does not show its transport,
 * so the app decides (`configure({ reportingAgent })`: its metrics endpoint or the provider's);
 * without one the report is a log line.
 */
export type ReportingAgent = (report: PlaybackStartupReport) => void;

/**
 * The agent an instance reports to: the app's own, guarded so that a throwing agent costs a log
 * line and never the play it reports on; the log otherwise.
 */
export function reportingAgentOf(appAgent: ReportingAgent | undefined, logger: Pick<Logger, 'log'>): ReportingAgent {
  if (!appAgent) return (report) => logger.log('info', 'playbackStartup', report);
  return (report) => {
    try {
      appAgent(report);
    } catch (error) {
      logger.log('warning', 'The reporting agent threw on playbackStartup', error);
    }
  };
}

/** What is known of a play when it is initiated. */
export interface PlayInitiation {
  /** A live stream or station (PlayType LIVE); on-demand content otherwise (VOD). */
  readonly isLive: boolean;
}

/**
 * 002 §4 Click-to-play tracking: a play is registered when initiated, reported once when the
 * media can play (event playbackStartup, result success, tapToFirstFrame in ms on the Clock,
 * PlayType LIVE or VOD), then cleared. A play initiated while another is tracked replaces it,
 * so the time measured is always from the listener's latest tap.
 *
 * @example
 * const tracker = new ClickToPlayTracker(clock, (report) => agent.send(report));
 * tracker.playInitiated({ isLive: item.isLiveRadioStation }); // in play()
 * tracker.canPlay();                                         // on mediaCanPlay
 */
export class ClickToPlayTracker {
  readonly #clock: Pick<Clock, 'now'>;
  readonly #report: ReportingAgent;
  #tracked: { readonly startedAt: number; readonly playType: PlayType } | null = null;

  constructor(clock: Pick<Clock, 'now'>, report: ReportingAgent) {
    this.#clock = clock;
    this.#report = report;
  }

  /** Whether a play waits for its can-play. */
  get isTracking(): boolean {
    return this.#tracked !== null;
  }

  /** Registers a play initiation, replacing any play still tracked. */
  playInitiated(play: PlayInitiation): void {
    this.#tracked = { startedAt: this.#clock.now(), playType: play.isLive ? PlayType.LIVE : PlayType.VOD };
  }

  /** The media can play: reports the tracked play once and clears it; nothing when none is tracked. */
  canPlay(): void {
    const tracked = this.#tracked;
    if (!tracked) return;
    this.#tracked = null;
    this.#report({
      event: 'playbackStartup',
      result: 'success',
      tapToFirstFrame: Math.max(0, this.#clock.now() - tracked.startedAt),
      playType: tracked.playType,
    });
  }

  /** Forgets the tracked play without reporting (the play failed or was stopped). */
  cancel(): void {
    this.#tracked = null;
  }
}
