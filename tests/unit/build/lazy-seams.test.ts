// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DIALOG_HOST_ATTRIBUTE, domDialogs } from '@mediakit/adapters/browser';
import { FakeMediaSinkLoader, MemoryKeyValueStore, MemoryLogger, RecordingHttpClient, ScriptedDialogPresenter, SeededRandom, SimulatedClock } from '@mediakit/adapters/node';
import { MKError, type MediaItem, type PlaybackSource } from '@mediakit/core';
import { AgeGate, CORE_FEATURES } from '@mediakit/core/internal';
import { MemoryDatabase } from '../../../adapters/node/memory-database.ts';
import { PlayActivityEventType, PlaybackType } from '../../../core/src/domain/enums/index.ts';
import { ContinuousController, PlaybackControllerSwitch, SerialController, whilePlaying, whilePlayingAtOnce, type StationTrackLoader, type WhilePlaying, type WhilePlayingSource } from '../../../core/src/domain/playback/index.ts';
import { song } from '../domain/media-item/media-item.fixtures.ts';
import { FakePlaybackEngine } from '../domain/playback/fake-playback-engine.ts';
import { flushMicrotasks } from '../domain/playback/controller.fixtures.ts';
import { Queue, type QueueItemInput } from '../../../core/src/domain/queue/index.ts';
import { ActivityReporter } from '../../../core/src/services/activity/activity-reporter.ts';
import { PlayActivityBridge, playActivityCredentials } from '../../../core/src/services/activity/play-activity-bridge.ts';
import type { PlayActivityListener } from '../../../core/src/services/activity/play-activity-listener.ts';
import { ErrorPresenter } from '../../../core/src/services/dialogs/error-presenter.ts';
import { defineFeature, FeatureService, Features, preloadFeatures } from '../../../core/src/services/features/feature.ts';
import { FullOrPreviewSourceResolver } from '../../../core/src/services/playback/full-playback.resolver.ts';
import type { GaplessSources } from '../../../core/src/services/playback/gapless-source.resolver.ts';
import { PreviewSourceResolver } from '../../../core/src/services/playback/playback-source.resolver.ts';
import { SinkPlaybackEngine } from '../../../core/src/services/playback/sink-playback-engine.ts';
import { SinkPlayer } from '../../../core/src/services/playback/sink-player.ts';
import { SinkSelector } from '../../../core/src/services/playback/sink-selector.ts';
import { SourceResolution } from '../../../core/src/services/playback/source-resolution.ts';
import { relativeDynamicImports } from '../../../tools/build/lazy-chunks.plugin.ts';
import { accept, BASE, bodyOf } from '../services/activity/reporter-kit.ts';

// The one lazy-loading mechanism (DESIGN.md, Wiring; docs/size-budgets.md "What loads on first
// use"): features loaded by an import() in the library source, and the build's reading of them.

const ROOT = join(import.meta.dirname, '../../..');
function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

