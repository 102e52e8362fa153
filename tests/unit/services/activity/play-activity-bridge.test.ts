import { describe, expect, it } from 'vitest';
import {
  FakeMediaSinkLoader,
  MemoryKeyValueStore,
  MemoryLogger,
  RecordingHttpClient,
  SeededRandom,
  SimulatedClock,
} from '@mediakit/adapters/node';
import type { Cancel, PlaybackSource } from '@mediakit/core';
import { MemoryDatabase } from '../../../../adapters/node/memory-database.ts';
import { EventEmitter } from '../../../../core/src/domain/events/index.ts';
import { PlayActivityContainerType, PlayActivityEndReasonType, PlayActivityEventType, PlaybackStates, PlaybackType, PlayerRepeatMode, PlayerShuffleMode } from '../../../../core/src/domain/enums/index.ts';
import { configurationFromMeta } from '../../../../core/src/musickit/configuration.ts';
import type { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import { ContinuousController, PlaybackControllerSwitch, SerialController, whilePlayingAtOnce } from '../../../../core/src/domain/playback/index.ts';
import { Queue, type QueueItemInput } from '../../../../core/src/domain/queue/index.ts';
import { ActivityReporter } from '../../../../core/src/services/activity/activity-reporter.ts';
import { TimedMetadata } from '../../../../core/src/domain/timed-metadata/timed-metadata.ts';
import type { LiveRadioServiceEvents } from '../../../../core/src/services/live-radio/live-radio.service.ts';
import { PlayActivityBridge, playActivityCredentials, type PageLifecycle } from '../../../../core/src/services/activity/play-activity-bridge.ts';
import type { PlayActivityListener } from '../../../../core/src/services/activity/play-activity-listener.ts';
import { SinkPlaybackEngine } from '../../../../core/src/services/playback/sink-playback-engine.ts';
import { SinkPlayer, type SinkPlayerEvents } from '../../../../core/src/services/playback/sink-player.ts';
import { SinkSelector } from '../../../../core/src/services/playback/sink-selector.ts';
import { FakePlaybackEngine } from '../../domain/playback/fake-playback-engine.ts';
import { accept, BASE, bodyOf } from './reporter-kit.ts';

const R = PlayActivityEndReasonType;
const MEDIA_SECONDS = 60;
const USER_TOKEN = 'MUT-listener';

/** A page whose lifecycle the test drives (pagehide, pageshow, visibility). */
class FakePage implements PageLifecycle {
  readonly #unload = new Set<() => void>();
  readonly #show = new Set<() => void>();
  readonly #visibility = new Set<(visibility: 'visible' | 'hidden') => void>();

  onUnload(listener: () => void): Cancel {
    this.#unload.add(listener);
    return () => this.#unload.delete(listener);
  }

  onShow(listener: () => void): Cancel {
    this.#show.add(listener);
    return () => this.#show.delete(listener);
  }

  onVisibilityChange(listener: (visibility: 'visible' | 'hidden') => void): Cancel {
    this.#visibility.add(listener);
    return () => this.#visibility.delete(listener);
  }

  unload(): void {
    for (const listener of this.#unload) listener();
  }

  show(): void {
    for (const listener of this.#show) listener();
  }

  setVisibility(visibility: 'visible' | 'hidden'): void {
    for (const listener of this.#visibility) listener(visibility);
  }
}

function song(id: string, kind = 'songs'): QueueItemInput {
  return { id, type: kind, attributes: { name: `Song ${id}`, durationInMillis: MEDIA_SECONDS * 1000, playParams: { id, kind: 'song' } } };
}

interface KitOptions {
  /** The full-playback path marks items it plays in full; off: previews (002 §6). */
  readonly full?: boolean;
  readonly isIOS?: boolean;
}

/**
 * The real playback stack on a fake sink (SinkPlayer, SinkPlaybackEngine, both controllers),
 * a real reporter posting to a recording network, and the bridge between them.
 */
function bridgeKit(options: KitOptions = {}) {
  const clock = new SimulatedClock();
  const logger = new MemoryLogger();
  const random = new SeededRandom(5);
  const sinks = new FakeMediaSinkLoader({ id: 'fake', scheduler: clock, durationFor: () => MEDIA_SECONDS });
  const player = new SinkPlayer(new SinkSelector([sinks], { audio: ['fake'], video: ['fake'] }, logger), logger);
  const full = options.full ?? true;
  const engine = new SinkPlaybackEngine(player, {
    async resolve(item: MediaItem): Promise<PlaybackSource> {
      if (full) item.playbackType = PlaybackType.encryptedFull;
      return { url: `https://media.test/${item.id}.m3u8`, kind: 'audio', format: 'hls', encrypted: full };
    },
  });
  const common = { engine, scheduler: clock, logger, isAuthorized: () => true, whilePlaying: whilePlayingAtOnce };
  const serial = new SerialController({ ...common, queue: new Queue({ random, logger }) });
  const continuous = new ContinuousController({
    ...common,
    queue: new Queue({ random, logger }),
    loader: { loadStation: async () => [], nextTracks: async () => [] },
  });
  const controllers = new PlaybackControllerSwitch(serial, continuous);
  const state = { authorized: true, previewOnly: false };
  const listener: PlayActivityListener = {
    userToken: () => USER_TOKEN,
    isAuthorized: () => state.authorized,
    previewOnly: () => state.previewOnly,
    privateEnabled: () => false,
  };
  const http = new RecordingHttpClient(accept);
  const database = new MemoryDatabase();
  const cookie = new MemoryKeyValueStore('cookie', clock);
  const newReporter = (): ActivityReporter =>
    new ActivityReporter(
      { http, database, clock, scheduler: clock, random, logger, cookie },
      { baseUrl: BASE, credentials: playActivityCredentials(listener, () => 'DEV') },
    );
  const reporter = newReporter();
  const page = new FakePage();
  /** Live radio's "what is on air" events, which the test raises. */
  const onAir = new EventEmitter<LiveRadioServiceEvents>();
  const bridge = new PlayActivityBridge({
    reporter, controllers, engine, player, listener, liveRadio: { onReady: (ready) => ready({ events: onAir }) }, clock, scheduler: clock, logger, page, isIOS: () => options.isIOS ?? false,
  });
  bridge.start();

  const kit = {
    clock, logger, sinks, player, engine, serial, controllers, state, http, database, reporter, page, bridge, newReporter, onAir,
    async load(items: QueueItemInput[], startWith = 0): Promise<void> {
      await serial.setQueue({ items, startWith });
    },
    /** Play (through the 250 ms play/pause debounce). */
    async play(): Promise<void> {
      const done = serial.play();
      await clock.advanceAsync(260);
      await done;
      await clock.advanceAsync(1);
    },
    async pause(): Promise<void> {
      const done = serial.pause();
      await clock.advanceAsync(260);
      await done;
      await clock.advanceAsync(1);
    },
    async seek(seconds: number): Promise<void> {
      const done = serial.seekToTime(seconds);
      await clock.advanceAsync(260);
      await done;
      await clock.advanceAsync(1);
    },
    /** Lets `seconds` of media play. */
    async listen(seconds: number): Promise<void> {
      await clock.advanceAsync(seconds * 1000, 250);
    },
    /** The records the service received, as 'start 1 @0' / 'end 1 @12 TRACK_SKIPPED_FORWARDS'. */
    async sent(): Promise<string[]> {
      await clock.advanceAsync(1);
      await reporter.idle();
      return http.requests.flatMap((request) => bodyOf(request).data).map(summary);
    },
  };
  return kit;
}

function summary(record: Record<string, unknown>): string {
  const ids = record['ids'] as Record<string, string>;
  const id = ids['subscription-adam-id'] ?? ids['cloud-id'] ?? '?';
  if (record['event-type'] === PlayActivityEventType.PLAY_START) {
    const reason = record['end-reason-type'] as number;
    return `start ${id} @${(record['start-position-in-milliseconds'] as number) / 1000}${reason === R.NOT_APPLICABLE ? '' : ` ${R[reason]}`}`;
  }
  return `end ${id} @${(record['end-position-in-milliseconds'] as number) / 1000} ${R[record['end-reason-type'] as number]}`;
}

describe('play-activity bridge: playback events become the records of 000 §3 with their end reasons', () => {
  it('002 §4 skip notification: play starts a record; a skip ends it "skipped forwards" (2) where it stood, then the next starts', async () => {
    const kit = bridgeKit();
    await kit.load([song('1001'), song('1002')]);
    await kit.play();
    await kit.listen(12);
    await kit.serial.skipToNextItem();
    await kit.listen(3);
    expect(await kit.sent()).toEqual(['start 1001 @0', 'end 1001 @12 TRACK_SKIPPED_FORWARDS', 'start 1002 @0']);
  });

  it('skip previous ends the play "skipped backwards" (14); selecting another item ends it with reason 5', async () => {
    const kit = bridgeKit();
    await kit.load([song('1001'), song('1002'), song('1003')], 1);
    await kit.play();
    await kit.listen(5);
    await kit.serial.skipToPreviousItem();
    await kit.listen(4);
    await kit.serial.changeToMediaAtIndex(2);
    await kit.listen(1);
    expect(await kit.sent()).toEqual([
      'start 1002 @0',
      'end 1002 @5 TRACK_SKIPPED_BACKWARDS',
      'start 1001 @0',
      'end 1001 @4 MANUALLY_SELECTED_PLAYBACK_OF_A_DIFF_ITEM',
      'start 1003 @0',
    ]);
  });

  it('a track that plays to its end is a natural end (7) at its duration, though the queue moves on as "skipped forwards" (001 §4)', async () => {
    const kit = bridgeKit();
    await kit.load([song('1001'), song('1002')]);
    await kit.play();
    await kit.listen(MEDIA_SECONDS + 2);
    expect(await kit.sent()).toEqual(['start 1001 @0', `end 1001 @${MEDIA_SECONDS} NATURAL_END_OF_TRACK`, 'start 1002 @0']);
  });

  it('000 §3 end reason 3: pause ends the play "manually paused"; play again starts it where it stood', async () => {
    const kit = bridgeKit();
    await kit.load([song('1001')]);
    await kit.play();
    await kit.listen(10);
    await kit.pause();
    await kit.listen(30); // paused: time stands still
    await kit.play();
    await kit.listen(5);
    expect(await kit.sent()).toEqual(['start 1001 @0', 'end 1001 @10 PLAYBACK_MANUALLY_PAUSED', 'start 1001 @10']);
  });

  it('000 §4 scrubbing: a seek while playing ends the play at the old place (12) and starts it at the new one (13)', async () => {
    const kit = bridgeKit();
    await kit.load([song('1001')]);
    await kit.play();
    await kit.listen(8);
    await kit.seek(40);
    await kit.listen(2);
    await kit.seek(20); // backwards too
    await kit.listen(2);
    expect(await kit.sent()).toEqual([
      'start 1001 @0',
      'end 1001 @8 SCRUB_BEGIN',
      'start 1001 @40 SCRUB_END',
      'end 1001 @42 SCRUB_BEGIN',
      'start 1001 @20 SCRUB_END',
    ]);
  });

  it('a seek while paused reports nothing; the resume starts where the listener let go', async () => {
    const kit = bridgeKit();
    await kit.load([song('1001')]);
    await kit.play();
    await kit.listen(6);
    await kit.pause();
    await kit.seek(30);
    await kit.play();
    await kit.listen(1);
    expect(await kit.sent()).toEqual(['start 1001 @0', 'end 1001 @6 PLAYBACK_MANUALLY_PAUSED', 'start 1001 @30']);
  });

  it('a stop ends the play with the reason the controller gives, and a stop is not mistaken for a pause', async () => {
    const kit = bridgeKit();
    await kit.load([song('1001')]);
    await kit.play();
    await kit.listen(7);
    await kit.serial.stop();
    await kit.listen(1);
    expect(await kit.sent()).toEqual(['start 1001 @0', 'end 1001 @7 NOT_APPLICABLE']);
  });

  it('a new queue replacing a playing one ends the play "manually selected other item" (5), with no intent to say so', async () => {
    const kit = bridgeKit();
    await kit.load([song('1001')]);
    await kit.play();
    await kit.listen(9);
    await kit.load([song('2001')]);
    await kit.listen(1);
    await kit.play();
    await kit.listen(1);
    expect(await kit.sent()).toEqual(['start 1001 @0', 'end 1001 @9 MANUALLY_SELECTED_PLAYBACK_OF_A_DIFF_ITEM', 'start 2001 @0']);
  });

  it('000 §8: a fatal media error ends the play "failed to load" (10)', async () => {
    const kit = bridgeKit();
    await kit.load([song('1001')]);
    await kit.play();
    await kit.listen(4);
    kit.sinks.created[0]!.fail({ kind: 'decode', message: 'bad data', fatal: true });
    await kit.listen(1);
    expect(await kit.sent()).toEqual(['start 1001 @0', 'end 1001 @4 FAILED_TO_LOAD']);
  });

  it('setQueue startTime: the first play starts where the queue asked', async () => {
    const kit = bridgeKit();
    await kit.serial.setQueue({ items: [song('1001')], startTime: 25 });
    await kit.play();
    await kit.listen(1);
    expect(await kit.sent()).toEqual(['start 1001 @25']);
  });
});

describe('play-activity bridge: the page (000 §9)', () => {
  it('page unload while playing dispatches exit (17), held until the next activate; page show activates', async () => {
    const kit = bridgeKit();
    await kit.load([song('1001')]);
    await kit.play();
    await kit.listen(11);
    kit.page.unload();
    expect(await kit.sent()).toEqual(['start 1001 @0']);
    kit.page.show();
    expect(await kit.sent()).toEqual(['start 1001 @0', 'end 1001 @11 EXITED_APPLICATION']);
  });

  it('unload while paused reports no exit (the pause already ended the play)', async () => {
    const kit = bridgeKit();
    await kit.load([song('1001')]);
    await kit.play();
    await kit.listen(3);
    await kit.pause();
    kit.page.unload();
    kit.page.show();
    expect(await kit.sent()).toEqual(['start 1001 @0', 'end 1001 @3 PLAYBACK_MANUALLY_PAUSED']);
  });

  it('a pause taken just before unload is still a pause, not an exit', async () => {
    const kit = bridgeKit();
    await kit.load([song('1001')]);
    await kit.play();
    await kit.listen(3);
    kit.player.pause(); // the sink pauses; the decision would wait for the end of the task
    kit.page.unload();
    kit.page.show();
    expect(await kit.sent()).toEqual(['start 1001 @0', 'end 1001 @3 PLAYBACK_MANUALLY_PAUSED']);
  });

  it('on iOS a hidden page dispatches exit and a visible one activate; elsewhere visibility changes nothing', async () => {
    const ios = bridgeKit({ isIOS: true });
    await ios.load([song('1001')]);
    await ios.play();
    await ios.listen(5);
    ios.page.setVisibility('hidden');
    ios.page.setVisibility('visible');
    expect(await ios.sent()).toEqual(['start 1001 @0', 'end 1001 @5 EXITED_APPLICATION']);

    const desktop = bridgeKit({ isIOS: false });
    await desktop.load([song('1001')]);
    await desktop.play();
    await desktop.listen(5);
    desktop.page.setVisibility('hidden');
    desktop.page.setVisibility('visible');
    expect(await desktop.sent()).toEqual(['start 1001 @0']);
  });

  it('start activates the reporter: events an earlier page left in the outbox are sent', async () => {
    const kit = bridgeKit();
    kit.http.respondWith(() => {
      throw new TypeError('offline');
    });
    await kit.load([song('1001')]);
    await kit.play();
    await kit.listen(2);
    kit.reporter.dispose(); // the page dies with its event unsent
    kit.http.respondWith(accept);
    const before = kit.http.requests.length;
    const next = new PlayActivityBridge({
      reporter: kit.newReporter(), controllers: kit.controllers, engine: kit.engine, player: kit.player,
      listener: { userToken: () => USER_TOKEN, isAuthorized: () => true, previewOnly: () => false, privateEnabled: () => false },
      clock: kit.clock, scheduler: kit.clock, logger: kit.logger,
    });
    next.start();
    await kit.clock.advanceAsync(10);
    const delivered = kit.http.requests.slice(before).filter((request) => request.url === `${BASE}/play`);
    expect(delivered.flatMap((request) => bodyOf(request).data).map(summary)).toEqual(['start 1001 @0']);
  });
});

describe('play-activity bridge: 002 §6 who and what is reported', () => {
  it('nothing is reported while the listener is not authorized', async () => {
    const kit = bridgeKit();
    kit.state.authorized = false;
    await kit.load([song('1001'), song('1002')]);
    await kit.play();
    await kit.listen(5);
    await kit.serial.skipToNextItem();
    await kit.pause();
    kit.page.unload();
    expect(await kit.sent()).toEqual([]);
  });

  it('002 §6 previews are never reported; a full track that keeps playing after previewOnly is turned on still is', async () => {
    const previews = bridgeKit({ full: false });
    await previews.load([song('1001')]);
    await previews.play();
    await previews.listen(5);
    await previews.pause();
    expect(await previews.sent()).toEqual([]);

    // Source resolution marks an item when it resolves; previewOnly only changes what resolves next.
    const previewOnly = bridgeKit();
    await previewOnly.load([song('1001')]);
    await previewOnly.play();
    previewOnly.state.previewOnly = true;
    await previewOnly.listen(5);
    await previewOnly.pause();
    expect((await previewOnly.sent()).length).toBeGreaterThan(0);
  });

  it('only tracked kinds are reported (song, musicVideo, musicMovie, radioStation, uploads): a movie is not', async () => {
    const kit = bridgeKit();
    await kit.load([song('3001', 'movies'), song('1002', 'songs')]);
    await kit.play();
    await kit.listen(4);
    await kit.serial.skipToNextItem();
    await kit.listen(2);
    expect(await kit.sent()).toEqual(['start 1002 @0']);
  });

  it('a listener who signs in mid-play is reported from the next start on', async () => {
    const kit = bridgeKit();
    kit.state.authorized = false;
    await kit.load([song('1001'), song('1002')]);
    await kit.play();
    await kit.listen(4);
    kit.state.authorized = true;
    await kit.serial.skipToNextItem();
    await kit.listen(2);
    expect(await kit.sent()).toEqual(['start 1002 @0']);
  });
});

describe('play-activity bridge: 002 §4 seamless transitions (fake engine)', () => {
  it('a seamless hand-over ends the item before "natural end" (7) at its duration and starts the next at 0', async () => {
    const clock = new SimulatedClock();
    const logger = new MemoryLogger();
    const random = new SeededRandom(5);
    const engine = new FakePlaybackEngine();
    const player = { state: PlaybackStates.none, events: new EventEmitter<SinkPlayerEvents>() };
    const common = { engine, scheduler: clock, logger, isAuthorized: () => true, whilePlaying: whilePlayingAtOnce };
    const serial = new SerialController({ ...common, queue: new Queue({ random, logger }) });
    const continuous = new ContinuousController({ ...common, queue: new Queue({ random, logger }), loader: { loadStation: async () => [], nextTracks: async () => [] } });
    const http = new RecordingHttpClient(accept);
    const listener: PlayActivityListener = { userToken: () => USER_TOKEN, isAuthorized: () => true, previewOnly: () => false, privateEnabled: () => false };
    const reporter = new ActivityReporter(
      { http, database: new MemoryDatabase(), clock, scheduler: clock, random, logger, cookie: new MemoryKeyValueStore('cookie', clock) },
      { baseUrl: BASE, credentials: playActivityCredentials(listener, () => 'DEV') },
    );
    new PlayActivityBridge({ reporter, controllers: new PlaybackControllerSwitch(serial, continuous), engine, player, listener, clock, scheduler: clock, logger }).start();
    await serial.setQueue({ items: [song('1001'), song('1002')] });
    for (const item of serial.queue.items) item.playbackType = PlaybackType.encryptedFull;
    const playing = serial.play();
    await clock.advanceAsync(260);
    await playing;
    clock.advance(30_000);
    engine.tick(30);
    clock.advance(29_900);
    engine.tick(59.9);
    engine.transition(serial.queue.item(1)!);
    await clock.advanceAsync(1);
    await reporter.idle();
    expect(http.requests.flatMap((request) => bodyOf(request).data).map(summary)).toEqual([
      'start 1001 @0',
      `end 1001 @${MEDIA_SECONDS} NATURAL_END_OF_TRACK`,
      'start 1002 @0',
    ]);
  });
});

describe('play-activity bridge: 002 §3 descriptor of the item played', () => {
  it('the record carries the queue modes (repeat, shuffle, autoplay), the container and the duration', async () => {
    const kit = bridgeKit();
    await kit.serial.setQueue({
      items: [
        { ...song('1001'), container: { id: '9001', type: 'albums' } },
        { ...song('1002'), container: { id: '9001', type: 'albums' } },
      ] as QueueItemInput[],
      repeatMode: PlayerRepeatMode.all,
    });
    kit.serial.shuffleMode = PlayerShuffleMode.songs;
    await kit.play();
    await kit.listen(1);
    await kit.clock.advanceAsync(1);
    await kit.reporter.idle();
    const [start] = kit.http.requests.flatMap((request) => bodyOf(request).data);
    expect(start).toMatchObject({
      'play-mode': { 'repeat-play-mode': 3, 'shuffle-play-mode': 2, 'auto-play-mode': 0 },
      'container-type': PlayActivityContainerType.ALBUM,
      'container-ids': { 'album-adam-id': '9001' },
      'media-duration-in-milliseconds': MEDIA_SECONDS * 1000,
    });
  });

  it('configuration: activity goes to the provider origin a page names in its meta tag (the emulator), else to the default service', () => {
    const meta = (tags: Record<string, string>) => configurationFromMeta((name) => tags[name] ?? null);
    expect(meta({ 'apple-music-developer-token': 'x.y.z', 'mediakit-provider-origin': 'http://127.0.0.1:4500/' })?.playActivityBase).toBe('http://127.0.0.1:4500');
    expect(meta({ 'apple-music-developer-token': 'x.y.z' })?.playActivityBase).toBeUndefined();
  });
});

describe('play-activity bridge: 000 §1, §3 timed metadata of live radio', () => {
  const onAir = (title: string): TimedMetadata => new TimedMetadata({ title, blob: new TextEncoder().encode(title) });
  const hex = (text: string): string => [...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

  it('a change of what is on air ends the segment heard (natural end) and starts one carrying the new metadata as hex', async () => {
    const kit = bridgeKit();
    await kit.load([song('1001')]);
    await kit.play();
    await kit.listen(5);
    kit.onAir.emit('timedMetadataDidChange', onAir('Song B'));
    await kit.listen(2);
    expect(await kit.sent()).toEqual(['start 1001 @0', 'end 1001 @5 NATURAL_END_OF_TRACK', 'start 1001 @5']);
    const records = kit.http.requests.flatMap((request) => bodyOf(request).data);
    expect(records[0]?.['timed-metadata']).toBeNull();
    expect(records[2]?.['timed-metadata']).toBe(hex('Song B'));
  });

  it('while paused nothing is sent; the next start carries the metadata; signed out, nothing is reported', async () => {
    const kit = bridgeKit();
    await kit.load([song('1001')]);
    await kit.play();
    await kit.listen(3);
    await kit.pause();
    kit.onAir.emit('timedMetadataDidChange', onAir('Song C'));
    await kit.play();
    await kit.listen(1);
    expect(await kit.sent()).toEqual(['start 1001 @0', 'end 1001 @3 PLAYBACK_MANUALLY_PAUSED', 'start 1001 @3']);
    expect(kit.http.requests.flatMap((request) => bodyOf(request).data)[2]?.['timed-metadata']).toBe(hex('Song C'));

    kit.state.authorized = false;
    const before = (await kit.sent()).length;
    kit.onAir.emit('timedMetadataDidChange', onAir('Song D'));
    await kit.listen(1);
    expect(await kit.sent()).toHaveLength(before);
  });
});
