import { describe, expect, it } from 'vitest';
import { MemoryLogger, SeededRandom } from '@mediakit/adapters/node';
import { MediaItemState, PlaybackMode, PlayerRepeatMode } from '../../../../core/src/domain/enums/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import type { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import { Queue, type QueuePositionChange } from '../../../../core/src/domain/queue/index.ts';
import { explicitSong, ids, previewOnlySong, song, unplayableSong } from '../media-item/media-item.fixtures.ts';

function queueOf(items: MediaItem[], startWith?: number | string, seed = 1): Queue {
  return new Queue({ random: new SeededRandom(seed), logger: new MemoryLogger() }, { items, startWith });
}

function songs(...names: string[]): MediaItem[] {
  return names.map((name) => song(name));
}

describe('001 §3 Queue', () => {
  it('001 §3 position -1 means not started', () => {
    const queue = queueOf(songs('a', 'b'));
    expect(queue.position).toBe(-1);
    expect(queue.currentItem).toBeUndefined();
    expect(queue.length).toBe(2);
    expect(queue.isEmpty).toBe(false);
  });

  it('MUSICKIT-SURFACE item(i), indexForItem (item or id), items', () => {
    const [a, b, c] = songs('a', 'b', 'c') as [MediaItem, MediaItem, MediaItem];
    const queue = queueOf([a, b, c]);
    expect(queue.item(1)).toBe(b);
    expect(queue.item(7)).toBeUndefined();
    expect(queue.indexForItem(c)).toBe(2);
    expect(queue.indexForItem('b')).toBe(1);
    expect(queue.indexForItem(song('c'))).toBe(2); // another object with the same id
    expect(queue.indexForItem('zzz')).toBe(-1);
    expect(ids(queue.items)).toEqual(['a', 'b', 'c']);
  });

  it('001 §3 each entry has an autoplay flag; lists of unplayed, user-added, autoplay and playable items', () => {
    const queue = queueOf(songs('a', 'b'), 0);
    queue.appendAutoplay(songs('x', 'y'));
    expect(queue.entries.map((entry) => entry.isAutoplay)).toEqual([false, false, true, true]);
    expect(queue.isAutoplayAt(2)).toBe(true);
    expect(ids(queue.userAddedItems)).toEqual(['a', 'b']);
    expect(ids(queue.autoplayItems)).toEqual(['x', 'y']);
    expect(ids(queue.unplayedItems)).toEqual(['b', 'x', 'y']);
    queue.item(3)?.transitionTo(MediaItemState.loading);
    queue.item(3)?.transitionTo(MediaItemState.unavailable);
    expect(ids(queue.playableItems)).toEqual(['a', 'b', 'x']);
  });
});

