/**
 * The core's bindings. Only `core/src/di` imports inversify (DESIGN.md): this module, play
 * activity's bindings beside it (play-activity.bindings.ts), and the list of what a host may
 * bundle (bundled-modules.ts). Core classes stay plain (no decorators); each is bound with
 * `toResolvedValue(factory, [tokens])`, so the container never depends on emitted decorator
 * metadata. Hosts load this module beside their adapters' and bind `MusicKitConfiguration` when
 * an app configures.
 */
import { ContainerModule } from 'inversify';
import type { PreparationTokens } from '../domain/playback-preparation/preparation-tokens.ts';
import { PlaybackBitrate } from '../domain/enums/index.ts';
import type { createGaplessSourceResolver } from '../services/playback/gapless-source.setup.ts';
import { LazyGaplessSourceResolver } from '../services/playback/lazy-gapless-source.ts';
import { FullOrPreviewSourceResolver } from '../services/playback/full-playback.resolver.ts';
import type { LibraryClient } from '../domain/api/clients/library.client.ts';
import { DEFAULT_PROVIDER_HOSTS, providerHostsAt } from '../domain/auth/provider-hosts.ts';
import { PlaybackStates, Realm } from '../domain/enums/index.ts';
import { AuthService } from '../services/auth/auth-service.ts';
import { StorefrontSelection } from '../services/storefront/storefront-selection.ts';
import { InstanceTracks, LazyTrackService, TracksGatedSourceResolver } from '../musickit/lazy-tracks.ts';
import type { AgeGate } from '../services/age-gate/age-gate.ts';
import { ClickToPlayTracker } from '../services/click-to-play/click-to-play-tracker.ts';
import type { ErrorPresenter } from '../services/dialogs/error-presenter.ts';
import { LazyErrorPresenter, PlaybackErrorHandler } from '../services/dialogs/lazy-error-presenter.ts';
import type { MediaSessionController } from '../services/media-session/media-session-controller.ts';
import type { TrackService } from '../services/tracks/track.service.ts';
import { PrimaryPlayerArbiter } from '../services/primary-player/primary-player-arbiter.ts';
import type { AgeGatedSourceResolver } from '../services/playback/age-gated-source.resolver.ts';
import type { PlaybackSourceResolver } from '../services/playback/playback-source.resolver.ts';
import type { MediaItem } from '../domain/media-item/media-item.ts';
import { DialogPresenter } from '../ports/dialog-presenter.ts';
import { MediaSession } from '../ports/media-session.ts';
import { CatalogClient } from '../domain/api/clients/catalog.client.ts';
import { DataContext } from '../domain/api/data-context.ts';
import { MusicApi } from '../domain/api/music-api.ts';
import { RequestSession } from '../domain/api/request-session.ts';
import { MediaItemFactory } from '../domain/media-item/media-item.factory.ts';
import { PlaybackControllerSwitch } from '../domain/playback/playback-controller-switch.ts';
import { SerialController } from '../domain/playback/serial-controller.ts';
import { Queue } from '../domain/queue/queue.ts';
import { MusicKitConfiguration, type ValidConfiguration } from '../musickit/configuration.ts';
import { MusicKitInstance } from '../musickit/musickit-instance.ts';
import { Clock } from '../ports/clock.ts';
import { HttpClient } from '../ports/http-client.ts';
import { Logger } from '../ports/logger.ts';
import { MediaSinkLoader } from '../ports/media-sink.ts';
import { Random } from '../ports/random.ts';
import { Scheduler } from '../ports/scheduler.ts';
import { PlaybackBackends } from '../services/playback/playback-backends.ts';
import { PreviewSourceResolver } from '../services/playback/playback-source.resolver.ts';
import { SinkPlaybackEngine } from '../services/playback/sink-playback-engine.ts';
import { SinkPlayer } from '../services/playback/sink-player.ts';
import { SinkSelector } from '../services/playback/sink-selector.ts';
import { QueueContentLoader } from '../services/queue/queue-content.loader.ts';
import type { createContinuousController } from '../services/playback/continuous-controller.setup.ts';
import { Environment } from '../ports/environment.ts';
import { KeyValueStore } from '../ports/key-value-store.ts';
import { WindowHost } from '../ports/window-host.ts';
import { PlayActivityGatedSourceResolver, PlayActivityStarter } from '../services/activity/play-activity-starter.ts';
import { bindPlayActivity } from './play-activity.bindings.ts';
import { BundledModules } from './bundled-modules.ts';
// Live radio and markers (block below).
import type { createLiveRadioService, LiveRadioSetup } from '../services/live-radio/live-radio.setup.ts';
import { LazyLiveRadio, LiveRadio } from '../services/live-radio/lazy-live-radio.ts';
import { LiveRadioSourceResolver } from '../services/live-radio/live-radio-source.resolver.ts';
import { MarkerService } from '../services/markers/marker.service.ts';
import type { ShareSession } from '../services/share-session/share-session.ts';

