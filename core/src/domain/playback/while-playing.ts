// What a controller needs only once something plays: seeking (001 §4) and preloading the next
// item (002 §4). A play never seeks, and preloading starts past 30 % of an authorized listener's
// item, so their code is a feature (services/features: while playing) loaded on first need.
import { Preloader, type PreloaderDependencies } from './preloader.ts';
import { Seeker, type SeekerDependencies } from './seeker.ts';

/** Makes a controller's seeker and preloader. */
export interface WhilePlaying {
  readonly createSeeker: (dependencies: SeekerDependencies) => Seeker;
  readonly createPreloader: (dependencies: PreloaderDependencies) => Preloader;
}

/**
 * Where a controller gets them: `current` once the code is here (at once on a host that preloads
 * features), `get()` to load it.
 */
export interface WhilePlayingSource {
  readonly current: WhilePlaying | undefined;
  get(): Promise<WhilePlaying>;
}

/** The while-playing feature's module content (services/features/core-features.ts). */
export const whilePlaying: WhilePlaying = {
  createSeeker: (dependencies) => new Seeker(dependencies),
  createPreloader: (dependencies) => new Preloader(dependencies),
};

/** Made at once, for controllers built without the features (tests, tools). */
export const whilePlayingAtOnce: WhilePlayingSource = { current: whilePlaying, get: async () => whilePlaying };
