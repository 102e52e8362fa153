import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { Logger } from '../../ports/logger.ts';
import type { PlaybackSource } from '../../ports/media-sink.ts';
import type { Cancel } from '../../ports/scheduler.ts';
import type { PlaybackSourceResolver } from '../playback/playback-source.resolver.ts';
import { loadOnce } from '../load-once.ts';
import type { PlayActivityListener } from './play-activity-listener.ts';
import type { PlayActivityReporting, PlayActivityReportingDependencies } from './play-activity-reporting.ts';

/** Builds and starts reporting (play-activity-reporting.ts). */
export type StartPlayActivityReporting = (dependencies: PlayActivityReportingDependencies) => PlayActivityReporting;


/** The reporter's ports and options, as the configured instance sets them up. */
export type ActivityReporterSetup = PlayActivityReportingDependencies['reporter'];
export const ActivityReporterSetup: unique symbol = Symbol.for('mediakit.ActivityReporterSetup');

export interface PlayActivityStarterOptions {
  /** Loads reporting: a dynamic import, which the script-tag build makes a lazy chunk. */
  readonly load: () => Promise<StartPlayActivityReporting>;
  /** Who listens now; reporting needs an authorized listener with a user token (002 §6). */
  readonly listener: PlayActivityListener;
  readonly logger: Logger;
}

export interface PlayActivityStartOptions {
  /** The reporting module, when the host bundles it: reporting starts at once. */
  readonly bundled?: StartPlayActivityReporting;
  /** Whether earlier pages may have left events to send (activity-backlog.ts). */
  readonly backlog?: () => boolean;
}

/**
 * Starts play-activity reporting (the reporter and the bridge, about 10 KiB gzip) when a page
 * first needs it, rather than with every page (docs/size-budgets.md):
 * - at start, when the listener is already signed in (their full plays will be reported) or
 *   earlier pages left events to send (`backlog`, checked again when the page is shown again);
 * - when a listener signs in (`listenerChanged`);
 * - at the latest before a reportable play begins: `beforePlay()` is awaited while the item's
 *   source is resolved (PlayActivityGatedSourceResolver), and controllers announce a play only
 *   after its source is resolved, so the bridge is listening before the first event it must
 *   report. Nothing is buffered, so nothing is reported late or with the wrong time.
 * Until then nothing could be reported (002 §6: no authorized listener), so nothing is missed.
 * If loading fails, plays go on unreported and the next need tries again.
 *
 * @example
 * const starter = new PlayActivityStarter({ load: async () => (await import('./play-activity-reporting.ts')).startPlayActivityReporting, listener, logger });
 * starter.start(dependencies, { backlog });
 * const source = await new PlayActivityGatedSourceResolver(resolver, starter).resolve(item);
 */
export class PlayActivityStarter {
  readonly #options: PlayActivityStarterOptions;
  #dependencies: PlayActivityReportingDependencies | undefined;
  #backlog: (() => boolean) | undefined;
  #reporting: PlayActivityReporting | undefined;
  readonly #started: () => Promise<void>;
  readonly #watching: Cancel[] = [];

  constructor(options: PlayActivityStarterOptions) {
    this.#options = options;
    this.#started = loadOnce(async () => {
      try {
        this.#begin(await options.load());
      } catch (error) {
        options.logger.log('error', 'Play activity: reporting could not be started; plays are not reported until it is', error);
        throw error;
      }
    });
  }

  /** The running reporter and bridge; undefined until reporting has started. */
  get reporting(): PlayActivityReporting | undefined {
    return this.#reporting;
  }

  /** The instance exists: starts reporting now if bundled or already needed, else watches for the need. */
  start(dependencies: PlayActivityReportingDependencies, options: PlayActivityStartOptions = {}): void {
    if (this.#dependencies) return;
    this.#dependencies = dependencies;
    if (options.bundled) {
      this.#begin(options.bundled);
      return;
    }
    this.#backlog = options.backlog;
    if (this.#needed()) {
      void this.#load();
      return;
    }
    this.#checkBacklog();
    // 000 §9: a page shown again (or, on iOS, made visible) activates the reporter; without one
    // loaded, that is only needed when another page left events meanwhile.
    const { page, isIOS } = dependencies.bridge;
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
    if (this.#dependencies && this.#needed()) void this.#load();
  }

  /**
   * Awaited before an item's source is resolved: resolves once reporting runs when the play
   * could be reported; undefined (nothing to wait for) when it runs or is not needed.
   */
  beforePlay(): Promise<void> | undefined {
    if (this.#reporting || !this.#dependencies || !this.#needed()) return undefined;
    return this.#load();
  }

  /** Stops watching the page (reporting, once started, lives as long as the instance). */
  dispose(): void {
    for (const cancel of this.#watching.splice(0)) cancel();
  }

  /** 002 §6: only an authorized listener with a user token is reported. */
  #needed(): boolean {
    const { listener } = this.#options;
    return listener.isAuthorized() && Boolean(listener.userToken());
  }

  #checkBacklog(): void {
    if (!this.#reporting && this.#backlog?.()) void this.#load();
  }

  #load(): Promise<void> {
    // Never rejects: a play waiting for reporting goes on without it rather than failing.
    return this.#started().catch(() => undefined);
  }

  #begin(start: StartPlayActivityReporting): void {
    if (this.#reporting || !this.#dependencies) return;
    this.dispose();
    this.#reporting = start(this.#dependencies);
  }
}

/**
 * Holds an item's source until play-activity reporting runs, when the play could be reported
 * (PlayActivityStarter.beforePlay); the source is resolved meanwhile, so waiting costs nothing
 * once reporting is there, and only the chunk's arrival the first time.
 */
export class PlayActivityGatedSourceResolver implements PlaybackSourceResolver {
  readonly #inner: PlaybackSourceResolver;
  readonly #starter: Pick<PlayActivityStarter, 'beforePlay'>;

  constructor(inner: PlaybackSourceResolver, starter: Pick<PlayActivityStarter, 'beforePlay'>) {
    this.#inner = inner;
    this.#starter = starter;
  }

  async resolve(item: MediaItem): Promise<PlaybackSource> {
    const [source] = await Promise.all([this.#inner.resolve(item), this.#starter.beforePlay()]);
    return source;
  }
}
