// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DIALOG_HOST_ATTRIBUTE, LazyDialogPresenter } from '@mediakit/adapters/browser';
import { FakeMediaSinkLoader, MemoryKeyValueStore, MemoryLogger, RecordingHttpClient, ScriptedDialogPresenter, SeededRandom, SimulatedClock } from '@mediakit/adapters/node';
import { MKError, type MediaItem, type PlaybackSource } from '@mediakit/core';
import { MemoryDatabase } from '../../../adapters/node/memory-database.ts';
import { EventEmitter } from '../../../core/src/domain/events/index.ts';
import { PlayActivityEventType, PlaybackType } from '../../../core/src/domain/enums/index.ts';
import { ContinuousController, PlaybackControllerSwitch, SerialController, type StationTrackLoader } from '../../../core/src/domain/playback/index.ts';
import { Queue, type QueueItemInput } from '../../../core/src/domain/queue/index.ts';
import { TimedMetadata } from '../../../core/src/domain/timed-metadata/timed-metadata.ts';
import { ActivityReporter } from '../../../core/src/services/activity/activity-reporter.ts';
import { PlayActivityBridge, playActivityCredentials } from '../../../core/src/services/activity/play-activity-bridge.ts';
import type { PlayActivityListener } from '../../../core/src/services/activity/play-activity-listener.ts';
import { ErrorPresenter } from '../../../core/src/services/dialogs/error-presenter.ts';
import { LazyErrorPresenter } from '../../../core/src/services/dialogs/lazy-error-presenter.ts';
import { LazyLiveRadio } from '../../../core/src/services/live-radio/lazy-live-radio.ts';
import type { LiveRadioService, LiveRadioServiceEvents } from '../../../core/src/services/live-radio/live-radio.service.ts';
import { LazyGaplessSourceResolver, type GaplessSources } from '../../../core/src/services/playback/lazy-gapless-source.ts';
import { SinkPlaybackEngine } from '../../../core/src/services/playback/sink-playback-engine.ts';
import { SinkPlayer } from '../../../core/src/services/playback/sink-player.ts';
import { SinkSelector } from '../../../core/src/services/playback/sink-selector.ts';
import { relativeDynamicImports } from '../../../tools/build/lazy-chunks.plugin.ts';
import { accept, BASE, bodyOf } from '../services/activity/reporter-kit.ts';

// The lazy-loading seams of docs/size-budgets.md ("What loads on first use") and the build's
// reading of them.

describe('lazy-chunks.plugin: which import() calls become chunks', () => {
  it('only real relative import() expressions: not one in a comment or a string, not a package', () => {
    const code = [
      "/** @example const m = await import('./in-a-comment.ts'); */",
      "const text = \"import('./in-a-string.ts')\";",
      "const lib = import('hls.js');",
      "export const load = () => import('./real.ts').then((m) => m.x);",
    ].join('\n');
    expect(relativeDynamicImports(code).map((found) => [found.specifier, code.slice(found.start, found.end)])).toEqual([['./real.ts', "import('./real.ts')"]]);
  });
});

describe('LazyDialogPresenter: the DOM dialog loads with the first dialog', () => {
  afterEach(() => document.body.replaceChildren());

  it('dialogs shown while it loads keep their order and the one-at-a-time rule', async () => {
    const dialogs = new LazyDialogPresenter();
    const first = dialogs.show({ message: 'First' });
    const second = dialogs.show({ message: 'Second' });
    await expect(first).resolves.toBe('dismissed');
    const hosts = document.querySelectorAll(`[${DIALOG_HOST_ATTRIBUTE}]`);
    expect(hosts).toHaveLength(1);
    expect(hosts[0]?.shadowRoot?.textContent).toContain('Second');
    (hosts[0]?.shadowRoot?.querySelector('button') as HTMLButtonElement).click();
    await expect(second).resolves.toBe('ok');
  });
});