describe('001 §5 Queue validation rules', () => {
  it('001 §5 unplayable items are dropped on insertion', () => {
    const queue = queueOf([song('a'), unplayableSong('u'), song('b')]);
    expect(ids(queue.items)).toEqual(['a', 'b']);
    expect(queue.append([unplayableSong('v'), song('c')]).map((item) => item.id)).toEqual(['c']);
    expect(ids(queue.items)).toEqual(['a', 'b', 'c']);
  });

  it('001 §5 an item is playable with a preview URL unless the mode is full-playback-only', () => {
    const mixed = queueOf([previewOnlySong('p')]);
    expect(mixed.length).toBe(1);
    const fullOnly = new Queue({ random: new SeededRandom(1) }, { playbackMode: PlaybackMode.FULL_PLAYBACK_ONLY, items: [previewOnlySong('p'), song('a')] });
    expect(ids(fullOnly.items)).toEqual(['a']);
  });

  it('001 §5 an item can be played only if playable, not restricted and not unavailable', () => {
    const [a, b, c] = songs('a', 'b', 'c') as [MediaItem, MediaItem, MediaItem];
    const queue = queueOf([a, b, c], 0);
    b.transitionTo(MediaItemState.loading);
    b.transitionTo(MediaItemState.unavailable);
    expect(queue.canPlayAt(1)).toBe(false);
    expect(queue.nextPlayableItemIndex).toBe(2);
    expect(queue.nextPlayableItem).toBe(c);
  });

  it('001 §5 removing the currently playing position is refused with an invalid-arguments error', () => {
    const queue = queueOf(songs('a', 'b', 'c'), 1);
    expect(() => queue.remove(1)).toThrow(MKError);
    try {
      queue.remove(1);
    } catch (error) {
      expect((error as MKError).errorCode).toBe(MKError.INVALID_ARGUMENTS);
    }
    expect(ids(queue.items)).toEqual(['a', 'b', 'c']);
  });

  it('001 §5 Queue: remove(index) removes another item, returns it, and the position follows the current item', () => {
    const queue = queueOf(songs('a', 'b', 'c'), 1);
    expect(queue.remove(0).id).toBe('a');
    expect(queue.position).toBe(0);
    expect(queue.currentItem?.id).toBe('b');
    expect(() => queue.remove(5)).toThrow(expect.objectContaining({ errorCode: 'INVALID_ARGUMENTS' }) as Error);
  });

  it('001 §5 a numeric start position must be within 0 to the queue length; otherwise it is not found (-1)', () => {
    expect(queueOf(songs('a', 'b'), 1).position).toBe(1);
    expect(queueOf(songs('a', 'b'), 2).position).toBe(-1);
    expect(queueOf(songs('a', 'b'), -1).position).toBe(-1);
    expect(queueOf(songs('a', 'b'), 0.5).position).toBe(-1);
    expect(queueOf(songs('a', 'b'), 'b').position).toBe(1);
    expect(queueOf(songs('a', 'b'), 'nope').position).toBe(-1);
  });

  it('002 §4 Playback modes: unknown values are ignored', () => {
    const queue = queueOf([]);
    queue.playbackMode = PlaybackMode.PREVIEW_ONLY;
    queue.playbackMode = 9 as PlaybackMode;
    expect(queue.playbackMode).toBe(PlaybackMode.PREVIEW_ONLY);
  });
});

