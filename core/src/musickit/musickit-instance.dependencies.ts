// What a MusicKit instance is built from (the core module binds it; musickit-instance.ts uses it).
import type { LibraryClient } from '../domain/api/clients/library.client.ts';
import type { RequestSession } from '../domain/api/request-session.ts';
import type { FeatureFlags } from '../domain/api/feature-flags.ts';
import type { DeveloperFlags } from '../domain/flags/developer-flags.ts';
import type { PlaybackControllerSwitch } from '../domain/playback/playback-controller-switch.ts';
import type { PlaybackEngine } from '../domain/playback/playback-engine.ts';
import type { Environment } from '../ports/environment.ts';
import type { Logger } from '../ports/logger.ts';
import type { AuthService } from '../services/auth/auth-service.ts';
import type { DataApi } from '../services/data-clients/data-api.ts';
import type { ClickToPlayTracker } from '../services/click-to-play/click-to-play-tracker.ts';
import type { PlaybackErrorHandler } from '../services/dialogs/playback-error-handler.ts';
import type { FeatureService } from '../services/features/feature.ts';
import type { LiveRadio } from '../services/live-radio/live-radio.feature.ts';
import type { MarkerService } from '../services/markers/marker.service.ts';
import type { PlaybackSettings } from '../services/playback/playback-settings.ts';
import type { SinkPlayer } from '../services/playback/sink-player.ts';
import type { PrimaryPlayerArbiter } from '../services/primary-player/primary-player-arbiter.ts';
import type { QueueContentLoader } from '../services/queue/queue-content.loader.ts';
import type { ShareSession } from '../services/share-session/share-session.ts';
import type { ShareSessionPlayer } from '../services/share-session/share-session.types.ts';
import type { StorefrontSelection } from '../services/storefront/storefront-selection.ts';
import type { ValidConfiguration } from './configuration.ts';
import type { InstanceTracks } from './instance-tracks.ts';
import type { InstanceEmit } from './instance-authorization.ts';
import type { InstancePlaybackTargets } from './instance-playback-targets.ts';

export interface MusicKitInstanceDependencies {
  readonly configuration: ValidConfiguration;
  readonly session: RequestSession;
  /** `api.music` as the incumbent's, plus the typed data clients (002 §7). */
  readonly api: DataApi;
  readonly controllers: PlaybackControllerSwitch;
  readonly engine: PlaybackEngine;
  readonly player: SinkPlayer;
  /** `previewOnly` and `bitrate`, read by each play (source resolution, preloading). */
  readonly settings: PlaybackSettings;
  readonly content: QueueContentLoader;
  readonly logger: Logger;
  readonly auth: AuthService;
  readonly storefront: StorefrontSelection;
  /** The library client, a feature loaded with the first library call: only `add` is used here. */
  readonly library: { get(): Promise<Pick<LibraryClient, 'add'>> };
  readonly environment: Environment;
  readonly tracks: InstanceTracks;
  /** Optional platform services (absent in hosts without dialogs or other tabs). */
  readonly platform?: InstancePlatformServices;
  /** Live radio timed metadata (001 §3); absent on hosts that do not bind it. */
  readonly liveRadio?: LiveRadio;
  /** Roll, skip and up-next markers (001 §3); absent on hosts that do not bind it. */
  readonly markers?: MarkerService;
  /** Developer flags (000 §5) and feature flags (002 §9); absent on instances built without them. */
  readonly flags?: { readonly developer: DeveloperFlags; readonly features: FeatureFlags };
  /** 002 §4 share session: its rules (a feature, loaded on the first `shareSession.start`) for these settings. */
  readonly shareSession: (player: ShareSessionPlayer) => FeatureService<ShareSession>;
  /** 001 §2 playback targets and presentation modes, announced through `emit` (a feature, loaded with the first sink). */
  readonly playbackTargets: (emit: InstanceEmit) => FeatureService<InstancePlaybackTargets>;
}

/** What a platform adds around playback (002 §2, §4, §8; 000 §9). */
export interface InstancePlatformServices {
  /** 002 §8: playback errors shown in the alert dialog unless suppressed. */
  readonly errors?: PlaybackErrorHandler;
  /** 000 §9: one primary player among the page's tabs (a feature: its arbiter loads with the first play or another tab's claim). */
  readonly primaryPlayer?: FeatureService<PrimaryPlayerArbiter>;
  /** 002 §4: tap-to-first-frame of a listener's play. */
  readonly clickToPlay?: ClickToPlayTracker;
}