describe('LazyGaplessSourceResolver: the full-track code loads with the first full track', () => {
  const source: PlaybackSource = { url: 'https://media.test/1.m3u8', kind: 'audio', format: 'hls', encrypted: true };
  const resolver = (): GaplessSources & { transitions: string[] } => {
    const transitions: string[] = [];
    return { transitions, resolve: async () => source, prepareNext: async () => source, didTransition: (id) => void transitions.push(id) };
  };

  it('loads once, on the first full track or ahead of it, and not to cancel what was never prepared', async () => {
    let loads = 0;
    const real = resolver();
    const full = new LazyGaplessSourceResolver(async () => {
      loads++;
      return real;
    }, new MemoryLogger());
    await expect(full.prepareNext(undefined)).resolves.toBeNull();
    full.didTransition('0');
    expect(loads).toBe(0);
    full.preload();
    await expect(full.resolve({ id: '1' } as MediaItem)).resolves.toBe(source);
    full.didTransition('1');
    expect(loads).toBe(1);
    expect(real.transitions).toEqual(['1']);
  });

  it('a failed load fails that track and is tried again by the next', async () => {
    let attempt = 0;
    const full = new LazyGaplessSourceResolver(async () => {
      attempt++;
      if (attempt === 1) throw new Error('chunk unreachable');
      return resolver();
    }, new MemoryLogger());
    await expect(full.resolve({ id: '1' } as MediaItem)).rejects.toThrow('chunk unreachable');
    await expect(full.resolve({ id: '2' } as MediaItem)).resolves.toBe(source);
  });
});

describe('LazyLiveRadio: the live radio service loads with the first live station', () => {
  const station = { id: 'ra.live', isLiveRadioStation: true } as MediaItem;
  const source: PlaybackSource = { url: 'https://live.test/radio.m3u8', kind: 'audio', format: 'hls', encrypted: false };
  const service = () => {
    const events = new EventEmitter<LiveRadioServiceEvents>();
    let metadata: TimedMetadata | undefined;
    const resolved: string[] = [];
    const real = {
      events,
      get timedMetadata() {
        return metadata;
      },
      resolve: async (item: MediaItem) => {
        resolved.push(item.id);
        return source;
      },
    } as unknown as LiveRadioService;
    const announce = (title: string): void => {
      metadata = new TimedMetadata({ title, blob: new TextEncoder().encode(title) });
      events.emit('timedMetadataDidChange', metadata);
    };
    return { real, resolved, announce };
  };

  it('nothing is on air and nothing loads before a live station; then it resolves through the service and forwards what is on air', async () => {
    let loads = 0;
    const { real, resolved, announce } = service();
    const live = new LazyLiveRadio(async () => {
      loads++;
      return real;
    }, new MemoryLogger());
    const titles: string[] = [];
    live.events.on('timedMetadataDidChange', ({ title }) => titles.push(title ?? ''));
    expect(live.timedMetadata).toBeUndefined();
    expect(loads).toBe(0);
    await Promise.all([expect(live.resolve(station)).resolves.toBe(source), expect(live.resolve(station)).resolves.toBe(source)]);
    expect(loads).toBe(1);
    expect(resolved).toEqual(['ra.live', 'ra.live']);
    announce('On air');
    expect(titles).toEqual(['On air']);
    expect(live.timedMetadata?.title).toBe('On air');
  });

  it('a failed load fails that station and is tried again by the next', async () => {
    let attempt = 0;
    const { real } = service();
    const live = new LazyLiveRadio(async () => {
      attempt++;
      if (attempt === 1) throw new Error('chunk unreachable');
      return real;
    }, new MemoryLogger());
    await expect(live.resolve(station)).rejects.toThrow('chunk unreachable');
    await expect(live.resolve(station)).resolves.toBe(source);
  });
});

