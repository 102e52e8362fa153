import { describe, expect, it } from 'vitest';
import { SeededRandom } from '@mediakit/adapters/node';
import type { Random } from '../../../../core/src/ports/random.ts';
import type { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import { Queue, shuffledOrder } from '../../../../core/src/domain/queue/index.ts';
import { ids, song } from '../media-item/media-item.fixtures.ts';

function queueOf(names: string[], startWith?: number, random: Random = new SeededRandom(3)): Queue {
  return new Queue({ random }, { items: names.map((name) => song(name)), startWith });
}

describe('001 §4 Shuffle modes', () => {
  it('001 §4 Shuffle modes: turning shuffle on keeps the current item first and reorders the user-added items', () => {
    const queue = queueOf(['a', 'b', 'c', 'd', 'e'], 2);
    queue.shuffle();
    expect(queue.isShuffled).toBe(true);
    expect(queue.position).toBe(0);
    expect(queue.currentItem?.id).toBe('c');
    expect([...ids(queue.items)].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('001 §4 Shuffle modes: autoplay items are not reordered; they stay last in their order', () => {
    const queue = queueOf(['a', 'b', 'c'], 0);
    queue.appendAutoplay(['x', 'y'].map((name) => song(name)));
    queue.shuffle();
    expect(ids(queue.items).slice(3)).toEqual(['x', 'y']);
    expect(queue.currentItem?.id).toBe('a');
  });

  it('001 §4 Shuffle modes: with more than one item it re-shuffles until the order differs (even with a stuck Random)', () => {
    const stuck: Random = { next: () => 0.999 }; // Fisher-Yates with j = i: the identity permutation
    const queue = queueOf(['a', 'b', 'c'], undefined, stuck);
    queue.shuffle();
    expect(ids(queue.items)).not.toEqual(['a', 'b', 'c']);
    let draws = 0;
    const counting: Random = { next: () => (draws++ < 2 ? 0.999 : 0) };
    expect(shuffledOrder(['a', 'b'], undefined, () => true, counting)).toEqual(['b', 'a']);
    expect(draws).toBeGreaterThan(1); // the first draw gave the same order and was drawn again
  });

  it('001 §4 Shuffle modes: a single movable item leaves nothing to reorder and shuffle terminates', () => {
    const queue = queueOf(['a', 'b'], 1, { next: () => 0.5 });
    queue.shuffle();
    expect(ids(queue.items)).toEqual(['b', 'a']);
    const single = queueOf(['a'], 0);
    single.shuffle();
    expect(ids(single.items)).toEqual(['a']);
  });

  it('001 §4 Shuffle modes: unshuffle restores the original order and position', () => {
    const queue = queueOf(['a', 'b', 'c', 'd', 'e'], 3);
    queue.shuffle();
    queue.advance();
    const current = queue.currentItem;
    queue.unshuffle();
    expect(ids(queue.items)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue.currentItem).toBe(current);
    expect(queue.position).toBe(ids(queue.items).indexOf(current?.id ?? ''));
    expect(queue.isShuffled).toBe(false);
  });

  it('001 §4 Shuffle modes: queue edits while shuffled keep the original order up to date', () => {
    const queue = queueOf(['a', 'b', 'c', 'd'], 1);
    queue.shuffle();
    queue.append([song('e')]);
    queue.prepend([song('n')]); // after the current item "b"
    queue.remove(queue.indexForItem('d'));
    queue.insertAt(queue.indexForItem('a'), [song('i')]); // before "a"
    queue.unshuffle();
    expect(ids(queue.items)).toEqual(['i', 'a', 'b', 'n', 'c', 'e']);
    expect(queue.currentItem?.id).toBe('b');
  });

  it('001 §4 Shuffle modes: a move while shuffled changes only the shuffled order (decision)', () => {
    const queue = queueOf(['a', 'b', 'c'], 0);
    queue.shuffle();
    queue.move(2, 1);
    queue.unshuffle();
    expect(ids(queue.items)).toEqual(['a', 'b', 'c']);
  });

  it('001 §4 Shuffle modes: shuffle fires queueItemsDidChange then queuePositionDidChange to 0', () => {
    const queue = queueOf(['a', 'b', 'c'], 2);
    const seen: string[] = [];
    queue.addEventListener('queueItemsDidChange', (items: readonly MediaItem[]) => seen.push(`items ${items[0]?.id}`));
    queue.addEventListener('queuePositionDidChange', ({ oldPosition, position }) => seen.push(`position ${oldPosition}->${position}`));
    queue.shuffle();
    expect(seen).toEqual(['items c', 'position 2->0']);
  });
});