describe('001 §4 Queue position', () => {
  it('001 §4 if the target is not playable, the position moves to the next playable item', () => {
    const [a, b, c] = songs('a', 'b', 'c') as [MediaItem, MediaItem, MediaItem];
    const queue = queueOf([a, b, c]);
    b.transitionTo(MediaItemState.loading);
    b.transitionTo(MediaItemState.restricted);
    expect(queue.changeToPosition(1)).toBe(c);
    expect(queue.position).toBe(2);
    expect(queueOf([a, b, c], 1).position).toBe(2);
  });

  it('001 §4 forward search wraps round only in repeat-all mode', () => {
    const queue = queueOf(songs('a', 'b', 'c'), 2);
    expect(queue.nextPlayableItemIndex).toBeUndefined();
    queue.repeatMode = PlayerRepeatMode.one;
    expect(queue.nextPlayableItemIndex).toBeUndefined();
    queue.repeatMode = PlayerRepeatMode.all;
    expect(queue.nextPlayableItemIndex).toBe(0);
    expect(queue.advance()?.id).toBe('a');
  });

  it('001 §4 the same holds for backward search', () => {
    const queue = queueOf(songs('a', 'b', 'c'), 0);
    expect(queue.previousPlayableItemIndex).toBeUndefined();
    expect(queue.retreat()).toBeUndefined();
    expect(queue.position).toBe(0);
    queue.repeatMode = PlayerRepeatMode.all;
    expect(queue.previousPlayableItemIndex).toBe(2);
  });

  it('001 §4 a one-item queue in repeat-all finds itself as next and previous', () => {
    const queue = queueOf(songs('a'), 0);
    queue.repeatMode = PlayerRepeatMode.all;
    expect(queue.nextPlayableItemIndex).toBe(0);
    expect(queue.previousPlayableItemIndex).toBe(0);
  });

  it('001 §4 Repeat modes: the setter ignores values that are not valid modes', () => {
    const queue = queueOf([]);
    queue.repeatMode = PlayerRepeatMode.all;
    queue.repeatMode = 3 as PlayerRepeatMode;
    queue.repeatMode = 'one' as unknown as PlayerRepeatMode;
    expect(queue.repeatMode).toBe(PlayerRepeatMode.all);
  });

  it('001 §4 when the queue becomes restricted, explicit items are removed and the position is re-found for the current item', () => {
    const queue = queueOf([explicitSong('e1'), song('a'), explicitSong('e2'), song('b')], 'b');
    expect(queue.position).toBe(3);
    queue.restrict();
    expect(queue.isRestricted).toBe(true);
    expect(ids(queue.items)).toEqual(['a', 'b']);
    expect(queue.position).toBe(1);
    expect(queue.currentItem?.id).toBe('b');
  });

  it('001 §4 restriction that removes the current item moves to the next playable item after it (decision)', () => {
    const queue = queueOf([song('a'), explicitSong('e'), song('b')], 'e');
    queue.restrict();
    expect(queue.currentItem?.id).toBe('b');
    const last = queueOf([song('a'), explicitSong('e')], 'e');
    last.restrict();
    expect(last.position).toBe(-1);
  });

  it("001 §4 if the restricted queue is then empty, a 'Content restricted' error is raised", () => {
    const queue = queueOf([explicitSong('e1'), explicitSong('e2')], 0);
    expect(() => queue.restrict()).toThrow(expect.objectContaining({ errorCode: 'CONTENT_RESTRICTED', message: 'Content restricted' }) as Error);
    expect(queue.isEmpty).toBe(true);
    expect(queue.position).toBe(-1);
  });

  it('001 §4 Queue position: a restricted queue drops explicit items on insertion (002 §6 explicit-content filter)', () => {
    const queue = queueOf(songs('a'));
    queue.isRestricted = true;
    expect(queue.append([explicitSong('e'), song('b')]).map((item) => item.id)).toEqual(['b']);
  });
});

describe('MUSICKIT-SURFACE Queue edits (001 §4-§5 rules kept): append, prepend, insertAt, move, reset', () => {
  it('append adds user items at the end, before trailing autoplay items', () => {
    const queue = queueOf(songs('a', 'b'), 0);
    queue.appendAutoplay(songs('x'));
    queue.append(songs('c'));
    expect(ids(queue.items)).toEqual(['a', 'b', 'c', 'x']);
    expect(queue.isAutoplayAt(3)).toBe(true);
  });

  it('prepend inserts after the current item ("play next"), or first when not started', () => {
    const queue = queueOf(songs('a', 'b'), 0);
    queue.prepend(songs('n1', 'n2'));
    expect(ids(queue.items)).toEqual(['a', 'n1', 'n2', 'b']);
    expect(queue.position).toBe(0);
    const fresh = queueOf(songs('a'));
    fresh.prepend(songs('n'));
    expect(ids(fresh.items)).toEqual(['n', 'a']);
    expect(fresh.position).toBe(-1);
  });

  it('insertAt keeps every rule: range checked, unplayable dropped, position follows the current item', () => {
    const queue = queueOf(songs('a', 'b'), 1);
    queue.insertAt(0, [song('z'), unplayableSong('u')]);
    expect(ids(queue.items)).toEqual(['z', 'a', 'b']);
    expect(queue.currentItem?.id).toBe('b');
    expect(queue.position).toBe(2);
    queue.insertAt(3, song('end'));
    expect(ids(queue.items)).toEqual(['z', 'a', 'b', 'end']);
    expect(() => queue.insertAt(9, song('x'))).toThrow(expect.objectContaining({ errorCode: 'INVALID_ARGUMENTS' }) as Error);
    expect(() => queue.insertAt(-1, song('x'))).toThrow(MKError);
  });

  it('move(from, to) reorders and the position follows the current item', () => {
    const queue = queueOf(songs('a', 'b', 'c', 'd'), 1);
    queue.move(1, 3); // the current item itself
    expect(ids(queue.items)).toEqual(['a', 'c', 'd', 'b']);
    expect(queue.position).toBe(3);
    queue.move(0, 3); // from before to after the current item
    expect(ids(queue.items)).toEqual(['c', 'd', 'b', 'a']);
    expect(queue.position).toBe(2);
    queue.move(3, 0); // from after to before it
    expect(queue.currentItem?.id).toBe('b');
    expect(queue.position).toBe(3);
    expect(() => queue.move(0, 4)).toThrow(expect.objectContaining({ errorCode: 'INVALID_ARGUMENTS' }) as Error);
  });

  it('reset empties the queue and returns the position to -1', () => {
    const queue = queueOf(songs('a', 'b'), 1);
    queue.shuffle();
    queue.reset();
    expect([queue.length, queue.position, queue.isShuffled]).toEqual([0, -1, false]);
  });

  it('002 §4 Autoplay: removeAutoplayItemsAfterPosition removes only the autoplay items after the position', () => {
    const queue = queueOf(songs('a'), 0);
    queue.appendAutoplay(songs('x', 'y'));
    queue.changeToPosition(1);
    expect(queue.removeAutoplayItemsAfterPosition().map((item) => item.id)).toEqual(['y']);
    expect(ids(queue.items)).toEqual(['a', 'x']);
    expect(queue.autoplayCount).toBe(1);
  });
});