export { BundledModules } from './bundled-modules.ts';

/** The library calls the instance and the queue loader make (the client loads on first use). */
type LibraryAccess = Pick<LibraryClient, 'add' | 'resources' | 'resource'>;
const LibraryAccess: unique symbol = Symbol.for('mediakit.LibraryAccess');

export const coreModule = new ContainerModule((options) => {
  const { bind, onActivation } = options;
  // --- playback on sinks
  bind(SinkSelector)
    .toResolvedValue(
      // A host without any backend (a server render) still resolves, with nothing to play on.
      (loaders: MediaSinkLoader[] | undefined, backends: PlaybackBackends, logger: Logger) => new SinkSelector(loaders ?? [], backends, logger),
      [{ serviceIdentifier: MediaSinkLoader, isMultiple: true, optional: true }, PlaybackBackends, Logger],
    )
    .inSingletonScope();
  bind(SinkPlayer)
    .toResolvedValue((selector: SinkSelector, logger: Logger) => new SinkPlayer(selector, logger), [SinkSelector, Logger])
    .inSingletonScope();
  // The track service loads when something may have tracks (musickit/lazy-tracks.ts); the
  // script-tag build makes this import() a lazy chunk.
  bind(InstanceTracks)
    .toResolvedValue(
      (player: SinkPlayer, local: KeyValueStore, logger: Logger, bundled: BundledModules | undefined): InstanceTracks =>
        bundled?.TrackService
          ? new bundled.TrackService(player, local, logger)
          : new LazyTrackService({ player, storage: local, logger, load: async () => (await import('../services/tracks/track.service.ts')).TrackService }),
      [SinkPlayer, KeyValueStore.local, Logger, { serviceIdentifier: BundledModules, optional: true }],
    )
    .inSingletonScope();
  bind(SinkPlaybackEngine)
    .toResolvedValue(
      // 002 §4 age gate: asked before an item with a policy is prepared (skipped without a dialog
      // presenter); its code loads with the first such item (ageGatedSources below).
      // Live radio stations resolve through the live radio service (block "live radio and markers").
      // Play activity: a play that could be reported waits for reporting to run (play-activity-starter.ts).
      // Tracks: a video item waits for the track service to run (musickit/lazy-tracks.ts).
      (
        player: SinkPlayer,
        dialogs: DialogPresenter | undefined,
        local: KeyValueStore,
        clock: Clock,
        live: LiveRadio,
        activity: PlayActivityStarter,
        tracks: InstanceTracks,
        full: FullOrPreviewSourceResolver,
        bundled: BundledModules | undefined,
      ) => {
        const sources = new LiveRadioSourceResolver(live, full);
        const gated = dialogs ? ageGatedSources(sources, local, dialogs, clock, bundled?.ageGate) : sources;
        const withTracks = tracks instanceof LazyTrackService ? new TracksGatedSourceResolver(gated, tracks) : gated;
        return new SinkPlaybackEngine(player, new PlayActivityGatedSourceResolver(withTracks, activity), full);
      },
      [
        SinkPlayer,
        { serviceIdentifier: DialogPresenter, optional: true },
        KeyValueStore.local,
        Clock,
        LiveRadio,
        PlayActivityStarter,
        InstanceTracks,
        FullOrPreviewSourceResolver,
        { serviceIdentifier: BundledModules, optional: true },
      ],
    )
    .inSingletonScope();

  // --- full tracks (000 §1, 002 §7 play preparation, 001 §7 licences) through the gapless engine
  // The preparation, manifest (HLS parser) and licence code loads with the first full track or
  // when a listener signs in (lazy-gapless-source.ts): the script-tag build makes it a lazy chunk.
  bind(LazyGaplessSourceResolver)
    .toResolvedValue(
      (
        configuration: ValidConfiguration,
        session: RequestSession,
        auth: AuthService,
        http: HttpClient,
        sessionStore: KeyValueStore,
        clock: Clock,
        scheduler: Scheduler,
        environment: Environment,
        logger: Logger,
        bundled: BundledModules | undefined,
      ) => {
        const tokens: PreparationTokens = {
          developerToken: () => session.developerTokens.current?.token ?? '',
          userToken: () => auth.musicUserToken,
          renewUserToken: () => auth.renewMusicToken(),
          revokeUserToken: () => void auth.unauthorize(),
        };
        const setup = {
          http,
          sessionStore,
          scheduler,
          clock,
          hosts: configuration.providerOrigin ? providerHostsAt(configuration.providerOrigin) : DEFAULT_PROVIDER_HOSTS,
          tokens,
          options: { bitrate: () => configuration.bitrate ?? PlaybackBitrate.HIGH, drmAvailable: () => environment.supportsEncryptedMedia },
        };
        const create = bundled?.createGaplessSourceResolver;
        const full = new LazyGaplessSourceResolver(
          async () => (create ?? (await import('../services/playback/gapless-source.setup.ts')).createGaplessSourceResolver)(setup),
          logger,
        );
        // An authorized listener's tracks play in full (if subscribed): fetch the code ahead.
        if (auth.isAuthorized) full.preload();
        auth.addEventListener('authorizationStatusDidChange', () => {
          if (auth.isAuthorized) full.preload();
        });
        return full;
      },
      [MusicKitConfiguration, RequestSession, AuthService, HttpClient, KeyValueStore.session, Clock, Scheduler, Environment, Logger, { serviceIdentifier: BundledModules, optional: true }],
    )
    .inSingletonScope();
  bind(FullOrPreviewSourceResolver)
    .toResolvedValue(
      // 000 §1: full playback needs authorization and, for music, an active subscription (cached 900 s).
      (full: LazyGaplessSourceResolver, auth: AuthService, configuration: ValidConfiguration, logger: Logger) =>
        new FullOrPreviewSourceResolver(full, new PreviewSourceResolver(), {
          isEligible: async () => {
            if (!auth.isAuthorized || configuration.previewOnly) return false;
            return auth.hasMusicSubscription().catch((error: unknown) => {
              logger.log('warning', 'Subscription check failed; playing the preview', error);
              return false;
            });
          },
        }),
      [LazyGaplessSourceResolver, AuthService, MusicKitConfiguration, Logger],
    )
    .inSingletonScope();

  // --- data
  bind(RequestSession)
    .toResolvedValue(
      (configuration: ValidConfiguration, http: HttpClient, clock: Clock, logger: Logger) =>
        new RequestSession({ http, clock, baseUrl: configuration.apiBase, developerToken: configuration.developerToken, logger }),
      [MusicKitConfiguration, HttpClient, Clock, Logger],
    )
    .inSingletonScope();
  bind(StorefrontSelection)
    .toResolvedValue((configuration: ValidConfiguration, auth: AuthService) => new StorefrontSelection(configuration.storefrontId, () => auth.storefrontId), [MusicKitConfiguration, AuthService])
    .inSingletonScope();
  bind(MusicApi)
    .toResolvedValue((session: RequestSession, storefront: StorefrontSelection) => new MusicApi({ session, storefrontId: () => storefront.storefrontId }), [RequestSession, StorefrontSelection])
    .inSingletonScope();
  bind(DataContext)
    .toResolvedValue(
      (session: RequestSession, clock: Clock, storefront: StorefrontSelection) => new DataContext({ session, clock, storefrontId: () => storefront.storefrontId }),
      [RequestSession, Clock, StorefrontSelection],
    )
    .inSingletonScope();
  // The library client loads with the first library call (a lazy chunk of the script-tag build):
  // most pages only browse the catalogue. A failed load fails that call and is tried again next.
  bind(LibraryAccess)
    .toResolvedValue((context: DataContext): LibraryAccess => {
      let loading: Promise<LibraryClient> | undefined;
      const client = (): Promise<LibraryClient> =>
        (loading ??= import('../domain/api/clients/library.client.ts').then(
          ({ LibraryClient }) => new LibraryClient(context),
          (error: unknown) => {
            loading = undefined;
            throw error;
          },
        ));
      return {
        add: async (items, type) => (await client()).add(items, type),
        resources: async (type, ids, query) => (await client()).resources(type, ids, query),
        resource: async (type, id, query) => (await client()).resource(type, id, query),
      };
    }, [DataContext])
    .inSingletonScope();

  // --- sign-in (000 §2-§9): one developer-token provider shared with the request session
  bind(AuthService)
    .toResolvedValue(
      (
        configuration: ValidConfiguration,
        session: RequestSession,
        windowHost: WindowHost,
        http: HttpClient,
        clock: Clock,
        scheduler: Scheduler,
        logger: Logger,
        environment: Environment,
        localStore: KeyValueStore,
        sessionStore: KeyValueStore,
        cookieStore: KeyValueStore,
        random: Random,
      ) => {
        const origin = configuration.providerOrigin;
        const hosts = origin ? providerHostsAt(origin) : { ...DEFAULT_PROVIDER_HOSTS, apiBase: configuration.apiBase };
        const trustedOrigins = [...(configuration.trustedOrigins ?? []), ...(origin ? [origin.replace(/\/+$/, '')] : [])];
        const realm = configuration.realm === 'tv' ? Realm.TV : configuration.realm === 'podcast' ? Realm.PODCAST : Realm.MUSIC;
        return new AuthService(
          { windowHost, http, clock, scheduler, logger, environment, localStore, sessionStore, cookieStore, random },
          {
            developerToken: session.developerTokens,
            hosts,
            realm,
            trustedOrigins,
            ...(configuration.teamId ? { teamId: configuration.teamId } : {}),
            ...(configuration.persist ? { persist: configuration.persist } : {}),
            ...(configuration.prefix ? { prefix: configuration.prefix } : {}),
            ...(configuration.authenticateMethod ? { authenticateMethod: configuration.authenticateMethod } : {}),
            ...(configuration.iconURL ? { iconURL: configuration.iconURL } : {}),
            ...(configuration.disableAuthBridge ? { disableAuthBridge: configuration.disableAuthBridge } : {}),
          },
        );
      },
      [MusicKitConfiguration, RequestSession, WindowHost, HttpClient, Clock, Scheduler, Logger, Environment, KeyValueStore.local, KeyValueStore.session, KeyValueStore.cookie, Random],
    )
    .inSingletonScope();
  bind(CatalogClient).toResolvedValue((context: DataContext) => new CatalogClient(context), [DataContext]).inSingletonScope();
  bind(QueueContentLoader).toResolvedValue((catalog: CatalogClient, library: LibraryAccess) => new QueueContentLoader(catalog, library), [CatalogClient, LibraryAccess]).inSingletonScope();

  // --- queue and controllers
  bind(MediaItemFactory).toResolvedValue((random: Random, logger: Logger) => new MediaItemFactory({ random, logger }), [Random, Logger]).inSingletonScope();
  bind(PlaybackControllerSwitch)
    .toResolvedValue(
      (
        engine: SinkPlaybackEngine,
        random: Random,
        logger: Logger,
        scheduler: Scheduler,
        itemFactory: MediaItemFactory,
        context: DataContext,
        configuration: ValidConfiguration,
        auth: AuthService,
        bundled: BundledModules | undefined,
      ) => {
        const common = {
          engine,
          scheduler,
          logger,
          isAuthorized: () => auth.isAuthorized,
          isPreviewOnly: () => configuration.previewOnly ?? false,
        };
        const serial = new SerialController({ ...common, queue: new Queue({ random, logger, itemFactory }) });
        // The station controller (and the stations client) loads with the first station queue; the
        // script-tag build makes this import() a lazy chunk. A host that bundles it creates it now.
        const station = { ...common, queue: new Queue({ random, logger, itemFactory }), context };
        const create = bundled?.createContinuousController;
        return new PlaybackControllerSwitch(
          serial,
          create ? create(station) : async () => (await import('../services/playback/continuous-controller.setup.ts')).createContinuousController(station),
        );
      },
      [SinkPlaybackEngine, Random, Logger, Scheduler, MediaItemFactory, DataContext, MusicKitConfiguration, AuthService, { serviceIdentifier: BundledModules, optional: true }],
    )
    .inSingletonScope();

  bindPlayActivity(options);

  // --- platform services around playback (002 §2, §4, §8; 000 §9); each needs its port bound
  // The presenter loads with the first playback error (lazy-error-presenter.ts); the script-tag
  // build makes this import() a lazy chunk. A host that bundles it creates it now.
  bind(PlaybackErrorHandler)
    .toResolvedValue(
      (dialogs: DialogPresenter, windowHost: WindowHost, configuration: ValidConfiguration, logger: Logger, bundled: BundledModules | undefined): PlaybackErrorHandler => {
        const options = { suppressErrorDialog: () => configuration.suppressErrorDialog === true };
        const Presenter = bundled?.ErrorPresenter;
        return Presenter
          ? new Presenter(dialogs, windowHost, options)
          : new LazyErrorPresenter(async () => new (await import('../services/dialogs/error-presenter.ts')).ErrorPresenter(dialogs, windowHost, options), logger);
      },
      [DialogPresenter, WindowHost, MusicKitConfiguration, Logger, { serviceIdentifier: BundledModules, optional: true }],
    )
    .inSingletonScope();
  bind(PrimaryPlayerArbiter)
    .toResolvedValue(
      (storage: KeyValueStore, random: Random, page: WindowHost, environment: Environment, logger: Logger, player: SinkPlayer) =>
        new PrimaryPlayerArbiter(
          { storage, random, window: page, environment, logger },
          {
            isPlaying: () => player.state === PlaybackStates.playing,
            // 000 §9: demoted by another tab: paused, not user-initiated (the player, not a controller).
            pause: () => player.pause(),
            // Page exit and activate are dispatched by the play-activity bridge, which follows the
            // same page events (services/activity/play-activity-bridge.ts); doing it here too would
            // report every exit twice.
            exit: () => {},
            activate: () => {},
          },
        ),
      [KeyValueStore.local, Random, WindowHost, Environment, Logger, SinkPlayer],
    )
    .inSingletonScope();
  bind(ClickToPlayTracker)
    // The reporting agent of the incumbent is not specified (002 §4); the report goes to the log.
    .toResolvedValue((clock: Clock, logger: Logger) => new ClickToPlayTracker(clock, (report) => logger.log('info', 'playbackStartup', report)), [Clock, Logger])
    .inSingletonScope();
  onActivation(MusicKitInstance, (context, instance) => {
    const session = context.get<MediaSession>(MediaSession, { optional: true });
    if (!session) return instance;
    const logger = context.get<Logger>(Logger);
    const Bundled = context.get<BundledModules>(BundledModules, { optional: true })?.MediaSessionController;
    if (Bundled) {
      new Bundled(session, instance, logger);
      return instance;
    }
    // The OS controls matter once something plays: the controller (a lazy chunk) loads with the
    // first item, and shows the item and state current when it starts.
    const start = (): void => {
      instance.removeEventListener('nowPlayingItemDidChange', start);
      import('../services/media-session/media-session-controller.ts').then(
        ({ MediaSessionController }) => new MediaSessionController(session, instance, logger),
        (error: unknown) => logger.log('warning', 'The media session controls could not be loaded', error),
      );
    };
    instance.addEventListener('nowPlayingItemDidChange', start);
    return instance;
  });

  // ===== live radio and markers (001 §1, §3, §4, §7, §9; 002 §3, §5, §7, §9) ================
  // The engine resolves live stations through live radio, and both services ask the engine
  // what plays: the engine is read through this slot, filled when it activates (no cycle).
  let playingEngine: SinkPlaybackEngine | undefined;
  onActivation(SinkPlaybackEngine, (_context, engine) => {
    playingEngine = engine;
    return engine;
  });
  // The service loads with the first live station (lazy-live-radio.ts); the script-tag build makes
  // this import() a lazy chunk. A host that bundles it creates it here, as before it was split off.
  bind(LiveRadio)
    .toResolvedValue(
      (
        configuration: ValidConfiguration,
        player: SinkPlayer,
        http: HttpClient,
        scheduler: Scheduler,
        clock: Clock,
        logger: Logger,
        session: RequestSession,
        auth: AuthService,
        bundled: BundledModules | undefined,
      ): LiveRadio => {
        const setup: LiveRadioSetup = {
          player,
          nowPlaying: () => playingEngine?.nowPlayingItem,
          http,
          scheduler,
          clock,
          logger,
          tokens: { developerToken: () => session.developerTokens.token(), userToken: () => auth.musicUserToken },
          // 002 §5, §9: streams on the provider's domains, or on the origin configured to stand for it.
          trustedOrigins: [...(configuration.providerOrigin ? [configuration.providerOrigin] : []), ...(configuration.trustedOrigins ?? [])],
          mediaApiBase: configuration.apiBase,
        };
        const create = bundled?.createLiveRadioService;
        return create ? create(setup) : new LazyLiveRadio(async () => (await import('../services/live-radio/live-radio.setup.ts')).createLiveRadioService(setup), logger);
      },
      [MusicKitConfiguration, SinkPlayer, HttpClient, Scheduler, Clock, Logger, RequestSession, AuthService, { serviceIdentifier: BundledModules, optional: true }],
    )
    .inSingletonScope();
  bind(MarkerService)
    .toResolvedValue((player: SinkPlayer, logger: Logger) => new MarkerService({ player, nowPlaying: () => playingEngine?.nowPlayingItem, logger }), [SinkPlayer, Logger])
    .inSingletonScope();
  // ===== end of live radio and markers =====================================================

  // --- the public instance
  bind(MusicKitInstance)
    .toResolvedValue(
      (
        configuration: ValidConfiguration,
        session: RequestSession,
        api: MusicApi,
        controllers: PlaybackControllerSwitch,
        engine: SinkPlaybackEngine,
        player: SinkPlayer,
        content: QueueContentLoader,
        logger: Logger,
        auth: AuthService,
        storefront: StorefrontSelection,
        library: LibraryAccess,
        environment: Environment,
        errors: PlaybackErrorHandler | undefined,
        primaryPlayer: PrimaryPlayerArbiter | undefined,
        clickToPlay: ClickToPlayTracker,
        liveRadio: LiveRadio,
        markers: MarkerService,
        tracks: InstanceTracks,
        bundled: BundledModules | undefined,
      ) =>
        new MusicKitInstance({
          configuration,
          session,
          api,
          controllers,
          engine,
          player,
          content,
          logger,
          auth,
          storefront,
          library,
          environment,
          tracks,
          platform: { ...(errors ? { errors } : {}), ...(primaryPlayer ? { primaryPlayer } : {}), clickToPlay },
          liveRadio,
          markers,
          // 002 §4: the share session's rules load with the first `music.shareSession.start` (a lazy chunk).
          loadShareSession: async () => bundled?.ShareSession ?? (await import('../services/share-session/share-session.ts')).ShareSession,
        }),
      [
        MusicKitConfiguration,
        RequestSession,
        MusicApi,
        PlaybackControllerSwitch,
        SinkPlaybackEngine,
        SinkPlayer,
        QueueContentLoader,
        Logger,
        AuthService,
        StorefrontSelection,
        LibraryAccess,
        Environment,
        { serviceIdentifier: PlaybackErrorHandler, optional: true },
        { serviceIdentifier: PrimaryPlayerArbiter, optional: true },
        ClickToPlayTracker,
        LiveRadio,
        MarkerService,
        InstanceTracks,
        { serviceIdentifier: BundledModules, optional: true },
      ],
    )
    .inSingletonScope();
});

