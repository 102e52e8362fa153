import { describe, expect, it } from 'vitest';
import { MemoryLogger, SeededRandom, SimulatedClock } from '@mediakit/adapters/node';
import { SerialController } from '../../../../core/src/domain/playback/index.ts';
import { FakePlaybackEngine } from '../playback/fake-playback-engine.ts';
import { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import { Queue } from '../../../../core/src/domain/queue/index.ts';

function items(count: number, prefix: string): MediaItem[] {
  return Array.from({ length: count }, (_, i) => new MediaItem({ id: `${prefix}${i}`, type: 'songs', attributes: { playParams: { id: `${prefix}${i}`, kind: 'song' } } }));
}

/** Milliseconds per operation of `op` repeated `times`. */
function perOp(times: number, op: (i: number) => void): number {
  const start = performance.now();
  for (let i = 0; i < times; i++) op(i);
  return (performance.now() - start) / times;
}

describe('001 §3 Queue at scale (100,000 items)', () => {
  it('appends, lookups, position moves and edits near the current item stay cheap at 100,000 items', () => {
    const queue = new Queue({ random: new SeededRandom(1) });
    queue.setItems(items(100_000, 's'), { startWith: 50_000 });
    expect(queue.length).toBe(100_000);
    const extra = items(2_000, 'x');
    // Budgets are two orders of magnitude above what a linear-per-op queue needs, and far below
    // what a quadratic one would: 2,000 appends interleaved with lookups at 100k items.
    const append = perOp(2_000, (i) => {
      queue.append(extra[i] as MediaItem);
      expect(queue.indexForItem(`s${i * 7}`)).toBe(i * 7);
    });
    expect(append).toBeLessThan(0.5);
    const moves = perOp(2_000, () => {
      queue.advance();
      void queue.nextPlayableItem;
      void queue.previousPlayableItem;
    });
    expect(moves).toBeLessThan(0.5);
    expect(queue.position).toBe(52_000);
  });

  it('shuffle, unshuffle and restriction of 100,000 items finish quickly', () => {
    const queue = new Queue({ random: new SeededRandom(2) });
    queue.setItems(items(100_000, 's'), { startWith: 10 });
    const start = performance.now();
    queue.shuffle();
    queue.append(items(10, 'y'));
    queue.unshuffle();
    queue.restrict();
    expect(performance.now() - start).toBeLessThan(2_000);
    expect(queue.currentItem?.id).toBe('s10');
    expect(queue.length).toBe(100_010);
  });

  it('an active controller keeps queue edits cheap (it does not listen to the O(n) items payload)', async () => {
    const queue = new Queue({ random: new SeededRandom(3) });
    const controller = new SerialController({
      engine: new FakePlaybackEngine(),
      queue,
      scheduler: new SimulatedClock(),
      logger: new MemoryLogger(),
      isAuthorized: () => true,
    });
    controller.activate();
    await controller.setQueue({ items: items(100_000, 's'), startWith: 0 });
    const extra = items(2_000, 'x');
    expect(perOp(2_000, (i) => controller.append(extra[i] as MediaItem))).toBeLessThan(0.5);
    expect(queue.length).toBe(102_000);
  });
});