describe('MUSICKIT-SURFACE Queue events', () => {
  it('queueItemsDidChange carries MediaItem[]; queuePositionDidChange carries {oldPosition, position}', () => {
    const queue = queueOf([]);
    const items: string[][] = [];
    const positions: QueuePositionChange[] = [];
    queue.addEventListener('queueItemsDidChange', (list) => items.push(ids(list)));
    queue.addEventListener('queuePositionDidChange', (change) => positions.push(change));
    queue.setItems(songs('a', 'b'), { startWith: 1 });
    queue.changeToPosition(0);
    queue.prepend(songs('c'));
    expect(items).toEqual([['a', 'b'], ['a', 'c', 'b']]);
    expect(positions).toEqual([{ oldPosition: -1, position: 1 }, { oldPosition: 1, position: 0 }]);
  });

  it('an insertion before the current item fires both events, items first', () => {
    const queue = queueOf(songs('a'), 0);
    const seen: string[] = [];
    queue.addEventListener('queueItemsDidChange', () => seen.push('items'));
    queue.addEventListener('queuePositionDidChange', ({ oldPosition, position }) => seen.push(`position ${oldPosition}->${position}`));
    queue.insertAt(0, song('z'));
    expect(seen).toEqual(['items', 'position 0->1']);
  });

  it('001 §3 new items started at the index already current still fire queuePositionDidChange (the current item changed; issue 19 station switch)', () => {
    const queue = queueOf(songs('a', 'b'), 0);
    const positions: QueuePositionChange[] = [];
    queue.addEventListener('queuePositionDidChange', (change) => positions.push(change));
    queue.setItems(songs('x', 'y'), { startWith: 0 });
    expect(queue.currentItem?.id).toBe('x');
    expect(positions).toEqual([{ oldPosition: 0, position: 0 }]);
    queue.append(songs('z')); // same current entry, same index: nothing to announce
    expect(positions).toHaveLength(1);
  });

  it('MUSICKIT-SURFACE Queue removeEventListener stops delivery', () => {
    const queue = queueOf(songs('a'));
    let calls = 0;
    const listener = () => calls++;
    queue.addEventListener('queuePositionDidChange', listener);
    queue.removeEventListener('queuePositionDidChange', listener);
    queue.changeToPosition(0);
    expect(calls).toBe(0);
  });
});
