/**
 * Play activity's bindings (000 §3-§7, 002 §6), part of the core module (core.module.ts calls
 * this with its load options). The reporter posts to `playActivityBase`; the bridge feeds it from
 * the controllers, the engine, the player, live radio and the page. Both run only if the host
 * bound a Database (the outbox needs one), from when a page first needs them
 * (PlayActivityStarter). The listener (token, authorization, preview only, private mode) is read
 * from the instance through a slot the container fills when the instance is created.
 */
import type { ContainerModuleLoadOptions } from 'inversify';
import { PlaybackControllerSwitch } from '../domain/playback/playback-controller-switch.ts';
import { MusicApi } from '../domain/api/music-api.ts';
import { RequestSession } from '../domain/api/request-session.ts';
import { DEFAULT_PLAY_ACTIVITY_BASE, MusicKitConfiguration, type ValidConfiguration } from '../musickit/configuration.ts';
import { MusicKitInstance } from '../musickit/musickit-instance.ts';
import { Clock } from '../ports/clock.ts';
import { Database } from '../ports/database.ts';
import { Environment } from '../ports/environment.ts';
import { HttpClient } from '../ports/http-client.ts';
import { KeyValueStore } from '../ports/key-value-store.ts';
import { Logger } from '../ports/logger.ts';
import { Random } from '../ports/random.ts';
import { Scheduler } from '../ports/scheduler.ts';
import { WindowHost } from '../ports/window-host.ts';
import { hasActivityBacklog } from '../services/activity/activity-backlog.ts';
import { playActivityCredentials } from '../services/activity/play-activity-bridge.ts';
import { PlayActivityListenerRef } from '../services/activity/play-activity-listener.ts';
import { ActivityReporterSetup, PlayActivityStarter } from '../services/activity/play-activity-starter.ts';
import { AuthService } from '../services/auth/auth-service.ts';
import { LiveRadio } from '../services/live-radio/lazy-live-radio.ts';
import { SinkPlaybackEngine } from '../services/playback/sink-playback-engine.ts';
import { SinkPlayer } from '../services/playback/sink-player.ts';
import { BundledModules } from './bundled-modules.ts';

export function bindPlayActivity({ bind, onActivation }: ContainerModuleLoadOptions): void {
  const activityListener = new PlayActivityListenerRef();
  bind(PlayActivityListenerRef).toConstantValue(activityListener);
  bind(ActivityReporterSetup)
    .toResolvedValue(
      (
        configuration: ValidConfiguration,
        session: RequestSession,
        api: MusicApi,
        http: HttpClient,
        database: Database,
        clock: Clock,
        scheduler: Scheduler,
        random: Random,
        logger: Logger,
        cookie: KeyValueStore,
        local: KeyValueStore,
        environment: Environment | undefined,
      ): ActivityReporterSetup => ({
        ports: { http, database, clock, scheduler, random, logger, cookie, local },
        options: {
          baseUrl: configuration.playActivityBase ?? DEFAULT_PLAY_ACTIVITY_BASE,
          credentials: playActivityCredentials(activityListener, () => session.developerTokens.current?.token),
          context: () => ({ storefront: api.storefrontId, privateEnabled: activityListener.privateEnabled() }),
          ...(environment ? { record: { userAgent: environment.userAgent } } : {}),
        },
      }),
      [MusicKitConfiguration, RequestSession, MusicApi, HttpClient, Database, Clock, Scheduler, Random, Logger, KeyValueStore.cookie, KeyValueStore.local, { serviceIdentifier: Environment, optional: true }],
    )
    .inSingletonScope();
  // Reporting (reporter and bridge) loads on first need: the script-tag build turns this import()
  // into a lazy chunk, out of the main script (docs/size-budgets.md). A host that bundles
  // reporting binds it in BundledModules, and it starts with the instance.
  bind(PlayActivityStarter)
    .toResolvedValue(
      (logger: Logger) =>
        new PlayActivityStarter({
          load: async () => (await import('../services/activity/play-activity-reporting.ts')).startPlayActivityReporting,
          listener: activityListener,
          logger,
        }),
      [Logger],
    )
    .inSingletonScope();
  onActivation(MusicKitInstance, (context, instance) => {
    activityListener.use({
      userToken: () => instance.musicUserToken,
      isAuthorized: () => instance.isAuthorized,
      previewOnly: () => instance.previewOnly,
      privateEnabled: () => instance.privateEnabled,
    });
    const logger = context.get<Logger>(Logger);
    if (context.get(Database, { optional: true }) === undefined) {
      logger.log('info', 'No Database is bound on this host: play activity is not reported');
      return instance;
    }
    const starter = context.get(PlayActivityStarter);
    const setup = context.get<ActivityReporterSetup>(ActivityReporterSetup);
    const page = context.get<WindowHost>(WindowHost, { optional: true });
    const environment = context.get<Environment>(Environment, { optional: true });
    const bundled = context.get<BundledModules>(BundledModules, { optional: true })?.startPlayActivityReporting;
    starter.start(
      {
        reporter: setup,
        bridge: {
          controllers: context.get(PlaybackControllerSwitch),
          engine: context.get(SinkPlaybackEngine),
          player: context.get(SinkPlayer),
          listener: activityListener,
          liveRadio: context.get<LiveRadio>(LiveRadio),
          clock: context.get<Clock>(Clock),
          scheduler: context.get<Scheduler>(Scheduler),
          logger,
          ...(page ? { page } : {}),
          ...(environment ? { isIOS: () => environment.isIOS } : {}),
        },
      },
      bundled ? { bundled } : { backlog: () => hasActivityBacklog(setup.ports.cookie, setup.ports.local) },
    );
    // A listener who signs in gets reporting loaded now, ahead of their first full play.
    const auth = context.get(AuthService);
    auth.addEventListener('authorizationStatusDidChange', () => starter.listenerChanged());
    auth.addEventListener('userTokenDidChange', () => starter.listenerChanged());
    return instance;
  });
}
