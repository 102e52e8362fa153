import { describe, expect, it } from 'vitest';
import { PlayerRepeatMode, Realm } from '../../../../core/src/domain/enums/index.ts';
import { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import type { AutoplaySeed, AutoplayTrackSource } from '../../../../core/src/domain/playback/index.ts';
import { ids, song } from '../media-item/media-item.fixtures.ts';
import { flushMicrotasks, serialHarness } from './controller.fixtures.ts';

class FakeAutoplaySource implements AutoplayTrackSource {
  readonly starts: Array<{ seeds: readonly AutoplaySeed[]; limit: number }> = [];
  readonly nextCalls: Array<{ stationId: string; limit: number }> = [];
  failStart = false;
  failNext = false;
  #counter = 0;

  async start(seeds: readonly AutoplaySeed[], limit: number) {
    this.starts.push({ seeds, limit });
    if (this.failStart) throw new Error('start failed');
    return { stationId: 'st.auto', tracks: this.#tracks(12) };
  }

  async nextTracks(stationId: string, limit: number) {
    this.nextCalls.push({ stationId, limit });
    if (this.failNext) throw new Error('next failed');
    return this.#tracks(limit);
  }

  #tracks(count: number): MediaItem[] {
    return Array.from({ length: count }, () => song(`ap${this.#counter++}`));
  }
}

async function withQueue(items: MediaItem[], source = new FakeAutoplaySource()) {
  const h = serialHarness({ autoplay: source });
  await h.controller.setQueue({ items, startWith: 0 });
  return { h, source };
}

describe('002 §4 Autoplay', () => {
  it('002 §4 autoplay starts when enabled: seeds from the queue, up to 10 upcoming autoplay items (001 §9)', async () => {
    const { h, source } = await withQueue([song('a'), song('b')]);
    const changes: boolean[] = [];
    h.controller.addEventListener('autoplayEnabledDidChange', ({ autoplayEnabled }) => changes.push(autoplayEnabled));
    h.controller.autoplayEnabled = true;
    await h.controller.autoplay?.whenIdle();
    expect(changes).toEqual([true]);
    expect(source.starts[0]?.seeds.map((seed) => seed.id)).toEqual(['a', 'b']);
    expect(h.queue.autoplayItems).toHaveLength(10);
    expect(h.queue.hasAutoplayStation).toBe(true);
    expect(ids(h.queue.items).slice(0, 2)).toEqual(['a', 'b']);
  });

  it('002 §4 autoplay accepts only song and library-song types and sends at most 10 seeds (maxQueueSizeInRequest)', async () => {
    const items = [
      ...Array.from({ length: 12 }, (_, i) => song(`s${i}`)),
      new MediaItem({ id: 'lib', type: 'library-songs', attributes: { playParams: { id: 'lib' } } }),
      new MediaItem({ id: 'mv', type: 'music-videos', attributes: { playParams: { id: 'mv' } } }),
    ];
    const { h, source } = await withQueue(items);
    h.controller.autoplayEnabled = true;
    await h.controller.autoplay?.whenIdle();
    const seeds = source.starts[0]?.seeds ?? [];
    expect(seeds).toHaveLength(10);
    expect(seeds.map((seed) => seed.id)).toContain('lib');
    expect(seeds.map((seed) => seed.id)).not.toContain('mv');
  });

  it('002 §4 autoplay is forced off outside the music realm', async () => {
    const { h, source } = await withQueue([song('a')]);
    h.realm = Realm.PODCAST;
    h.controller.autoplayEnabled = true;
    await flushMicrotasks();
    expect(h.controller.autoplayEnabled).toBe(false);
    expect(source.starts).toEqual([]);
  });

  it('002 §4 a failed start marks the ids as errored and they are not retried', async () => {
    const source = new FakeAutoplaySource();
    source.failStart = true;
    const { h } = await withQueue([song('a'), song('b')], source);
    h.controller.autoplayEnabled = true;
    await h.controller.autoplay?.whenIdle();
    expect([...(h.controller.autoplay?.failedIds ?? [])]).toEqual(['a', 'b']);
    source.failStart = false;
    h.controller.append(song('c'));
    h.controller.autoplayEnabled = false;
    h.controller.autoplayEnabled = true;
    await h.controller.autoplay?.whenIdle();
    expect(source.starts.map((start) => start.seeds.map((seed) => seed.id))).toEqual([['a', 'b'], ['c']]);
  });

  it('002 §4 autoplay removes its queued items after the current position when repeat is not off', async () => {
    const { h } = await withQueue([song('a')]);
    h.controller.autoplayEnabled = true;
    await h.controller.autoplay?.whenIdle();
    await h.controller.changeToMediaAtIndex(1); // the first autoplay item plays
    await h.controller.autoplay?.whenIdle();
    h.controller.append(song('b')); // goes right after the current autoplay item
    await h.controller.changeToMediaAtIndex(2);
    await h.controller.autoplay?.whenIdle();
    expect(h.queue.currentItem?.id).toBe('b');
    h.controller.repeatMode = PlayerRepeatMode.all;
    expect(ids(h.queue.items)).toEqual(['a', 'ap0', 'b']);
    expect(h.queue.autoplayItems).toHaveLength(1);
  });

  it('001 §9 maxUpcomingTracksToMaintain: moving on tops the upcoming autoplay items back up to 10', async () => {
    const { h, source } = await withQueue([song('a')]);
    h.controller.autoplayEnabled = true;
    await h.controller.autoplay?.whenIdle();
    await h.controller.changeToMediaAtIndex(3);
    await h.controller.autoplay?.whenIdle();
    expect(source.nextCalls).toEqual([{ stationId: 'st.auto', limit: 3 }]);
    expect(h.queue.entries.slice(h.queue.position + 1).filter((entry) => entry.isAutoplay)).toHaveLength(10);
  });

  it('002 §4 a failed next-tracks call is ignored', async () => {
    const { h, source } = await withQueue([song('a')]);
    h.controller.autoplayEnabled = true;
    await h.controller.autoplay?.whenIdle();
    source.failNext = true;
    await h.controller.changeToMediaAtIndex(5);
    await h.controller.autoplay?.whenIdle();
    expect(source.nextCalls).toHaveLength(1);
    expect(h.controller.autoplayEnabled).toBe(true);
    expect(h.queue.length).toBe(11);
  });

  it('002 §4 disabling autoplay stops it and removes its items after the position', async () => {
    const { h } = await withQueue([song('a')]);
    h.controller.autoplayEnabled = true;
    await h.controller.autoplay?.whenIdle();
    h.controller.autoplayEnabled = false;
    expect(ids(h.queue.items)).toEqual(['a']);
    expect(h.queue.hasAutoplayStation).toBe(false);
  });

  it('002 §4 autoplay stops on deactivation', async () => {
    const { h } = await withQueue([song('a')]);
    h.controller.autoplayEnabled = true;
    await h.controller.autoplay?.whenIdle();
    await h.controller.deactivate();
    expect(h.controller.autoplayEnabled).toBe(false);
    expect(h.queue.autoplayItems).toEqual([]);
  });

  it('001 §9 maxQueueSizeForAutoplay: a listener queue above 50 items gets no autoplay (decision)', async () => {
    const { h, source } = await withQueue(Array.from({ length: 51 }, (_, i) => song(`s${i}`)));
    h.controller.autoplayEnabled = true;
    await h.controller.autoplay?.whenIdle();
    expect(source.starts).toEqual([]);
    h.controller.autoplayEnabled = false;
    const small = await withQueue(Array.from({ length: 50 }, (_, i) => song(`s${i}`)));
    small.h.controller.autoplayEnabled = true;
    await small.h.controller.autoplay?.whenIdle();
    expect(small.source.starts).toHaveLength(1);
  });

  it('002 §4 Autoplay: autoplay adds nothing while repeat is on', async () => {
    const { h, source } = await withQueue([song('a')]);
    h.controller.repeatMode = PlayerRepeatMode.one;
    h.controller.autoplayEnabled = true;
    await h.controller.autoplay?.whenIdle();
    expect(source.starts).toEqual([]);
  });

  it('002 §4 Autoplay: without a track source, autoplay stays off', () => {
    const h = serialHarness();
    h.controller.autoplayEnabled = true;
    expect(h.controller.autoplayEnabled).toBe(false);
  });
});
