import { describe, expect, it } from 'vitest';
import {
  FakeMediaSinkLoader,
  jsonResponse,
  MemoryKeyValueStore,
  MemoryLogger,
  RecordingHttpClient,
  SeededRandom,
  SimulatedClock,
  flushMicrotasks,
} from '@mediakit/adapters/node';
import type { PlaybackSource } from '@mediakit/core';
import { MemoryDatabase } from '../../../../adapters/node/memory-database.ts';
import { DEFERRED_PLAY_EVENTS_COOKIE } from '../../../../core/src/domain/constants/index.ts';
import { PlayActivityEventType, PlaybackType } from '../../../../core/src/domain/enums/index.ts';
import type { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import { ContinuousController, PlaybackControllerSwitch, SerialController, whilePlayingAtOnce } from '../../../../core/src/domain/playback/index.ts';
import { Queue, type QueueItemInput } from '../../../../core/src/domain/queue/index.ts';
import { ACTIVITY_PENDING_KEY, hasActivityBacklog, PendingActivityNote } from '../../../../core/src/services/activity/activity-backlog.ts';
import { ActivityReporter } from '../../../../core/src/services/activity/activity-reporter.ts';
import { playActivityCredentials } from '../../../../core/src/services/activity/play-activity-bridge.ts';
import type { PlayActivityListener } from '../../../../core/src/services/activity/play-activity-listener.ts';
import { startPlayActivityReporting, type PlayActivityReportingDependencies } from '../../../../core/src/services/activity/play-activity-reporting.ts';
import { PlayActivityDemand } from '../../../../core/src/services/activity/play-activity-demand.ts';
import { defineFeature, FeatureService, Features } from '../../../../core/src/services/features/feature.ts';
import { SourceResolution } from '../../../../core/src/services/playback/source-resolution.ts';
import { SinkPlaybackEngine } from '../../../../core/src/services/playback/sink-playback-engine.ts';
import { SinkPlayer } from '../../../../core/src/services/playback/sink-player.ts';
import { SinkSelector } from '../../../../core/src/services/playback/sink-selector.ts';
import { accept, BASE, bodyOf } from './reporter-kit.ts';

// services/activity/play-activity-demand.ts: reporting (bridge and reporter, the play-activity
// feature) loads on first need in a page, and no event it must report is lost or recorded late
// meanwhile (002 §6; the play waits in source-resolution.ts).

const USER_TOKEN = 'MUT-listener';

/** A load the test resolves when it wants: the chunk arriving over the network. */
function deferredLoad() {
  let release: (() => void) | undefined;
  let fail: ((error: unknown) => void) | undefined;
  let calls = 0;
  const load = (): Promise<typeof startPlayActivityReporting> => {
    calls++;
    return new Promise((resolve, reject) => {
      release = () => resolve(startPlayActivityReporting);
      fail = reject;
    });
  };
  return { load, release: () => release?.(), fail: (error: unknown) => fail?.(error), calls: () => calls };
}

function song(id: string): QueueItemInput {
  return { id, type: 'songs', attributes: { name: `Song ${id}`, durationInMillis: 60_000, playParams: { id, kind: 'song' } } };
}

/** The real playback stack on a fake sink, with the starter's gate in the engine's source pipeline. */
function kit(options: { signedIn: boolean }) {
  const clock = new SimulatedClock();
  const logger = new MemoryLogger();
  const random = new SeededRandom(3);
  const state = { authorized: options.signedIn };
  const listener: PlayActivityListener = {
    userToken: () => (state.authorized ? USER_TOKEN : undefined),
    isAuthorized: () => state.authorized,
    previewOnly: () => false,
    privateEnabled: () => false,
  };
  const loading = deferredLoad();
  const demand = new PlayActivityDemand(listener);
  const sinks = new FakeMediaSinkLoader({ id: 'fake', scheduler: clock, durationFor: () => 60 });
  const player = new SinkPlayer(new SinkSelector([sinks], { audio: ['fake'], video: ['fake'] }, logger), logger);
  const resolved: string[] = [];
  const sources = {
    async resolve(item: MediaItem): Promise<PlaybackSource> {
      item.playbackType = PlaybackType.encryptedFull;
      resolved.push(item.id);
      return { url: `https://media.test/${item.id}.m3u8`, kind: 'audio', format: 'hls', encrypted: true };
    },
  };
  const absent = (name: string) => new FeatureService<never>(name, () => Promise.reject(new Error(`${name} is not used here`)), logger);
  const engine = new SinkPlaybackEngine(
    player,
    new SourceResolution({ liveRadio: absent('live radio'), tracks: absent('tracks'), playActivityReady: () => demand.ready(), fullOrPreview: { get: async () => sources } }),
  );
  const common = { engine, scheduler: clock, logger, isAuthorized: () => state.authorized, whilePlaying: whilePlayingAtOnce };
  const serial = new SerialController({ ...common, queue: new Queue({ random, logger }) });
  const continuous = new ContinuousController({ ...common, queue: new Queue({ random, logger }), loader: { loadStation: async () => [], nextTracks: async () => [] } });
  const controllers = new PlaybackControllerSwitch(serial, continuous);
  const http = new RecordingHttpClient(accept);
  const cookie = new MemoryKeyValueStore('cookie', clock);
  const local = new MemoryKeyValueStore('local', clock);
  const dependencies: PlayActivityReportingDependencies = {
    reporter: {
      ports: { http, database: new MemoryDatabase(), clock, scheduler: clock, random, logger, cookie, local },
      options: { baseUrl: BASE, credentials: playActivityCredentials(listener, () => 'DEV') },
    },
    bridge: { controllers, engine, player, listener, clock, scheduler: clock, logger },
  };
  const feature = defineFeature('play activity', loading.load);
  const start = (): void => demand.start({ reporting: new Features(logger).start(feature, (begin) => begin(dependencies)), backlog: () => hasActivityBacklog(cookie, local) });
  const sent = (): Array<Record<string, unknown>> => http.requests.flatMap((request) => bodyOf(request).data);
  const intents: string[] = [];
  serial.addEventListener('playActivityIntent', (intent) => intents.push(intent.kind));
  /** Calls through the controllers' 250 ms play/pause debounce. */
  const debounced = async (call: () => Promise<unknown>): Promise<void> => {
    const done = call();
    await clock.advanceAsync(260);
    await done;
    await clock.advanceAsync(1);
  };
  return { clock, logger, state, demand, feature, dependencies, loading, serial, controllers, resolved, http, cookie, local, start, sent, intents, debounced };
}

describe('PlayActivityDemand: reporting loads on first need (002 §6)', () => {
  it('a signed-out page with nothing left over loads nothing, and its (unreportable) plays do not wait', async () => {
    const k = kit({ signedIn: false });
    k.start();
    await k.serial.setQueue({ items: [song('1')] });
    await k.debounced(() => k.serial.play());
    expect(k.loading.calls()).toBe(0);
    expect(k.resolved).toEqual(['1']);
    expect(k.demand.reporting).toBeUndefined();
  });

  it('a signed-in listener gets reporting loaded at start', () => {
    const k = kit({ signedIn: true });
    k.start();
    expect(k.loading.calls()).toBe(1);
  });

  it('events left by earlier pages (the amupaee cookie or the pending note) load it at start, to send them', () => {
    const withCookie = kit({ signedIn: false });
    withCookie.cookie.set(DEFERRED_PLAY_EVENTS_COOKIE, '[]x');
    withCookie.start();
    expect(withCookie.loading.calls()).toBe(1);
    const withNote = kit({ signedIn: false });
    withNote.local.set(ACTIVITY_PENDING_KEY, '1');
    withNote.start();
    expect(withNote.loading.calls()).toBe(1);
  });

  it('signing in loads it, ahead of the first full play', () => {
    const k = kit({ signedIn: false });
    k.start();
    k.state.authorized = true;
    k.demand.listenerChanged();
    expect(k.loading.calls()).toBe(1);
  });

  it('a reportable play waits for reporting before it starts, so its start event is recorded, at the time it happened', async () => {
    const k = kit({ signedIn: true });
    k.start();
    await k.serial.setQueue({ items: [song('1')] });
    const playing = k.serial.play();
    await k.clock.advanceAsync(260);
    expect(k.resolved).toEqual(['1']); // the source is resolved meanwhile...
    expect(k.intents).toEqual([]); // ...but the play is not announced before reporting runs
    await k.clock.advanceAsync(2_000); // the chunk takes its time
    k.loading.release();
    await flushMicrotasks();
    await k.clock.advanceAsync(1);
    await playing;
    expect(k.intents).toEqual(['play']);
    expect(k.demand.reporting).toBeDefined();
    await k.clock.advanceAsync(5_000, 250);
    await k.debounced(() => k.serial.pause());
    await k.demand.reporting!.reporter.idle();
    const events = k.sent();
    expect(events.map((event) => event['event-type'])).toEqual([PlayActivityEventType.PLAY_START, PlayActivityEventType.PLAY_END]);
    expect(events[0]?.['start-position-in-milliseconds']).toBe(0);
  });

  it('if reporting cannot be loaded, the play goes on unreported and the next need tries again', async () => {
    const k = kit({ signedIn: true });
    k.start();
    k.loading.fail(new Error('chunk unreachable'));
    await flushMicrotasks();
    await k.serial.setQueue({ items: [song('1'), song('2')] });
    const playing = k.serial.play();
    await k.clock.advanceAsync(260);
    expect(k.loading.calls()).toBe(2); // the play tries again...
    k.loading.fail(new Error('still unreachable'));
    await flushMicrotasks();
    await k.clock.advanceAsync(1);
    await playing; // ...and, failing, goes on without reporting
    expect(k.intents).toEqual(['play']);
    expect(k.demand.reporting).toBeUndefined();
    expect(k.logger.entries.filter((entry) => entry.level === 'warning' && /play activity: its code could not be loaded/.test(entry.message))).toHaveLength(2);
    const next = k.serial.skipToNextItem();
    await flushMicrotasks();
    expect(k.loading.calls()).toBe(3);
    k.loading.release();
    await flushMicrotasks();
    await next;
    expect(k.demand.reporting).toBeDefined();
  });

  it('a host that preloaded the feature (headless) starts reporting with the instance, synchronously', () => {
    const k = kit({ signedIn: false });
    let started = 0;
    const features = new Features(k.logger, new Map([[k.feature, startPlayActivityReporting]]));
    k.demand.start({
      reporting: features.start(k.feature, (begin) => {
        started++;
        return begin(k.dependencies);
      }),
    });
    expect(started).toBe(1);
    expect(k.demand.reporting).toBeDefined();
    expect(k.loading.calls()).toBe(0);
  });
});

describe('the pending note (activity-backlog.ts)', () => {
  it('is removed once a flush leaves the outbox empty, and kept while events wait', async () => {
    const clock = new SimulatedClock();
    const logger = new MemoryLogger();
    const local = new MemoryKeyValueStore('local', clock);
    let answer = 503; // the service is down
    const http = new RecordingHttpClient((request) => jsonResponse(answer, {}, request.url));
    const reporter = new ActivityReporter(
      { http, database: new MemoryDatabase(), clock, scheduler: clock, random: new SeededRandom(1), logger, cookie: new MemoryKeyValueStore('cookie', clock), local },
      { baseUrl: BASE, credentials: () => ({ developerToken: 'DEV', userToken: USER_TOKEN }) },
    );
    const descriptor = { id: '1', kind: 'song', playbackType: PlaybackType.encryptedFull, duration: 60 } as const;
    await reporter.playStart(descriptor, 0);
    await reporter.idle();
    expect(local.get(ACTIVITY_PENDING_KEY)).toBe('1'); // the service is down: the event waits
    answer = 202;
    await reporter.flush();
    await reporter.idle();
    await flushMicrotasks();
    expect(local.get(ACTIVITY_PENDING_KEY)).toBeNull();
  });

  it('an event written while the check runs keeps it', () => {
    const local = new MemoryKeyValueStore('local', new SimulatedClock());
    const note = new PendingActivityNote(local);
    note.mark();
    const forget = note.whileUnmarked();
    note.mark();
    forget();
    expect(local.get(ACTIVITY_PENDING_KEY)).toBe('1');
    note.whileUnmarked()();
    expect(local.get(ACTIVITY_PENDING_KEY)).toBeNull();
  });
});