/**
 * 002 §4 age gate around `sources`: an item whose attributes carry an `ageGatePolicy` goes
 * through AgeGatedSourceResolver (the dialog, the stored acceptance), loaded with the first such
 * item (a lazy chunk of the script-tag build, docs/size-budgets.md); other items skip it. A
 * failed load fails that item and is tried again by the next.
 */
function ageGatedSources(
  sources: PlaybackSourceResolver,
  local: KeyValueStore,
  dialogs: DialogPresenter,
  clock: Clock,
  bundled: BundledModules['ageGate'],
): PlaybackSourceResolver {
  let gated: Promise<PlaybackSourceResolver> | undefined;
  const load = async (): Promise<PlaybackSourceResolver> => {
    if (bundled) return new bundled.AgeGatedSourceResolver(sources, new bundled.AgeGate(local, dialogs, clock));
    const [{ AgeGate }, { AgeGatedSourceResolver }] = await Promise.all([import('../services/age-gate/age-gate.ts'), import('../services/playback/age-gated-source.resolver.ts')]);
    return new AgeGatedSourceResolver(sources, new AgeGate(local, dialogs, clock));
  };
  const hasPolicy = (item: MediaItem): boolean => {
    const policy = (item.attributes as { ageGatePolicy?: unknown }).ageGatePolicy;
    return typeof policy === 'object' && policy !== null;
  };
  return {
    resolve: async (item) => {
      if (!hasPolicy(item)) return sources.resolve(item);
      gated ??= load().catch((error: unknown) => {
        gated = undefined;
        throw error;
      });
      return (await gated).resolve(item);
    },
  };
}
