import type { TrackService } from '../services/tracks/track.service.ts';
import type { MediaSessionController } from '../services/media-session/media-session-controller.ts';
import type { createGaplessSourceResolver } from '../services/playback/gapless-source.setup.ts';
import type { AgeGate } from '../services/age-gate/age-gate.ts';
import type { AgeGatedSourceResolver } from '../services/playback/age-gated-source.resolver.ts';
import type { createLiveRadioService } from '../services/live-radio/live-radio.setup.ts';
import type { createContinuousController } from '../services/playback/continuous-controller.setup.ts';
import type { ErrorPresenter } from '../services/dialogs/error-presenter.ts';
import type { ShareSession } from '../services/share-session/share-session.ts';
import type { StartPlayActivityReporting } from '../services/activity/play-activity-starter.ts';

/**
 * What the core loads on first use in a page (each a lazy chunk of the script-tag build,
 * docs/size-budgets.md): play-activity reporting, the track service, the media-session
 * controller. A host that bundles them anyway (Node: the headless harness) binds them here, and
 * they start with the instance, synchronously, as before they were split off.
 *
 * @example
 * container.bind(BundledModules).toConstantValue({ startPlayActivityReporting, TrackService, MediaSessionController });
 */
export interface BundledModules {
  readonly startPlayActivityReporting?: StartPlayActivityReporting;
  readonly TrackService?: typeof TrackService;
  readonly MediaSessionController?: typeof MediaSessionController;
  readonly createGaplessSourceResolver?: typeof createGaplessSourceResolver;
  readonly ageGate?: { readonly AgeGate: typeof AgeGate; readonly AgeGatedSourceResolver: typeof AgeGatedSourceResolver };
  readonly createLiveRadioService?: typeof createLiveRadioService;
  readonly createContinuousController?: typeof createContinuousController;
  readonly ErrorPresenter?: typeof ErrorPresenter;
  readonly ShareSession?: typeof ShareSession;
}
export const BundledModules: unique symbol = Symbol.for('mediakit.BundledModules');