describe('features: one mechanism, declared once', () => {
  it('no stand-in class that only waits for a chunk, and no second construction path (BundledModules) remains', () => {
    const offenders: string[] = [];
    for (const dir of ['core/src', 'adapters']) {
      for (const file of sources(join(ROOT, dir))) {
        const text = readFileSync(file, 'utf8');
        if (/\bclass (Lazy|\w*Gated)\w*/.test(text) || /\bBundledModules\b/.test(text)) offenders.push(file.slice(ROOT.length + 1));
      }
    }
    expect(offenders).toEqual([]);
  });

  it('every core feature loads by a relative import() written in its definition (what every bundler splits)', () => {
    const catalogue = readFileSync(join(ROOT, 'core/src/services/features/core-features.ts'), 'utf8');
    const imports = [...catalogue.matchAll(/defineFeature\('[^']+', \(\) => import\('(\.{1,2}\/[^']+)'\)\)/g)].map((match) => match[1]);
    expect(imports).toHaveLength(CORE_FEATURES.length);
    expect(new Set(CORE_FEATURES.map((feature) => feature.name)).size).toBe(CORE_FEATURES.length);
  });

  it('a feature loads once for everyone who needs it; a failed load is logged, fails that use, and the next tries again', async () => {
    const logger = new MemoryLogger();
    let loads = 0;
    const feature = defineFeature('sample', async () => {
      loads++;
      if (loads === 1) throw new Error('chunk unreachable');
      return { make: () => ({ id: loads }) };
    });
    const service = new Features(logger).start(feature, ({ make }) => make());
    const ready: number[] = [];
    service.onReady((made) => ready.push(made.id));
    expect([service.current, loads]).toEqual([undefined, 0]);
    await expect(service.get()).rejects.toThrow('chunk unreachable');
    expect(logger.entries.some((entry) => entry.level === 'warning' && entry.message.startsWith('sample: its code could not be loaded'))).toBe(true);
    const [a, b] = await Promise.all([service.get(), service.get()]);
    expect([a, loads, service.current, ready]).toEqual([b, 2, a, [2]]);
  });

  it('a host that preloaded the modules (headless) gets each service at once, through the same definitions', async () => {
    let loads = 0;
    const feature = defineFeature('sample', async () => (loads++, { value: 'made' }));
    const preloaded = await preloadFeatures([feature]);
    const service = new Features(new MemoryLogger(), preloaded).start(feature, ({ value }) => value);
    const seen: string[] = [];
    service.use((value) => seen.push(value)); // synchronously, as a bundled service would
    expect([service.current, seen, loads]).toEqual(['made', ['made'], 1]);
  });

  it('002 §8: uses while it loads run in the order they came (the error presenter: shown in order, rethrown reasons not shown)', async () => {
    const dialogs = new ScriptedDialogPresenter();
    const errors = new Features(new MemoryLogger()).start(
      defineFeature('error presenter', async () => ({ ErrorPresenter })),
      (module) => new module.ErrorPresenter(dialogs, { openExternal: () => {} }),
    );
    const handle = (error: MKError): void =>
      errors.use((presenter) => {
        try {
          presenter.handle(error);
        } catch {
          // rethrown to the app's listeners
        }
      });
    handle(new MKError(MKError.MEDIA_PLAYBACK, 'First'));
    handle(new MKError(MKError.CONTENT_RESTRICTED, 'Rethrown to the app'));
    handle(new MKError(MKError.GEO_BLOCK, 'Second'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dialogs.shown.map((dialog) => dialog.message)).toEqual(['First', 'Second']);
  });
});

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

describe('domDialogs: the DOM dialog (a feature of the browser adapter) loads with the first dialog', () => {
  afterEach(() => document.body.replaceChildren());

  it('dialogs shown while it loads keep their order and the one-at-a-time rule', async () => {
    const dialogs = domDialogs(new Features(new MemoryLogger()));
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

describe('the gapless source feature: the full-track code loads with the first full track (000 §1)', () => {
  const source: PlaybackSource = { url: 'https://media.test/1.m3u8', kind: 'audio', format: 'hls', encrypted: true };
  const song = (id: string) => ({ id, type: 'songs', attributes: {} }) as unknown as MediaItem;

  it('loads once, on the first full track, and not to cancel what was never prepared', async () => {
    let loads = 0;
    const transitions: string[] = [];
    const real: GaplessSources = { resolve: async () => source, prepareNextOf: async () => source, didTransition: (id) => void transitions.push(id), playbackDataOf: async () => ({}) };
    const full = new FeatureService('gapless source', async () => (loads++, real), new MemoryLogger());
    const resolver = new FullOrPreviewSourceResolver(full, new PreviewSourceResolver(), { isEligible: async () => true });
    await expect(resolver.prepareNextItem(undefined)).resolves.toBeNull();
    resolver.itemDidTransition(song('0'));
    expect(loads).toBe(0);
    await expect(resolver.resolve(song('1'))).resolves.toBe(source);
    resolver.itemDidTransition(song('1'));
    expect([loads, transitions]).toEqual([1, ['1']]);
  });
});

describe('source-resolution.ts: the ordered list a play goes through', () => {
  const liveSource: PlaybackSource = { url: 'https://live.test/radio.m3u8', kind: 'audio', format: 'hls', encrypted: false };
  const fullSource: PlaybackSource = { url: 'https://media.test/1.m3u8', kind: 'audio', format: 'hls', encrypted: true };
  function steps() {
    const logger = new MemoryLogger();
    const loads: string[] = [];
    const feature = <T,>(name: string, make: () => T) => new FeatureService(name, async () => (loads.push(name), make()), logger);
    const dialogs = new ScriptedDialogPresenter();
    const clock = new SimulatedClock();
    const resolution = new SourceResolution({
      liveRadio: feature('live radio', () => ({ resolve: async () => liveSource })),
      ageGate: feature('age gate', () => new AgeGate(new MemoryKeyValueStore('local', clock), dialogs, clock)),
      tracks: feature('tracks', () => ({})),
      playActivityReady: () => undefined,
      fullOrPreview: { get: async () => ({ resolve: async () => fullSource }) },
    });
    return { resolution, loads, dialogs };
  }
  const item = (fields: Record<string, unknown>) => ({ id: '1', type: 'songs', attributes: {}, ...fields }) as unknown as MediaItem;

  it('a song loads nothing; a live station loads live radio; a video waits for the track service', async () => {
    const { resolution, loads } = steps();
    await expect(resolution.resolve(item({}))).resolves.toBe(fullSource);
    expect(loads).toEqual([]);
    await expect(resolution.resolve(item({ isLiveRadioStation: true }))).resolves.toBe(liveSource);
    await resolution.resolve(item({ type: 'music-videos' }));
    expect(loads).toEqual(['live radio', 'tracks']);
  });

  it('002 §4: an item with an age-gate policy asks first; No rejects with AGE_GATE and nothing is resolved', async () => {
    const { resolution, loads, dialogs } = steps();
    dialogs.answer = () => 'cancel';
    await expect(resolution.resolve(item({ attributes: { ageGatePolicy: { age: 18, frequencyInMinutes: 60 } } }))).rejects.toMatchObject({ errorCode: MKError.AGE_GATE });
    expect(loads).toEqual(['age gate']);
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
    const common = { engine, scheduler: clock, logger, isAuthorized: () => true, whilePlaying: whilePlayingAtOnce };
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

describe('the while-playing feature: its code loads once something plays (issue 17), seeking (001 §4) and preloading (002 §4) wait for it', () => {
  /** A controller whose seeker's and preloader's code is held until `arrive()`, as a chunk on its way. */
  function controllerWithSeekerOnItsWay(authorized = true) {
    const engine = new FakePlaybackEngine();
    const clock = new SimulatedClock();
    let arrive: () => void = () => undefined;
    let loads = 0;
    const aids: WhilePlayingSource = {
      get current() {
        return loaded ? whilePlaying : undefined;
      },
      get: () => {
        loads++;
        return new Promise<WhilePlaying>((resolve) => (arrive = () => ((loaded = true), resolve(whilePlaying))));
      },
    };
    let loaded = false;
    const controller = new SerialController({ engine, queue: new Queue({ random: new SeededRandom(3) }), scheduler: clock, logger: new MemoryLogger(), isAuthorized: () => authorized, whilePlaying: aids });
    controller.activate();
    return { engine, clock, controller, arrive: () => arrive(), loads: () => loads };
  }

  async function playingSong(kit: ReturnType<typeof controllerWithSeekerOnItsWay>): Promise<void> {
    await kit.controller.setQueue({ items: [song('a')], startWith: 0 });
    const played = kit.controller.play();
    await kit.clock.advanceAsync(250);
    await played;
    kit.engine.calls.length = 0;
  }

  it('issue 17: nothing loads before a play; once the item plays the code is fetched once, and a seek asked for before it arrives runs when it is here (clamped, 001 §4)', async () => {
    const kit = controllerWithSeekerOnItsWay();
    await kit.controller.setQueue({ items: [song('a')], startWith: 0 });
    expect(kit.loads()).toBe(0);
    await playingSong(kit);
    expect(kit.loads()).toBe(1);
    const seeked = kit.controller.seekToTime(999);
    await flushMicrotasks();
    expect(kit.engine.calls).toEqual([]);
    kit.arrive();
    await seeked;
    expect(kit.engine.calls).toEqual(['seek 200']);
  });

  it('issue 17: a first seek after the code arrived runs within its call, with nothing to load', async () => {
    const kit = controllerWithSeekerOnItsWay();
    await playingSong(kit);
    kit.arrive();
    await flushMicrotasks();
    const seeked = kit.controller.seekToTime(30);
    await flushMicrotasks();
    expect(kit.engine.calls).toEqual(['seek 30']);
    await seeked;
    expect(kit.loads()).toBe(1);
  });

  it('001 §4: a seek asked for while the code loads is dropped when the item changes meanwhile', async () => {
    const kit = controllerWithSeekerOnItsWay();
    await playingSong(kit);
    const seeked = kit.controller.seekToTime(42);
    await kit.controller.stop();
    kit.arrive();
    await seeked;
    expect(kit.engine.calls.filter((call) => call.startsWith('seek'))).toEqual([]);
  });

  it('002 §4: preloading prepares nothing before it is due (an unauthorized listener: never); due while the code loads, the next time update after it arrives prepares', async () => {
    const previews = controllerWithSeekerOnItsWay(false);
    await previews.controller.setQueue({ items: [song('a'), song('b')], startWith: 0 });
    const played = previews.controller.play();
    await previews.clock.advanceAsync(250);
    await played;
    previews.arrive();
    previews.engine.tick(150);
    await flushMicrotasks();
    expect(previews.engine.calls.filter((call) => call.startsWith('prepareNext'))).toEqual([]);

    const kit = controllerWithSeekerOnItsWay();
    await kit.controller.setQueue({ items: [song('a'), song('b')], startWith: 0 });
    const started = kit.controller.play();
    await kit.clock.advanceAsync(250);
    await started;
    kit.engine.tick(70);
    await flushMicrotasks();
    expect(kit.engine.calls.filter((call) => call.startsWith('prepareNext'))).toEqual([]);
    kit.arrive();
    await flushMicrotasks();
    kit.engine.tick(71);
    await flushMicrotasks();
    expect(kit.engine.calls).toContain('prepareNext b');
  });
});
