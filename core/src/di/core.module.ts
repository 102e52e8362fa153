/**
 * The core's bindings, and nothing else (DESIGN.md, Wiring: module files bind, services decide). Only `core/src/di` imports inversify.
 * Every binding goes through `bindFactory` (bind-factory.ts), whose factory parameters are typed by the tokens it lists. Features
 * (services/features) start their services here; whether and when their code loads is theirs. Hosts load this module beside their adapters' and bind `MusicKitConfiguration`.
 */
import { ContainerModule } from 'inversify';
import { CatalogClient } from '../domain/api/clients/catalog.client.ts';
import type { LibraryClient } from '../domain/api/clients/library.client.ts';
import { DataContext } from '../domain/api/data-context.ts';
import { featureFlagsFor } from '../domain/api/feature-flags.ts';
import { DEVELOPER_FLAGS } from '../domain/constants/index.ts';
import { DeveloperFlags, libraryDeveloperFlags } from '../domain/flags/developer-flags.ts';
import { MusicApi } from '../domain/api/music-api.ts';
import { ApiSession } from '../domain/api/request-session.ts';
import { MediaItemFactory } from '../domain/media-item/media-item.factory.ts';
import { PlaybackControllerSwitch } from '../domain/playback/playback-controller-switch.ts';
import { MusicKitConfiguration, type ValidConfiguration } from '../musickit/configuration.ts';
import { InstanceTracks, loadTracksWithSink } from '../musickit/instance-tracks.ts';
import { MusicKitInstance } from '../musickit/musickit-instance.ts';
import { Clock, Database, DialogPresenter, Environment, HttpClient, KeyValueStore, Logger, MediaSession, MediaSinkLoader, Random, Scheduler, token, WindowHost } from '../ports/index.ts';
import { ActivityReporterSetup, PlayActivityDemand } from '../services/activity/play-activity-demand.ts';
import { PlayActivityListenerRef } from '../services/activity/play-activity-listener.ts';
import { activityReporterSources, startPlayActivity } from '../services/activity/play-activity.setup.ts';
import { AuthService } from '../services/auth/auth-service.ts';
import { authServiceOptions } from '../services/auth/auth-service.setup.ts';
import { ClickToPlayTracker, reportingAgentOf } from '../services/click-to-play/click-to-play-tracker.ts';
import { PlaybackErrorHandler } from '../services/dialogs/playback-error-handler.ts';
import * as F from '../services/features/core-features.ts';
import { type FeatureService, Features, PreloadedFeatures } from '../services/features/feature.ts';
import { LiveRadio } from '../services/live-radio/live-radio.feature.ts';
import { MarkerService } from '../services/markers/marker.service.ts';
import { startPlaybackStateKeeping } from '../services/playback-state/playback-state.setup.ts';
import { startMediaSessionControls } from '../services/media-session/media-session.setup.ts';
import { warmUpPlayPath } from '../services/playback/full-playback.setup.ts';
import { FullPlayback, fullPlayback } from '../services/playback/full-playback.warm-up.ts';
import { PlaybackBackends } from '../services/playback/playback-backends.ts';
import { PlaybackSettings } from '../services/playback/playback-settings.ts';
import { startPlaybackTargets } from '../services/playback/playback-targets.setup.ts';
import { playbackControllers } from '../services/playback/playback-controllers.setup.ts';
import { SinkPlaybackEngine } from '../services/playback/sink-playback-engine.ts';
import { SinkPlayer } from '../services/playback/sink-player.ts';
import { SinkSelector } from '../services/playback/sink-selector.ts';
import { SourceResolution } from '../services/playback/source-resolution.ts';
import { PrimaryPlayer, startPrimaryPlayer } from '../services/primary-player/primary-player.setup.ts';
import { QueueContentLoader } from '../services/queue/queue-content.loader.ts';
import { StorefrontSelection } from '../services/storefront/storefront-selection.ts';
import { credentialOriginsFor } from '../domain/auth/credential-origins.ts';
import { CredentialGate } from '../services/credentials/credential-gate.ts';
import { DataApi, dataApi } from '../services/data-clients/data-api.ts';
import { debugRequests } from '../services/credentials/debug-requests.ts';
import { bindFactory, every, optional } from './bind-factory.ts';
/** The library client, a feature (the instance's `addToLibrary` and the queue's library ids). */
const Library = token<FeatureService<LibraryClient>>('Library');
/** What starts with the instance, once it exists (play activity, the OS media controls). */
const OnInstance = token<(instance: MusicKitInstance) => void>('OnInstance');

