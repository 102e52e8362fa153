import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { PlaybackSource } from '../../ports/media-sink.ts';
import type { AgeGate, AgeGatePolicy } from '../age-gate/age-gate.ts';
import { hasAgeGatePolicy } from '../age-gate/age-gate-policy.ts';
import type { FeatureService } from '../features/feature.ts';
import type { LiveRadioService } from '../live-radio/live-radio.service.ts';
import { mediaKindOf, type PlaybackSourceResolver } from './playback-source.resolver.ts';

export interface SourceResolutionSteps {
  /** 001 §1, 002 §7: live stations' streams (the live radio feature). */
  readonly liveRadio: FeatureService<Pick<LiveRadioService, 'resolve'>>;
  /** 002 §4: the age gate; absent on a host without dialogs (nothing can ask). */
  readonly ageGate?: FeatureService<Pick<AgeGate, 'check'>>;
  /** 001 §2-§4: the track service, which must run before a video item's sink loads. */
  readonly tracks: FeatureService<unknown>;
  /** 002 §6: resolves once play-activity reporting runs when this play could be reported. */
  readonly playActivityReady: () => Promise<void> | undefined;
  /** 000 §1: the full track (gapless preparation) or the preview (the full-or-preview feature). */
  readonly fullOrPreview: Pick<FeatureService<PlaybackSourceResolver>, 'get'>;
}

/**
 * How an item's source is found, in order (the one place a reader follows a play's preparation):
 * 1. age gate: an item with an `ageGatePolicy` asks first (a No rejects with AGE_GATE);
 * 2. live radio: a live station's stream comes from the live radio service;
 * 3. full or preview: everything else (full-playback.resolver.ts: gapless full track or preview).
 * Meanwhile, so that nothing they must see is missed, the play waits for what has to run before
 * its sink starts:
 * - tracks readiness: a video item waits for the track service;
 * - play-activity readiness: a play that could be reported waits for reporting to listen.
 * Each step loads its feature's code only when an item needs it (services/features).
 */
export class SourceResolution implements PlaybackSourceResolver {
  readonly #steps: SourceResolutionSteps;

  constructor(steps: SourceResolutionSteps) {
    this.#steps = steps;
  }

  async resolve(item: MediaItem, ahead?: Promise<PlaybackSource>): Promise<PlaybackSource> {
    const [source] = await Promise.all([ahead ?? this.#source(item), this.#tracksReady(item), this.#steps.playActivityReady()]);
    return source;
  }

  /**
   * Step 3 alone, ahead of the play, for an item that needs neither step 1 (nobody pressed yet to
   * be asked) nor 2 (a live stream is live when it is played), and plays in an audio element. The
   * play still waits for the readiness above (`resolve(item, ahead)`).
   */
  resolveAhead(item: MediaItem): Promise<PlaybackSource> | null {
    if ((this.#steps.ageGate && hasAgeGatePolicy(item)) || item.isLiveRadioStation || mediaKindOf(item) !== 'audio') return null;
    return this.#steps.fullOrPreview.get().then((resolver) => resolver.resolve(item));
  }

  async #source(item: MediaItem): Promise<PlaybackSource> {
    const { ageGate, liveRadio, fullOrPreview } = this.#steps;
    if (ageGate && hasAgeGatePolicy(item)) {
      await (await ageGate.get()).check((item.attributes as { ageGatePolicy?: AgeGatePolicy }).ageGatePolicy);
    }
    if (item.isLiveRadioStation) return (await liveRadio.get()).resolve(item);
    return (await fullOrPreview.get()).resolve(item);
  }

  /** Never rejects: a failed load of the track service is logged, and the item plays without tracks. */
  #tracksReady(item: MediaItem): Promise<unknown> | undefined {
    const { tracks } = this.#steps;
    return tracks.current !== undefined || mediaKindOf(item) !== 'video' ? undefined : tracks.get().catch(() => undefined);
  }
}
