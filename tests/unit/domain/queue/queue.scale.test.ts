import { describe, expect, it } from 'vitest';
import { MemoryLogger, SeededRandom, SimulatedClock } from '@mediakit/adapters/node';
import { SerialController, whilePlayingAtOnce } from '../../../../core/src/domain/playback/index.ts';
import { FakePlaybackEngine } from '../playback/fake-playback-engine.ts';
import { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import { Queue } from '../../../../core/src/domain/queue/index.ts';

function items(count: number, prefix: string): MediaItem[] {
  return Array.from({ length: count }, (_, i) => new MediaItem({ id: `${prefix}${i}`, type: 'songs', attributes: { playParams: { id: `${prefix}${i}`, kind: 'song' } } }));
}

function repeat(times: number, op: (i: number) => void): void {
  for (let i = 0; i < times; i++) op(i);
}

// Correctness at 100,000 items. What each operation costs at 1k/10k/100k items is measured by the
// bench (`npm run bench`, section "Queue operations"), never by timed assertions here.
describe('001 §3 Queue at scale (100,000 items)', () => {
  it('appends, lookups and position moves stay correct at 100,000 items', () => {
    const queue = new Queue({ random: new SeededRandom(1) });
    queue.setItems(items(100_000, 's'), { startWith: 50_000 });
    expect(queue.length).toBe(100_000);
    const extra = items(2_000, 'x');
    repeat(2_000, (i) => {
      queue.append(extra[i] as MediaItem);
      expect(queue.indexForItem(`s${i * 7}`)).toBe(i * 7);
    });
    expect(queue.length).toBe(102_000);
    expect(queue.indexForItem('x1999')).toBe(101_999);
    repeat(2_000, (i) => {
      queue.advance();
      expect(queue.nextPlayableItem?.id).toBe(`s${50_002 + i}`);
      expect(queue.previousPlayableItem?.id).toBe(`s${50_000 + i}`);
    });
    expect(queue.position).toBe(52_000);
  });

  it('shuffle keeps the current item first and unshuffle restores the order, at 100,000 items', () => {
    const queue = new Queue({ random: new SeededRandom(2) });
    queue.setItems(items(100_000, 's'), { startWith: 10 });
    queue.shuffle();
    expect(queue.currentItem?.id).toBe('s10');
    expect(queue.position).toBe(0);
    queue.append(items(10, 'y'));
    queue.unshuffle();
    queue.restrict();
    expect(queue.currentItem?.id).toBe('s10');
    expect(queue.indexForItem('s11')).toBe(11);
    expect(queue.length).toBe(100_010);
  });

  it('an active controller appends to a 100,000-item queue without losing or reordering items', async () => {
    const queue = new Queue({ random: new SeededRandom(3) });
    const controller = new SerialController({
      engine: new FakePlaybackEngine(),
      queue,
      scheduler: new SimulatedClock(),
      logger: new MemoryLogger(),
      isAuthorized: () => true,
      whilePlaying: whilePlayingAtOnce,
    });
    controller.activate();
    await controller.setQueue({ items: items(100_000, 's'), startWith: 0 });
    const extra = items(2_000, 'x');
    repeat(2_000, (i) => controller.append(extra[i] as MediaItem));
    expect(queue.length).toBe(102_000);
    expect(queue.indexForItem('x0')).toBe(100_000);
    expect(queue.currentItem?.id).toBe('s0');
  });
});
