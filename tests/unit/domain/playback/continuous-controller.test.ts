import { describe, expect, it } from 'vitest';
import { SeededRandom } from '@mediakit/adapters/node';
import { PlayerRepeatMode, PlayerShuffleMode } from '../../../../core/src/domain/enums/index.ts';
import { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import {
  PlaybackControllerSwitch,
  SerialController,
  type StationDescriptor,
  type StationTrackLoader,
  whilePlayingAtOnce,
} from '../../../../core/src/domain/playback/index.ts';
import { Queue, type QueueItemInput } from '../../../../core/src/domain/queue/index.ts';
import { ids, song } from '../media-item/media-item.fixtures.ts';
import { continuousHarness, describeIntents, flushMicrotasks, playNow } from './controller.fixtures.ts';

class FakeStationLoader implements StationTrackLoader {
  loads = 0;
  nextCalls = 0;
  failLoad = false;
  failNext = false;
  firstTracks: readonly QueueItemInput[] | undefined;
  #counter = 0;

  async loadStation(station: StationDescriptor): Promise<readonly QueueItemInput[]> {
    this.loads++;
    if (this.failLoad) throw new Error('station service down');
    if (this.firstTracks) return this.firstTracks;
    if (station.isLive || station.attributes?.isLive) {
      return [new MediaItem({ id: station.id, type: 'stations', attributes: { isLive: true, playParams: { id: station.id } } })];
    }
    return this.#tracks(2);
  }

  async nextTracks(): Promise<readonly QueueItemInput[]> {
    this.nextCalls++;
    if (this.failNext) throw new Error('no more');
    return this.#tracks(2);
  }

  #tracks(count: number): MediaItem[] {
    return Array.from({ length: count }, () => song(`t${this.#counter++}`));
  }
}

