/**
 * The core's bindings: the ONLY core file that imports inversify (DESIGN.md). Core classes stay
 * plain (no decorators); each is bound with `toResolvedValue(factory, [tokens])`, so the container
 * never depends on emitted decorator metadata. Hosts load this module beside their adapters' and
 * bind `MusicKitConfiguration` when an app configures.
 */
import { ContainerModule } from 'inversify';
import { CatalogClient } from '../domain/api/clients/catalog.client.ts';
import { StationsClient } from '../domain/api/clients/stations.client.ts';
import { DataContext } from '../domain/api/data-context.ts';
import { MusicApi } from '../domain/api/music-api.ts';
import { RequestSession } from '../domain/api/request-session.ts';
import { MediaItemFactory } from '../domain/media-item/media-item.factory.ts';
import { ContinuousController } from '../domain/playback/continuous-controller.ts';
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
import { ApiStationTrackLoader } from '../services/queue/station-track.loader.ts';

export const coreModule = new ContainerModule(({ bind }) => {
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
  bind(SinkPlaybackEngine)
    .toResolvedValue((player: SinkPlayer) => new SinkPlaybackEngine(player, new PreviewSourceResolver()), [SinkPlayer])
    .inSingletonScope();

  // --- data
  bind(RequestSession)
    .toResolvedValue(
      (configuration: ValidConfiguration, http: HttpClient, clock: Clock, logger: Logger) =>
        new RequestSession({ http, clock, baseUrl: configuration.apiBase, developerToken: configuration.developerToken, logger }),
      [MusicKitConfiguration, HttpClient, Clock, Logger],
    )
    .inSingletonScope();
  bind(MusicApi)
    .toResolvedValue((session: RequestSession, configuration: ValidConfiguration) => new MusicApi({ session, storefrontId: () => configuration.storefrontId }), [RequestSession, MusicKitConfiguration])
    .inSingletonScope();
  bind(DataContext)
    .toResolvedValue(
      (session: RequestSession, clock: Clock, configuration: ValidConfiguration) => new DataContext({ session, clock, storefrontId: () => configuration.storefrontId }),
      [RequestSession, Clock, MusicKitConfiguration],
    )
    .inSingletonScope();
  bind(CatalogClient).toResolvedValue((context: DataContext) => new CatalogClient(context), [DataContext]).inSingletonScope();
  bind(StationsClient).toResolvedValue((context: DataContext) => new StationsClient(context), [DataContext]).inSingletonScope();
  bind(QueueContentLoader).toResolvedValue((catalog: CatalogClient) => new QueueContentLoader(catalog), [CatalogClient]).inSingletonScope();

  // --- queue and controllers
  bind(MediaItemFactory).toResolvedValue((random: Random, logger: Logger) => new MediaItemFactory({ random, logger }), [Random, Logger]).inSingletonScope();
  bind(PlaybackControllerSwitch)
    .toResolvedValue(
      (engine: SinkPlaybackEngine, random: Random, logger: Logger, scheduler: Scheduler, itemFactory: MediaItemFactory, stations: StationsClient, configuration: ValidConfiguration) => {
        const common = {
          engine,
          scheduler,
          logger,
          isAuthorized: () => false,
          isPreviewOnly: () => configuration.previewOnly ?? false,
        };
        const serial = new SerialController({ ...common, queue: new Queue({ random, logger, itemFactory }) });
        const continuous = new ContinuousController({ ...common, queue: new Queue({ random, logger, itemFactory }), loader: new ApiStationTrackLoader(stations) });
        return new PlaybackControllerSwitch(serial, continuous);
      },
      [SinkPlaybackEngine, Random, Logger, Scheduler, MediaItemFactory, StationsClient, MusicKitConfiguration],
    )
    .inSingletonScope();

  // --- the public instance
  bind(MusicKitInstance)
    .toResolvedValue(
      (configuration: ValidConfiguration, session: RequestSession, api: MusicApi, controllers: PlaybackControllerSwitch, engine: SinkPlaybackEngine, player: SinkPlayer, content: QueueContentLoader, logger: Logger) =>
        new MusicKitInstance({ configuration, session, api, controllers, engine, player, content, logger }),
      [MusicKitConfiguration, RequestSession, MusicApi, PlaybackControllerSwitch, SinkPlaybackEngine, SinkPlayer, QueueContentLoader, Logger],
    )
    .inSingletonScope();
});
