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
import { ContinuousController, PlaybackControllerSwitch, SerialController } from '../../../../core/src/domain/playback/index.ts';
import { Queue, type QueueItemInput } from '../../../../core/src/domain/queue/index.ts';
import { ACTIVITY_PENDING_KEY, hasActivityBacklog, PendingActivityNote } from '../../../../core/src/services/activity/activity-backlog.ts';
import { ActivityReporter } from '../../../../core/src/services/activity/activity-reporter.ts';
import { playActivityCredentials } from '../../../../core/src/services/activity/play-activity-bridge.ts';
import type { PlayActivityListener } from '../../../../core/src/services/activity/play-activity-listener.ts';
import { startPlayActivityReporting, type PlayActivityReportingDependencies } from '../../../../core/src/services/activity/play-activity-reporting.ts';
import { PlayActivityGatedSourceResolver, PlayActivityStarter, type StartPlayActivityReporting } from '../../../../core/src/services/activity/play-activity-starter.ts';
import { SinkPlaybackEngine } from '../../../../core/src/services/playback/sink-playback-engine.ts';
import { SinkPlayer } from '../../../../core/src/services/playback/sink-player.ts';
import { SinkSelector } from '../../../../core/src/services/playback/sink-selector.ts';
import { accept, BASE, bodyOf } from './reporter-kit.ts';

// services/activity/play-activity-starter.ts: reporting (bridge and reporter) loads on first
// need in a page, and no event it must report is lost or recorded late meanwhile.

const USER_TOKEN = 'MUT-listener';

/** A load the test resolves when it wants: the chunk arriving over the network. */
function deferredLoad() {
  let release: (() => void) | undefined;
  let fail: ((error: unknown) => void) | undefined;
  let calls = 0;
  const load = (): Promise<StartPlayActivityReporting> => {
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
  const starter = new PlayActivityStarter({ load: loading.load, listener, logger });
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
  const engine = new SinkPlaybackEngine(player, new PlayActivityGatedSourceResolver(sources, starter));
  const common = { engine, scheduler: clock, logger, isAuthorized: () => state.authorized };
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
  const start = (): void => starter.start(dependencies, { backlog: () => hasActivityBacklog(cookie, local) });
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
  return { clock, logger, state, starter, loading, serial, controllers, resolved, http, cookie, local, start, sent, intents, debounced };
}

describe('PlayActivityStarter: reporting loads on first need', () => {
  it('a signed-out page with nothing left over loads nothing, and its (unreportable) plays do not wait', async () => {
    const k = kit({ signedIn: false });
    k.start();
    await k.serial.setQueue({ items: [song('1')] });
    await k.debounced(() => k.serial.play());
    expect(k.loading.calls()).toBe(0);
    expect(k.resolved).toEqual(['1']);
    expect(k.starter.reporting).toBeUndefined();
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
    k.starter.listenerChanged();
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
    expect(k.starter.reporting).toBeDefined();
    await k.clock.advanceAsync(5_000, 250);
    await k.debounced(() => k.serial.pause());
    await k.starter.reporting!.reporter.idle();
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
    expect(k.starter.reporting).toBeUndefined();
    expect(k.logger.entries.filter((entry) => entry.level === 'error' && /could not be started/.test(entry.message))).toHaveLength(2);
    const next = k.serial.skipToNextItem();
    await flushMicrotasks();
    expect(k.loading.calls()).toBe(3);
    k.loading.release();
    await flushMicrotasks();
    await next;
    expect(k.starter.reporting).toBeDefined();
  });

  it('a host that bundles reporting starts it with the instance, synchronously', () => {
    const k = kit({ signedIn: false });
    const bundled = new PlayActivityStarter({ load: k.loading.load, listener: { userToken: () => undefined, isAuthorized: () => false, previewOnly: () => false, privateEnabled: () => false }, logger: k.logger });
    let started = 0;
    bundled.start({} as PlayActivityReportingDependencies, {
      bundled: () => {
        started++;
        return {} as ReturnType<StartPlayActivityReporting>;
      },
    });
    expect(started).toBe(1);
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