describe('002 §4 Continuous (station) playback', () => {
  it('002 §4 always continuous; disabling it gives the exact message', () => {
    const h = continuousHarness(new FakeStationLoader());
    expect(h.controller.continuous).toBe(true);
    expect(() => {
      h.controller.continuous = false;
    }).toThrow(expect.objectContaining({ message: 'Continuous playback cannot be disabled for station queues.' }) as Error);
    h.controller.continuous = true;
    expect(h.controller.continuous).toBe(true);
  });

  it('002 §4 live stations have no pause, skip or seek: volume only; those calls are ignored', async () => {
    const h = continuousHarness(new FakeStationLoader());
    await h.controller.setStationQueue({ id: 'ra.live', attributes: { isLive: true } });
    await playNow(h);
    expect([...h.controller.capabilities]).toEqual(['volume']);
    h.engine.calls.length = 0;
    expect(await h.controller.skipToNextItem()).toBeUndefined();
    void h.controller.pause();
    void h.controller.seekToTime(30);
    await h.clock.advanceAsync(500);
    expect(h.engine.calls).toEqual([]);
  });

  it('002 §4 every station supports volume and no skip-to-item, autoplay, queue editing, shuffle or repeat', async () => {
    const h = continuousHarness(new FakeStationLoader());
    await h.controller.setStationQueue({ id: 'ra.algo' });
    const capabilities = h.controller.capabilities;
    expect(capabilities.has('volume')).toBe(true);
    for (const missing of ['skipToItem', 'autoplay', 'editQueue', 'shuffle', 'repeat', 'skipPrevious'] as const) {
      expect(capabilities.has(missing)).toBe(false);
    }
    expect([...capabilities].sort()).toEqual(['pause', 'seek', 'skipNext', 'volume']);
    h.controller.repeatMode = PlayerRepeatMode.all;
    h.controller.shuffleMode = PlayerShuffleMode.songs;
    expect([h.controller.repeatMode, h.controller.shuffleMode, h.controller.autoplayEnabled]).toEqual([0, 0, false]);
  });

  it.each([
    ['append', (c: { append(): never }) => c.append(), 'Appending to the Queue is not supported for this type of playback'],
    ['prepend', (c: { prepend(): never }) => c.prepend(), 'Prepending to the Queue is not supported for this type of playback'],
    ['insertAt', (c: { insertAt(): never }) => c.insertAt(), 'Inserting into the Queue is not supported for this type of playback'],
    ['clearQueue', (c: { clearQueue(): never }) => c.clearQueue(), 'Clearing the Queue is not supported for this type of playback'],
  ] as const)('002 §8 %s on a station queue is refused with its message', (_name, call, message) => {
    const h = continuousHarness(new FakeStationLoader());
    expect(() => call(h.controller as never)).toThrow(expect.objectContaining({ errorCode: 'UNSUPPORTED_ERROR', message }) as Error);
  });

  it('002 §4 algorithmic stations load more tracks when no next playable item remains', async () => {
    const loader = new FakeStationLoader();
    const h = continuousHarness(loader);
    await h.controller.setStationQueue({ id: 'ra.algo' });
    await playNow(h);
    expect(loader.nextCalls).toBe(0);
    await h.controller.skipToNextItem(); // t1: now nothing follows
    await flushMicrotasks();
    expect(loader.nextCalls).toBe(1);
    expect(ids(h.queue.items)).toEqual(['t0', 't1', 't2', 't3']);
    expect(h.engine.calls).toEqual(['play t0', 'play t1']);
    h.engine.end();
    await flushMicrotasks();
    expect(h.queue.currentItem?.id).toBe('t2');
    expect(describeIntents(h.intents)).toEqual(['play t0', 'skip t0->t1', 'skip t1->t2']);
  });

  it('002 §4 a skip with no next track loads more first; when none come, playback completes', async () => {
    const loader = new FakeStationLoader();
    loader.firstTracks = [song('only')];
    const h = continuousHarness(loader);
    await h.controller.setStationQueue({ id: 'ra.algo' });
    await playNow(h);
    await flushMicrotasks();
    loader.failNext = true;
    expect(await h.controller.skipToNextItem()).toBeUndefined();
    expect(h.engine.calls.at(-1)).toBe('complete');
    expect(h.logger.messages('warning').some((message) => message.includes('ra.algo'))).toBe(true);
  });

  it("002 §8 a station that cannot be loaded gives 'Cannot load requested station'", async () => {
    const loader = new FakeStationLoader();
    loader.failLoad = true;
    const h = continuousHarness(loader);
    await expect(h.controller.setStationQueue({ id: 'ra.x' })).rejects.toMatchObject({
      errorCode: 'CONTENT_UNAVAILABLE',
      message: 'Cannot load requested station',
    });
  });

  it("002 §8 a station without tracks gives 'No track data is available for the current station.'", async () => {
    const loader = new FakeStationLoader();
    loader.firstTracks = [];
    const h = continuousHarness(loader);
    await expect(h.controller.setStationQueue({ id: 'ra.x' })).rejects.toMatchObject({
      message: 'No track data is available for the current station.',
    });
  });
});

describe('002 §4 A station queue switches the controller to continuous, and a normal queue to serial', () => {
  it('002 §4 switches, deactivating the controller left (its playback stops) and activating the other', async () => {
    const loader = new FakeStationLoader();
    const station = continuousHarness(loader);
    await station.controller.deactivate();
    const serial = new SerialController({
      engine: station.engine,
      queue: new Queue({ random: new SeededRandom(3) }),
      scheduler: station.clock,
      logger: station.logger,
      isAuthorized: () => true,
      whilePlaying: whilePlayingAtOnce,
    });
    const controllers = new PlaybackControllerSwitch(serial, station.controller);
    const kinds: string[] = [];
    controllers.on('controllerDidChange', ({ kind }) => kinds.push(kind));
    expect(controllers.kind).toBe('serial');

    await controllers.setStationQueue({ id: 'ra.algo' });
    expect(controllers.kind).toBe('continuous');
    expect(controllers.queue).toBe(station.controller.queue);
    expect(serial.isActive).toBe(false);
    expect(station.controller.isActive).toBe(true);
    await playNow({ ...station, controller: controllers.active });
    expect(station.engine.nowPlayingItem?.id).toBe('t0');

    await controllers.setQueue({ items: [song('a')], startWith: 0 });
    expect(controllers.kind).toBe('serial');
    expect(station.engine.calls).toContain('stop MANUALLY_SELECTED_PLAYBACK_OF_A_DIFF_ITEM');
    expect(station.engine.listenerCount('itemDidEnd')).toBe(1);
    expect(kinds).toEqual(['continuous', 'serial']);
  });
});
