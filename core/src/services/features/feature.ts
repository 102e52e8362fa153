import { token } from '../../ports/token.ts';
/**
 * Features: the one mechanism that keeps a capability's code out of the first download
 * (DESIGN.md, Wiring). A feature is a name and a `load` written as a dynamic `import()` in the
 * library source, so every bundler splits it the same way: an app's own (Vite, webpack) and the
 * script-tag build (tools/build/lazy-chunks.plugin.ts only turns each such import into a file
 * beside the IIFE, which cannot hold chunks). A host that has the modules already (headless:
 * `preloadFeatures` at import) hands them over, and each feature's service starts at once.
 */

import { loadOnce } from '../load-once.ts';

/** A capability whose code loads on first use. */
export interface Feature<M> {
  readonly name: string;
  readonly load: () => Promise<M>;
}

/**
 * @example
 * export const TracksFeature = defineFeature('tracks', () => import('../tracks/track.service.ts'));
 */
export function defineFeature<M>(name: string, load: () => Promise<M>): Feature<M> {
  return { name, load };
}

/** The modules a host loaded ahead, by feature (the headless host: all of them). */
export type PreloadedFeatures = ReadonlyMap<Feature<unknown>, unknown>;
export const PreloadedFeatures = token<PreloadedFeatures>('PreloadedFeatures');

/** Runs every feature's own `load` once, for a host that wants them all at start. */
export async function preloadFeatures(features: readonly Feature<unknown>[]): Promise<PreloadedFeatures> {
  const modules = await Promise.all(features.map((feature) => feature.load()));
  return new Map(features.map((feature, index) => [feature, modules[index]] as const));
}

/**
 * A feature's service, made once from its module: `current` while it runs (undefined before),
 * `get()` to need it (loads on first call; everyone waiting shares the load; a failed load is
 * logged, fails that use, and is tried again by the next), `onReady` to follow it once it runs.
 */
export class FeatureService<out T> {
  readonly name: string;
  /** Waiting for the service (closures, so the class stays covariant in T). */
  readonly #ready: Array<() => void> = [];
  readonly #load: () => Promise<T>;
  #current: T | undefined;

  constructor(name: string, create: () => Promise<T>, logger: FeatureLogger, created?: T) {
    this.name = name;
    this.#current = created;
    this.#load = loadOnce(async () => {
      if (this.#current !== undefined) return this.#current;
      try {
        const service = await create();
        this.#current = service;
        for (const listener of this.#ready.splice(0)) listener();
        return service;
      } catch (error) {
        logger.log('warning', `${name}: its code could not be loaded; the next use tries again`, error);
        throw error;
      }
    });
  }

  get current(): T | undefined {
    return this.#current;
  }

  get(): Promise<T> {
    return this.#load();
  }

  /** Loads it now, ahead of its first use; a failure is only logged. */
  preload(): void {
    this.get().catch(() => undefined);
  }

  /** Calls `listener` with the service: now if it runs, else when it starts (never loads it). */
  onReady(listener: (service: T) => void): void {
    const current = this.#current;
    if (current !== undefined) listener(current);
    else this.#ready.push(() => listener(this.#current as T));
  }

  /** Uses the service: synchronously if it runs, else once loaded (a failed load is logged only). */
  use(action: (service: T) => void): void {
    if (this.#current !== undefined) action(this.#current);
    else this.get().then(action, () => undefined);
  }
}

/** What a feature logs (the Logger port's method; kept structural so this file stays a leaf). */
export interface FeatureLogger {
  log(level: 'warning', message: string, error: unknown): void;
}

/**
 * Starts features' services on one host: from the preloaded module at once, else through the
 * feature's `load` on first need.
 *
 * @example
 * const tracks = features.start(TracksFeature, ({ TrackService }) => new TrackService(player, local, logger));
 * await tracks.get();
 */
export class Features {
  readonly #preloaded: PreloadedFeatures | undefined;
  readonly #logger: FeatureLogger;

  constructor(logger: FeatureLogger, preloaded?: PreloadedFeatures) {
    this.#logger = logger;
    this.#preloaded = preloaded;
  }

  start<M, T>(feature: Feature<M>, create: (module: M) => T): FeatureService<T> {
    const module = this.#preloaded?.get(feature) as M | undefined;
    return new FeatureService(feature.name, async () => create(await feature.load()), this.#logger, module === undefined ? undefined : create(module));
  }
}