export const coreModule = new ContainerModule(({ bind, onActivation }) => {
  // DESIGN.md Security: whatever network a host binds, the core's token-bearing requests pass the
  // credential gate (services/credentials/credential-gate.ts), which knows the configured origins.
  onActivation<HttpClient>(HttpClient, (context, http) => {
    const configuration: ValidConfiguration | undefined = context.get(MusicKitConfiguration, { optional: true });
    const gated = http instanceof CredentialGate ? http : new CredentialGate(http, credentialOriginsFor(configuration ?? {}));
    return configuration?.debug ? debugRequests(gated, context.get(Logger)) : gated;
  });
  bindFactory(bind, Features, [Logger, optional(PreloadedFeatures)], (logger, preloaded) => new Features(logger, preloaded));
  // --- playback: sinks, the source of each item (source-resolution.ts), full tracks (000 §1)
  // A host without any backend (a server render) still resolves, with nothing to play on.
  bindFactory(bind, SinkSelector, [every(MediaSinkLoader), PlaybackBackends, Logger], (loaders, backends, logger) => new SinkSelector(loaders ?? [], backends, logger));
  // `music.previewOnly` and `music.bitrate`: one object the instance writes and each play reads.
  bindFactory(bind, PlaybackSettings, [MusicKitConfiguration, Environment], (configuration, environment) => PlaybackSettings.configured(configuration, environment.downlinkMbps));
  bindFactory(bind, SinkPlayer, [SinkSelector, Logger], (selector, logger) => new SinkPlayer(selector, logger));
  bindFactory(bind, InstanceTracks, [Features, SinkPlayer, KeyValueStore.local, Logger], (features, player, local, logger) => {
    const tracks = features.start(F.TracksFeature, ({ TrackService }) => new TrackService(player, local, logger));
    loadTracksWithSink(player, tracks);
    return tracks;
  });
  bindFactory(
    bind,
    FullPlayback,
    [Features, MusicKitConfiguration, PlaybackSettings, ApiSession, AuthService, DeveloperFlags, HttpClient, KeyValueStore.session, Clock, Scheduler, Environment, Logger, SinkSelector, optional(WindowHost)],
    (features, configuration, settings, session, auth, flags, http, sessionStore, clock, scheduler, environment, logger, selector, network) => {
      const ports = { http, sessionStore, clock, scheduler, environment, ...(network ? { network } : {}) };
      const full = features.start(F.GaplessFeature, (m) => m.createGaplessSourceResolver(m.gaplessSourceSetup(configuration, settings, session, auth, flags, ports)));
      const preparer = features.start(F.FullOrPreviewFeature, (m) => m.fullOrPreviewResolver(full, auth, settings, logger, selector));
      return fullPlayback(preparer, full, selector);
    },
  );
  bindFactory(
    bind,
    SinkPlaybackEngine,
    [SinkPlayer, Features, optional(DialogPresenter), KeyValueStore.local, Clock, LiveRadio, InstanceTracks, PlayActivityDemand, FullPlayback, AuthService, Scheduler, Environment],
    (player, features, dialogs, local, clock, liveRadio, tracks, activity, playback, auth, scheduler, environment) => {
      // 002 §4: without a dialog presenter nothing can ask, and the age gate is skipped.
      const ageGate = dialogs && features.start(F.AgeGateFeature, ({ AgeGate }) => new AgeGate(local, dialogs, clock));
      const sources = new SourceResolution({ liveRadio, ageGate, tracks, playActivityReady: () => activity.ready(), fullOrPreview: playback.preparer });
      // Issue 17: a queue's first song is loaded before its play, except where the user saves data.
      const engine = new SinkPlaybackEngine(player, sources, playback, () => !environment.saveData);
      return warmUpPlayPath(auth, engine, { scheduler, environment });
    },
  );
  // Live radio and markers ask the engine what plays, and the engine resolves live stations
  // through live radio: the engine is read through this slot, filled when it activates (no cycle).
  let engine: SinkPlaybackEngine | undefined;
  onActivation(SinkPlaybackEngine, (_context, activated) => (engine = activated));
  const nowPlaying = () => engine?.nowPlayingItem;
  bindFactory(
    bind,
    LiveRadio,
    [Features, MusicKitConfiguration, ApiSession, AuthService, SinkPlayer, HttpClient, Scheduler, Clock, Logger, KeyValueStore.session],
    (features, configuration, session, auth, player, http, scheduler, clock, logger, sessionStore) => {
      const ports = { player, nowPlaying, http, scheduler, clock, logger, sessionStore };
      return features.start(F.LiveRadioFeature, (m) => m.createLiveRadioService(m.liveRadioSetup(configuration, session, auth, ports)));
    },
  );
  bindFactory(bind, MarkerService, [SinkPlayer, Logger], (player, logger) => new MarkerService({ player, nowPlaying, logger }));

  // --- data and sign-in (000 §2-§9): one developer-token provider shared with the request session
  bindFactory(bind, ApiSession, [MusicKitConfiguration, HttpClient, Clock, Scheduler, Logger], (configuration, http, clock, scheduler, logger) => new ApiSession({ http, clock, scheduler, baseUrl: configuration.apiBase, developerToken: configuration.developerToken, logger }));
  bindFactory(bind, StorefrontSelection, [MusicKitConfiguration, AuthService], (configuration, auth) => new StorefrontSelection(configuration.storefrontId, () => auth.storefrontId));
  bindFactory(bind, DataContext, [ApiSession, Clock, StorefrontSelection, MusicKitConfiguration], (session, clock, storefront, configuration) => new DataContext({ session, clock, storefrontId: () => storefront.storefrontId, flags: featureFlagsFor(configuration.features) }));
  bindFactory(bind, DeveloperFlags, [KeyValueStore.local], (local) => libraryDeveloperFlags(local));
  bindFactory(bind, DataApi, [Features, ApiSession, StorefrontSelection, DataContext, KeyValueStore.session, Clock], (features, session, storefront, context, sessionStore, clock) => dataApi(features, { session, storefront, context, sessionStore, clock }));
  bindFactory(bind, MusicApi, [DataApi], (api) => api);
  bindFactory(bind, CatalogClient, [DataContext], (context) => new CatalogClient(context));
  bindFactory(bind, Library, [Features, DataContext], (features, context) => features.start(F.LibraryFeature, ({ LibraryClient }) => new LibraryClient(context)));
  // 002 §3: episodes, podcasts (as their episodes) and audiobooks come from their own catalogues.
  bindFactory(bind, QueueContentLoader, [CatalogClient, Library, DataContext, Features, SinkPlaybackEngine], (catalog, library, context, features, engine) =>
    new QueueContentLoader(catalog, library, { media: features.start(F.MediaCataloguesFeature, ({ createMediaCatalogReads }) => createMediaCatalogReads(context)), context, songsAhead: (firstSongId) => engine.warmUp(firstSongId), queueAhead: () => engine.queueAhead() }),
  );
  bindFactory(
    bind,
    AuthService,
    [MusicKitConfiguration, ApiSession, WindowHost, HttpClient, Clock, Scheduler, Logger, Environment, KeyValueStore.local, KeyValueStore.session, KeyValueStore.cookie, Random],
    (configuration, session, windowHost, http, clock, scheduler, logger, environment, localStore, sessionStore, cookieStore, random) =>
      new AuthService({ windowHost, http, clock, scheduler, logger, environment, localStore, sessionStore, cookieStore, random }, authServiceOptions(configuration, session)),
  );

  // --- queue and controllers
  bindFactory(bind, MediaItemFactory, [Random, Logger, FullPlayback, DeveloperFlags], (random, logger, playback, flags) => new MediaItemFactory({ random, logger, preparer: async (item) => (await playback.preparer.get()).playbackDataOf(item), isMusicMoviePlaybackEnabled: () => flags.isEnabled(DEVELOPER_FLAGS.musicMoviePlayback) }));
  bindFactory(
    bind,
    PlaybackControllerSwitch,
    [SinkPlaybackEngine, Random, Logger, Scheduler, MediaItemFactory, DataContext, MusicKitConfiguration, PlaybackSettings, AuthService, Features],
    (engine, random, logger, scheduler, itemFactory, context, configuration, settings, auth, features) =>
      playbackControllers({ engine, scheduler, logger, isAuthorized: () => auth.isAuthorized, isPreviewOnly: () => settings.previewOnly }, { random, itemFactory, context, features, configuration }),
  );

  // --- play activity (000 §3-§7, 002 §6): reporting starts when the demand says (play-activity-demand.ts)
  bindFactory(bind, PlayActivityListenerRef, [], () => new PlayActivityListenerRef());
  bindFactory(bind, PlayActivityDemand, [PlayActivityListenerRef], (listener) => new PlayActivityDemand(listener));
  bindFactory(
    bind,
    ActivityReporterSetup,
    [MusicKitConfiguration, ApiSession, MusicApi, PlayActivityListenerRef, HttpClient, optional(Database), Clock, Scheduler, Random, Logger, KeyValueStore.cookie, KeyValueStore.local, optional(Environment)],
    (configuration, session, api, listener, http, database, clock, scheduler, random, logger, cookie, local, environment) =>
      activityReporterSources(configuration, session, api, listener, { http, database, clock, scheduler, random, logger, cookie, local, environment }),
  );
  bindFactory(
    bind,
    OnInstance,
    [PlayActivityListenerRef, PlayActivityDemand, Features, ActivityReporterSetup, AuthService, PlaybackControllerSwitch, SinkPlaybackEngine, SinkPlayer, LiveRadio, Clock, Scheduler, Logger, optional(WindowHost), optional(Environment), MusicKitConfiguration, KeyValueStore.local],
    (listener, demand, features, setup, auth, controllers, engine, player, liveRadio, clock, scheduler, logger, page, environment, configuration, local) => (instance) => {
      const bridge = { controllers, engine, player, liveRadio, clock, scheduler, logger, page, isIOS: environment && (() => environment.isIOS) };
      startPlayActivity(instance, { listener, demand, features, setup, auth, bridge });
      startPlaybackStateKeeping(instance, configuration, features, { local, clock, scheduler, logger, ...(page ? { page } : {}) }); // issue 19 queue restore
    },
  );

  // --- around playback (002 §2, §4, §8; 000 §9); each needs its port bound
  bindFactory(bind, OnInstance, [optional(MediaSession), Features, Scheduler, Logger], (session, features, scheduler, logger) => (instance) => session && startMediaSessionControls(instance, session, features, scheduler, logger));
  bindFactory(bind, PlaybackErrorHandler, [Features, DialogPresenter, WindowHost, MusicKitConfiguration], (features, dialogs, windowHost, configuration) =>
    features.start(F.ErrorPresenterFeature, ({ ErrorPresenter }) => new ErrorPresenter(dialogs, windowHost, { suppressErrorDialog: () => configuration.suppressErrorDialog === true })),
  );
  bindFactory(bind, PrimaryPlayer, [Features, KeyValueStore.local, Random, WindowHost, Environment, Logger, SinkPlayer], (features, storage, random, page, environment, logger, player) =>
    startPrimaryPlayer(features, { storage, random, window: page, environment, logger }, player),
  );
  // The reporting agent of the incumbent is not specified (002 §4); the report goes to the log.
  bindFactory(bind, ClickToPlayTracker, [Clock, Logger, MusicKitConfiguration], (clock, logger, configuration) => new ClickToPlayTracker(clock, reportingAgentOf(configuration.reportingAgent, logger)));

  // --- the public instance
  bindFactory(
    bind,
    MusicKitInstance,
    [MusicKitConfiguration, ApiSession, DataApi, PlaybackControllerSwitch, SinkPlaybackEngine, SinkPlayer, QueueContentLoader, Logger, AuthService, StorefrontSelection, Library, Environment, optional(PlaybackErrorHandler), optional(PrimaryPlayer), ClickToPlayTracker, LiveRadio, MarkerService, InstanceTracks, Features, PlaybackSettings, DeveloperFlags, DataContext],
    (configuration, session, api, controllers, engine, player, content, logger, auth, storefront, library, environment, errors, primaryPlayer, clickToPlay, liveRadio, markers, tracks, features, settings, developerFlags, context) =>
      new MusicKitInstance({
        ...{ configuration, session, api, controllers, engine, player, content, logger, auth, storefront, library, environment, tracks, liveRadio, markers, settings },
        flags: { developer: developerFlags, features: context.flags },
        platform: { errors, primaryPlayer, clickToPlay },
        shareSession: (settings) => features.start(F.ShareSessionFeature, ({ ShareSession }) => new ShareSession(settings, logger)), playbackTargets: (emit) => startPlaybackTargets(features, player, emit),
      }),
  );
  onActivation(MusicKitInstance, (context, instance) => {
    for (const start of context.getAll<(instance: MusicKitInstance) => void>(OnInstance)) start(instance);
    return instance;
  });
});
