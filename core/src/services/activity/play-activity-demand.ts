import type { Cancel } from '../../ports/scheduler.ts';
import type { FeatureService } from '../features/feature.ts';
import type { PlayActivityBridgeDependencies } from './play-activity-bridge.ts';
import type { PlayActivityListener } from './play-activity-listener.ts';
import type { ActivityReporterSources } from './activity-reporter.setup.ts';
import type { PlayActivityReporting } from './play-activity-reporting.ts';
import { token } from '../../ports/token.ts';

/** The reporter's ports and options, as the configured instance sets them up. */
export type ActivityReporterSetup = ActivityReporterSources;
/** The reporter's setup; null on a host without a Database (the outbox needs one): nothing is reported. */
export const ActivityReporterSetup = token<ActivityReporterSetup | null>('ActivityReporterSetup');

export interface PlayActivityDemandStart {
  /** Reporting (the reporter and the bridge), a feature of about 10 KiB gzip (docs/size-budgets.md). */
  readonly reporting: FeatureService<PlayActivityReporting>;
  /** Whether earlier pages may have left events to send (activity-backlog.ts). */
  readonly backlog?: () => boolean;
  readonly page?: PlayActivityBridgeDependencies['page'];
  readonly isIOS?: () => boolean;
}

/**
 * Decides when play-activity reporting must run (000 §3-§9, 002 §6), rather than with every page:
 * - at start, when the listener is already signed in (their full plays will be reported) or
 *   earlier pages left events to send (`backlog`, checked again when the page is shown again);
 * - when a listener signs in (`listenerChanged`);
 * - at the latest before a reportable play begins: `ready()` is awaited while the item's source
 *   is resolved (source-resolution.ts), and controllers announce a play only after its source is
 *   resolved, so the bridge listens before the first event it must report. Nothing is buffered,
 *   so nothing is reported late or with the wrong time.
 * Until then nothing could be reported (002 §6: no authorized listener), so nothing is missed.
 * If loading fails, plays go on unreported and the next need tries again.
 *
 * @example
 * const demand = new PlayActivityDemand(listener);
 * demand.start({ reporting: features.start(PlayActivityFeature, (m) => m.startPlayActivityReporting(dependencies)), backlog });
 * await demand.ready();
 */
export class PlayActivityDemand {
  readonly #listener: PlayActivityListener;
  #start: PlayActivityDemandStart | undefined;
  readonly #watching: Cancel[] = [];

  constructor(listener: PlayActivityListener) {
    this.#listener = listener;
  }

  /** The running reporter and bridge; undefined until reporting has started. */
  get reporting(): PlayActivityReporting | undefined {
    return this.#start?.reporting.current;
  }

  /** The instance exists: starts reporting now if needed, else watches for the need. */
  start(start: PlayActivityDemandStart): void {
    if (this.#start) return;
    this.#start = start;
    if (start.reporting.current) return;
    if (this.#needed()) {
      void this.#load();
      return;
    }
    this.#checkBacklog();
    // 000 §9: a page shown again (or, on iOS, made visible) activates the reporter; without one
    // loaded, that is only needed when another page left events meanwhile.
    const { page, isIOS } = start;
    if (page?.onShow) this.#watching.push(page.onShow(() => this.#checkBacklog()));
    if (page?.onVisibilityChange) {
      this.#watching.push(
        page.onVisibilityChange((visibility) => {
          if (visibility === 'visible' && isIOS?.()) this.#checkBacklog();
        }),
      );
    }
  }

  /** The listener signed in or out: a signed-in listener's reporting is loaded now, ahead of their first play. */
  listenerChanged(): void {
    if (this.#start && this.#needed()) void this.#load();
  }

  /** Resolves once reporting runs when a play could be reported; undefined when it runs or is not needed. */
  ready(): Promise<void> | undefined {
    if (!this.#start || this.reporting || !this.#needed()) return undefined;
    return this.#load();
  }

  /** Stops watching the page (reporting, once started, lives as long as the instance). */
  dispose(): void {
    for (const cancel of this.#watching.splice(0)) cancel();
  }

  /** 002 §6: only an authorized listener with a user token is reported. */
  #needed(): boolean {
    return this.#listener.isAuthorized() && Boolean(this.#listener.userToken());
  }

  #checkBacklog(): void {
    if (!this.reporting && this.#start?.backlog?.()) void this.#load();
  }

  /** Never rejects: a play waiting for reporting goes on without it rather than failing. */
  async #load(): Promise<void> {
    const start = this.#start;
    if (!start) return;
    try {
      await start.reporting.get();
      this.dispose();
    } catch {
      // Logged by the feature; the next need tries again.
    }
  }
}