describe('LazyErrorPresenter: the error presenter loads with the first playback error', () => {
  const presenter = (dialogs: ScriptedDialogPresenter) => new ErrorPresenter(dialogs, { openExternal: () => {} });

  it('002 §8: errors are shown in the order they came; the reasons an app answers itself are not, and nothing throws', async () => {
    const dialogs = new ScriptedDialogPresenter();
    let loads = 0;
    const errors = new LazyErrorPresenter(async () => {
      loads++;
      return presenter(dialogs);
    }, new MemoryLogger());
    expect(loads).toBe(0);
    expect(() => errors.handle(new MKError(MKError.MEDIA_PLAYBACK, 'First'))).not.toThrow();
    expect(() => errors.handle(new MKError(MKError.CONTENT_RESTRICTED, 'Rethrown to the app'))).not.toThrow();
    errors.handle(new MKError(MKError.GEO_BLOCK, 'Second'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(1);
    expect(dialogs.shown.map((dialog) => dialog.message)).toEqual(['First', 'Second']);
  });

  it('a failed load is logged, and tried again by the next error', async () => {
    const dialogs = new ScriptedDialogPresenter();
    const logger = new MemoryLogger();
    let attempt = 0;
    const errors = new LazyErrorPresenter(async () => {
      attempt++;
      if (attempt === 1) throw new Error('chunk unreachable');
      return presenter(dialogs);
    }, logger);
    errors.handle(new MKError(MKError.MEDIA_PLAYBACK, 'Lost'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logger.entries.some((entry) => entry.level === 'warning' && entry.message === 'The error dialog could not be loaded')).toBe(true);
    errors.handle(new MKError(MKError.MEDIA_PLAYBACK, 'Shown'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dialogs.shown.map((dialog) => dialog.message)).toEqual(['Shown']);
  });
});

describe('PlaybackControllerSwitch: the station controller is created with the first station queue', () => {
  const MEDIA_SECONDS = 60;
  const song = (id: string): QueueItemInput => ({ id, type: 'songs', attributes: { name: `Song ${id}`, durationInMillis: MEDIA_SECONDS * 1000, playParams: { id, kind: 'song' } } });

  function stack(create: (common: ConstructorParameters<typeof ContinuousController>[0]) => Promise<ContinuousController>) {
    const clock = new SimulatedClock();
    const logger = new MemoryLogger();
    const random = new SeededRandom(5);
    const sinks = new FakeMediaSinkLoader({ id: 'fake', scheduler: clock, durationFor: () => MEDIA_SECONDS });
    const player = new SinkPlayer(new SinkSelector([sinks], { audio: ['fake'], video: ['fake'] }, logger), logger);
    const engine = new SinkPlaybackEngine(player, {
      // Played in full: previews are not reported (002 §6).
      resolve: async (item: MediaItem): Promise<PlaybackSource> => {
        item.playbackType = PlaybackType.encryptedFull;
        return { url: `https://media.test/${item.id}.m3u8`, kind: 'audio', format: 'hls', encrypted: true };
      },
    });
    const common = { engine, scheduler: clock, logger, isAuthorized: () => true };
    const loader: StationTrackLoader = { loadStation: async () => [song('2001'), song('2002')], nextTracks: async () => [song('2003')] };
    const serial = new SerialController({ ...common, queue: new Queue({ random, logger }) });
    const controllers = new PlaybackControllerSwitch(serial, () => create({ ...common, queue: new Queue({ random, logger }), loader }));
    return { clock, logger, player, engine, serial, controllers };
  }

  it('002 §4: undefined until the first station queue; concurrent calls create one; a failed creation fails that call and is tried again', async () => {
    let attempt = 0;
    const { controllers } = stack(async (dependencies) => {
      attempt++;
      if (attempt === 1) throw new Error('chunk unreachable');
      return new ContinuousController(dependencies);
    });
    expect(controllers.continuous).toBeUndefined();
    expect(controllers.kind).toBe('serial');
    await expect(controllers.setStationQueue({ id: 'ra.1' })).rejects.toThrow('chunk unreachable');
    expect(controllers.kind).toBe('serial');
    const [first, second] = await Promise.all([controllers.setStationQueue({ id: 'ra.1' }), controllers.setStationQueue({ id: 'ra.1' })]);
    expect(attempt).toBe(2);
    expect(controllers.kind).toBe('continuous');
    expect(controllers.continuous?.queue).toBe(first);
    expect(second).toBe(first);
  });

  it('000 §3: play activity reporting that started before the station controller existed reports its plays', async () => {
    const kit = stack(async (dependencies) => new ContinuousController(dependencies));
    const listener: PlayActivityListener = { userToken: () => 'MUT', isAuthorized: () => true, previewOnly: () => false, privateEnabled: () => false };
    const http = new RecordingHttpClient(accept);
    const reporter = new ActivityReporter(
      { http, database: new MemoryDatabase(), clock: kit.clock, scheduler: kit.clock, random: new SeededRandom(7), logger: kit.logger, cookie: new MemoryKeyValueStore('cookie', kit.clock) },
      { baseUrl: BASE, credentials: playActivityCredentials(listener, () => 'DEV') },
    );
    new PlayActivityBridge({ reporter, controllers: kit.controllers, engine: kit.engine, player: kit.player, listener, clock: kit.clock, scheduler: kit.clock, logger: kit.logger }).start();
    await kit.controllers.setStationQueue({ id: 'ra.algo' });
    const playing = kit.controllers.active.play();
    await kit.clock.advanceAsync(260);
    await playing;
    await kit.clock.advanceAsync(5_000, 250);
    await reporter.idle();
    const records = http.requests.flatMap((request) => bodyOf(request).data);
    expect(records.map((record) => [record['event-type'], (record['ids'] as Record<string, string>)['subscription-adam-id']])).toEqual([[PlayActivityEventType.PLAY_START, '2001']]);
  });
});
