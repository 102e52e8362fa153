/**
 * The headless composition root: the same core on Node fakes, for integration tests of apps
 * built on MediaKit and for our own harness scenarios. Time moves only when the test says.
 */
import { Container } from 'inversify';
import { coreModule } from '@mediakit/core/di';
import { Clock, HttpClient, KeyValueStore, Logger, MediaSinkLoader, PlaybackBackends, Random, Scheduler } from '@mediakit/core';
import { FakeMediaSinkLoader, MemoryKeyValueStore, MemoryLogger, RecordingHttpClient, SeededRandom, SimulatedClock, type HttpHandler } from '../node/index.ts';

export interface HeadlessHostOptions {
  /** Answers HTTP; default forwards to the real network (e.g. a running provider emulator). */
  readonly http?: HttpHandler;
  readonly seed?: number;
  readonly startEpochMs?: number;
}

export interface HeadlessHost {
  readonly container: Container;
  readonly clock: SimulatedClock;
  readonly http: RecordingHttpClient;
  readonly logger: MemoryLogger;
  readonly sinks: FakeMediaSinkLoader;
  readonly storage: { readonly local: MemoryKeyValueStore; readonly session: MemoryKeyValueStore; readonly cookie: MemoryKeyValueStore };
}

export function createHeadlessContainer(options: HeadlessHostOptions = {}): HeadlessHost {
  const container = new Container();
  const clock = new SimulatedClock(options.startEpochMs);
  const http = new RecordingHttpClient(options.http ?? RecordingHttpClient.forwardingToNetwork());
  const logger = new MemoryLogger();
  const sinks = new FakeMediaSinkLoader({ id: 'fake', scheduler: clock });
  const storage = {
    local: new MemoryKeyValueStore('local', clock),
    session: new MemoryKeyValueStore('session', clock),
    cookie: new MemoryKeyValueStore('cookie', clock),
  };
  container.bind(Clock).toConstantValue(clock);
  container.bind(Scheduler).toConstantValue(clock);
  container.bind(Random).toConstantValue(new SeededRandom(options.seed));
  container.bind(Logger).toConstantValue(logger);
  container.bind(HttpClient).toConstantValue(http);
  container.bind(KeyValueStore.local).toConstantValue(storage.local);
  container.bind(KeyValueStore.session).toConstantValue(storage.session);
  container.bind(KeyValueStore.cookie).toConstantValue(storage.cookie);
  container.bind(MediaSinkLoader).toConstantValue(sinks);
  container.bind(PlaybackBackends).toConstantValue({ audio: ['fake'], video: ['fake'] });
  container.load(coreModule);
  return { container, clock, http, logger, sinks, storage };
}
