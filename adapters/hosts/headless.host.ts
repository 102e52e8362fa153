/**
 * The headless composition root: the same core on Node fakes, for integration tests of apps
 * built on MediaKit and for our own harness scenarios. Time moves only when the test says.
 */
import { Container } from 'inversify';
import { coreModule } from '@mediakit/core/di';
import {
  Clock,
  Database,
  DialogPresenter,
  Environment,
  HttpClient,
  KeyValueStore,
  Logger,
  MediaSession,
  MediaSinkLoader,
  MusicKitConfiguration,
  MusicKitInstance,
  PlaybackBackends,
  Random,
  Scheduler,
  WindowHost,
  type MusicKitNamespace,
} from '@mediakit/core';
import { ActivityReporter, CORE_FEATURES, createMusicKitNamespace, PlayActivityDemand, preloadFeatures, PreloadedFeatures } from '@mediakit/core/internal';
import {
  FakeEnvironment,
  FakeMediaSession,
  FakeMediaSinkLoader,
  MemoryDatabase,
  MemoryKeyValueStore,
  MemoryLogger,
  RecordingHttpClient,
  ScriptedDialogPresenter,
  ScriptedWindowHost,
  SeededRandom,
  SharedMemoryStorage,
  SimulatedClock,
  type HttpHandler,
  type ScriptedWindowHostOptions,
} from '../node/index.ts';
import { voidModule } from '../void/index.ts';

export { emulatorSignIn, signInHeadless, type SignInAnswer, type SignInResponder } from './headless-sign-in.ts';
// The fakes a HeadlessHost hands a test, named so a test can type them.
export type {
  ExternalChangeListener,
  FakeEnvironment,
  FakeMediaSession,
  FakeMediaSink,
  FakeMediaSinkLoader,
  FakeSinkFacets,
  FakeMediaSinkOptions,
  LogEntry,
  HttpHandler,
  MemoryKeyValueStore,
  MemoryLogger,
  RecordingHttpClient,
  PostedMessage,
  ScriptedDialogPresenter,
  ScriptedFrame,
  ScriptedPopup,
  ScriptedWindowHost,
  ScriptedWindowHostOptions,
  SharedMemoryStorage,
  SimulatedClock,
  StoredEntry,
} from '../node/index.ts';

/**
 * Every core feature's module, loaded through the feature's own `import()` (the path the browser
 * takes on first use), once, when this host is imported: Node pays nothing for loading them all.
 */
const preloaded = await preloadFeatures(CORE_FEATURES);

export interface HeadlessHostOptions {
  /** Answers HTTP; default forwards to the real network (e.g. a running provider emulator). */
  readonly http?: HttpHandler;
  readonly seed?: number;
  readonly startEpochMs?: number;
  /** Seconds of media each source plays for on the fake sink; default: the item's own duration. */
  readonly mediaDurationSeconds?: number;
  /** The page: its origin and start-up hash. */
  readonly window?: ScriptedWindowHostOptions;
  /**
   * localStorage shared with other headless players, as tabs of one origin share it: a write by
   * one is heard by the others (primary-player arbitration, 000 §9).
   */
  readonly sharedLocalStorage?: SharedMemoryStorage;
  /** The user's Save-Data preference (Environment.saveData): nothing is fetched ahead. */
  readonly saveData?: boolean;
}

export interface HeadlessHost {
  readonly container: Container;
  readonly clock: SimulatedClock;
  readonly http: RecordingHttpClient;
  readonly logger: MemoryLogger;
  readonly sinks: FakeMediaSinkLoader;
  readonly storage: { readonly local: MemoryKeyValueStore; readonly session: MemoryKeyValueStore; readonly cookie: MemoryKeyValueStore };
  /** Records the alert and age-gate dialogs; `dialogs.answer` decides the button pressed. */
  readonly dialogs: ScriptedDialogPresenter;
  /** What the OS media controls show; `mediaSession.press(action)` presses a button. */
  readonly mediaSession: FakeMediaSession;
  /** The page: pop-ups a test answers, messages from other origins, visibility, unload. */
  readonly window: ScriptedWindowHost;
  readonly environment: FakeEnvironment;
}

export function createHeadlessContainer(options: HeadlessHostOptions = {}): HeadlessHost {
  const container = new Container();
  const clock = new SimulatedClock(options.startEpochMs);
  const http = new RecordingHttpClient(options.http ?? RecordingHttpClient.forwardingToNetwork());
  const logger = new MemoryLogger();
  const sinks = new FakeMediaSinkLoader({ id: 'fake', scheduler: clock, ...(options.mediaDurationSeconds ? { durationFor: () => options.mediaDurationSeconds as number } : {}) });
  const storage = {
    local: new MemoryKeyValueStore('local', clock, options.sharedLocalStorage),
    session: new MemoryKeyValueStore('session', clock),
    cookie: new MemoryKeyValueStore('cookie', clock),
  };
  const window = new ScriptedWindowHost(options.window ?? {});
  const environment = new FakeEnvironment();
  environment.saveData = options.saveData ?? false;
  container.bind(Clock).toConstantValue(clock);
  container.bind(Scheduler).toConstantValue(clock);
  container.bind(Random).toConstantValue(new SeededRandom(options.seed));
  container.bind(Logger).toConstantValue(logger);
  container.bind(HttpClient).toConstantValue(http);
  container.bind(KeyValueStore.local).toConstantValue(storage.local);
  container.bind(KeyValueStore.session).toConstantValue(storage.session);
  container.bind(KeyValueStore.cookie).toConstantValue(storage.cookie);
  const dialogs = new ScriptedDialogPresenter();
  const mediaSession = new FakeMediaSession();
  container.bind(DialogPresenter).toConstantValue(dialogs);
  container.bind(MediaSession).toConstantValue(mediaSession);
  container.bind(MediaSinkLoader).toConstantValue(sinks);
  container.bind(Database).toConstantValue(new MemoryDatabase()); // the play-activity outbox
  container.bind(WindowHost).toConstantValue(window);
  container.bind(Environment).toConstantValue(environment);
  container.bind(PlaybackBackends).toConstantValue({ audio: ['fake'], video: ['fake'] });
  // The void backend plays nothing on simulated time: a share-session participant's sink (002 §4).
  container.load(coreModule, voidModule());
  // What the browser loads on first use starts with the instance here: the same features,
  // their modules loaded once when this file is imported (below), so tests see them at once.
  container.bind(PreloadedFeatures).toConstantValue(preloaded);
  container.bind(ActivityReporter).toResolvedValue((demand: PlayActivityDemand) => {
    const reporter = demand.reporting?.reporter;
    if (!reporter) throw new Error('Play activity is not reporting: configure an instance first');
    return reporter;
  }, [PlayActivityDemand]);
  return { container, clock, http, logger, sinks, storage, dialogs, mediaSession, window, environment };
}

/** A MusicKit namespace on fakes, with the host behind it for the test to drive. */
export interface HeadlessMusicKit {
  readonly MusicKit: MusicKitNamespace;
  /** The fakes behind the instance configured last (time, network, storage, sinks). */
  readonly host: () => HeadlessHost;
}

/**
 * The headless harness: drives the same instance a page would get, without a browser, for
 * integration tests of apps built on MediaKit.
 *
 * @example
 * const { MusicKit, host } = createHeadlessMusicKit({ http: RecordingHttpClient.forwardingToNetwork() });
 * const music = await MusicKit.configure({ developerToken, apiBase: `${emulator.origin}/v1` });
 * await music.setQueue({ album: '1', startPlaying: true });
 * host().clock.advance(5_000);
 */
export function createHeadlessMusicKit(options: HeadlessHostOptions = {}): HeadlessMusicKit {
  let current: HeadlessHost | undefined;
  const MusicKit = createMusicKitNamespace({
    createInstance: (configuration) => {
      current = createHeadlessContainer(options);
      current.container.bind(MusicKitConfiguration).toConstantValue(configuration);
      return current.container.get(MusicKitInstance);
    },
    devicePixelRatio: () => 1,
  });
  return {
    MusicKit,
    host: () => {
      if (!current) throw new Error('Configure MusicKit first');
      return current;
    },
  };
}
