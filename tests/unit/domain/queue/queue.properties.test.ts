import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SeededRandom } from '@mediakit/adapters/node';
import { PlayerRepeatMode } from '../../../../core/src/domain/enums/index.ts';
import type { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import { Queue } from '../../../../core/src/domain/queue/index.ts';
import { explicitSong, ids, song, unplayableSong } from '../media-item/media-item.fixtures.ts';

const RUNS = { numRuns: 1000 };

/** A queue of `size` songs named s0..; `autoplay` of them appended by autoplay. */
function buildQueue(size: number, autoplay: number, start: number, seed: number): Queue {
  const queue = new Queue({ random: new SeededRandom(seed) });
  queue.setItems(Array.from({ length: size }, (_, i) => song(`s${i}`)));
  queue.appendAutoplay(Array.from({ length: autoplay }, (_, i) => song(`ap${i}`)));
  if (start >= 0 && start < queue.length) queue.changeToPosition(start);
  return queue;
}

const queueShape = fc.record({
  size: fc.integer({ min: 0, max: 30 }),
  autoplay: fc.integer({ min: 0, max: 5 }),
  start: fc.integer({ min: -1, max: 35 }),
  seed: fc.integer(),
});

describe('001 §4 Shuffle modes (properties)', () => {
  it('001 §4 Shuffle modes: shuffle is a permutation with the current item first, and differs when more than one item moves', () => {
    fc.assert(
      fc.property(queueShape, ({ size, autoplay, start, seed }) => {
        const queue = buildQueue(size, autoplay, start, seed);
        const before = [...queue.items];
        const current = queue.currentItem;
        queue.shuffle();
        const after = queue.items;
        expect([...after].sort(byId)).toEqual([...before].sort(byId));
        if (current) {
          expect(after[0]).toBe(current);
          expect(queue.position).toBe(0);
        } else {
          expect(queue.position).toBe(-1);
        }
        const movable = queue.entries.filter((entry) => !entry.isAutoplay && entry.item !== current).length;
        if (movable > 1) expect(ids(after)).not.toEqual(ids(before));
      }),
      RUNS,
    );
  });

  it('001 §4 Shuffle modes: unshuffle restores the original order and the current item', () => {
    fc.assert(
      fc.property(queueShape, fc.integer({ min: 0, max: 4 }), ({ size, autoplay, start, seed }, advances) => {
        const queue = buildQueue(size, autoplay, start, seed);
        const original = ids(queue.items);
        queue.shuffle();
        for (let i = 0; i < advances; i++) queue.advance();
        const current = queue.currentItem;
        queue.unshuffle();
        expect(ids(queue.items)).toEqual(original);
        expect(queue.currentItem).toBe(current);
        expect(queue.position).toBe(current ? queue.items.indexOf(current) : -1);
      }),
      RUNS,
    );
  });
});

type Op =
  | { kind: 'append' | 'prepend' | 'appendAutoplay'; names: string[]; explicit: boolean; playable: boolean }
  | { kind: 'insertAt'; at: number; names: string[] }
  | { kind: 'remove' | 'changeTo'; at: number }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'advance' | 'retreat' | 'shuffle' | 'unshuffle' | 'restrict' | 'removeAutoplay' | 'reset' }
  | { kind: 'repeat'; mode: number };

let counter = 0;
const fresh = (n: number) => Array.from({ length: n }, () => `n${counter++}`);

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('append' as const, 'prepend' as const, 'appendAutoplay' as const),
    names: fc.integer({ min: 0, max: 3 }).map(fresh),
    explicit: fc.boolean(),
    playable: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('insertAt' as const), at: fc.integer({ min: -1, max: 40 }), names: fc.integer({ min: 1, max: 2 }).map(fresh) }),
  fc.record({ kind: fc.constantFrom('remove' as const, 'changeTo' as const), at: fc.integer({ min: -1, max: 40 }) }),
  fc.record({ kind: fc.constant('move' as const), from: fc.integer({ min: 0, max: 40 }), to: fc.integer({ min: 0, max: 40 }) }),
  fc.record({
    kind: fc.constantFrom('advance' as const, 'retreat' as const, 'shuffle' as const, 'unshuffle' as const, 'restrict' as const, 'removeAutoplay' as const, 'reset' as const),
  }),
  fc.record({ kind: fc.constant('repeat' as const), mode: fc.integer({ min: -1, max: 3 }) }),
);

function makeItems(op: { names: string[]; explicit: boolean; playable: boolean }): MediaItem[] {
  return op.names.map((name) => (!op.playable ? unplayableSong(name) : op.explicit ? explicitSong(name) : song(name)));
}

/** Applies `op`; operations the rules refuse throw MKError and change nothing. */
function apply(queue: Queue, op: Op): void {
  try {
    switch (op.kind) {
      case 'append':
        queue.append(makeItems(op));
        break;
      case 'prepend':
        queue.prepend(makeItems(op));
        break;
      case 'appendAutoplay':
        queue.appendAutoplay(makeItems(op));
        break;
      case 'insertAt':
        queue.insertAt(op.at, op.names.map((name) => song(name)));
        break;
      case 'remove':
        queue.remove(op.at);
        break;
      case 'changeTo':
        queue.changeToPosition(op.at);
        break;
      case 'move':
        queue.move(op.from, op.to);
        break;
      case 'repeat':
        queue.repeatMode = op.mode as PlayerRepeatMode;
        break;
      case 'removeAutoplay':
        queue.removeAutoplayItemsAfterPosition();
        break;
      case 'advance':
        queue.advance();
        break;
      case 'retreat':
        queue.retreat();
        break;
      case 'shuffle':
        queue.shuffle();
        break;
      case 'unshuffle':
        queue.unshuffle();
        break;
      case 'restrict':
        queue.restrict();
        break;
      case 'reset':
        queue.reset();
        break;
    }
  } catch (error) {
    expect(error).toMatchObject({ isMKError: true });
    expect(['INVALID_ARGUMENTS', 'CONTENT_RESTRICTED']).toContain((error as { errorCode: string }).errorCode);
  }
}

describe('001 §4 Queue position (properties)', () => {
  it('001 §4-§5 position is always -1 or a playable index after any sequence of operations', () => {
    fc.assert(
      fc.property(queueShape, fc.array(opArb, { maxLength: 25 }), ({ size, autoplay, start, seed }, ops) => {
        const queue = buildQueue(size, autoplay, start, seed);
        for (const op of ops) {
          apply(queue, op);
          const position = queue.position;
          expect(position === -1 || (position >= 0 && position < queue.length && queue.canPlayAt(position))).toBe(true);
          expect(queue.autoplayCount).toBe(queue.entries.filter((entry) => entry.isAutoplay).length);
          expect(queue.items.every((item) => item.isPlayable)).toBe(true);
          for (const [index, item] of queue.items.entries()) expect(queue.indexForItem(item)).toBe(index);
        }
      }),
      RUNS,
    );
  });
});

type MirrorOp =
  | { kind: 'append' | 'prepend' | 'appendAutoplay'; names: string[]; explicit: boolean }
  | { kind: 'insertBefore' | 'removeItem'; pick: number; names: string[] }
  | { kind: 'restrict' };

const mirrorOpArb: fc.Arbitrary<MirrorOp> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('append' as const, 'prepend' as const, 'appendAutoplay' as const),
    names: fc.integer({ min: 1, max: 3 }).map(fresh),
    explicit: fc.boolean(),
  }),
  fc.record({ kind: fc.constantFrom('insertBefore' as const, 'removeItem' as const), pick: fc.nat(), names: fc.integer({ min: 1, max: 2 }).map(fresh) }),
  fc.constant({ kind: 'restrict' as const }),
);

/** Applies one edit, named by item identity so it means the same in shuffled and unshuffled order. */
function applyMirror(queue: Queue, op: MirrorOp, items: Map<string, MediaItem>): void {
  const get = (name: string, explicit: boolean): MediaItem => {
    if (!items.has(name)) items.set(name, explicit ? explicitSong(name) : song(name));
    return items.get(name) as MediaItem;
  };
  try {
    switch (op.kind) {
      case 'append':
        queue.append(op.names.map((name) => get(name, op.explicit)));
        break;
      case 'prepend':
        queue.prepend(op.names.map((name) => get(name, op.explicit)));
        break;
      case 'appendAutoplay':
        queue.appendAutoplay(op.names.map((name) => get(name, op.explicit)));
        break;
      case 'insertBefore': {
        // Identity-named: the pick-th item of the id-sorted list, the same item in both queues.
        const anchor = [...queue.items].sort(byId)[op.pick % Math.max(queue.length, 1)];
        if (anchor) queue.insertAt(queue.indexForItem(anchor), op.names.map((name) => get(name, false)));
        break;
      }
      case 'removeItem': {
        const target = [...queue.items].sort(byId)[op.pick % Math.max(queue.length, 1)];
        if (target && target !== queue.currentItem) queue.remove(queue.indexForItem(target));
        break;
      }
      case 'restrict':
        queue.restrict();
        break;
    }
  } catch (error) {
    expect((error as { errorCode: string }).errorCode).toBe('CONTENT_RESTRICTED');
  }
}

describe('001 §4 Shuffle modes: edits while shuffled (properties)', () => {
  it('001 §4 Shuffle modes: edits while shuffled agree with the same edits unshuffled (original order compared)', () => {
    fc.assert(
      fc.property(queueShape, fc.array(mirrorOpArb, { maxLength: 15 }), ({ size, autoplay, start, seed }, ops) => {
        const shuffled = buildQueue(size, autoplay, start, seed);
        const plain = new Queue({ random: new SeededRandom(seed) });
        plain.setItems(shuffled.userAddedItems);
        plain.appendAutoplay(shuffled.autoplayItems);
        if (shuffled.currentItem) plain.changeToPosition(shuffled.position);
        shuffled.shuffle();
        const made = new Map<string, MediaItem>();
        for (const op of ops) {
          applyMirror(shuffled, op, made);
          applyMirror(plain, op, made);
        }
        shuffled.unshuffle();
        expect(ids(shuffled.items)).toEqual(ids(plain.items));
        expect(shuffled.entries.map((e) => e.isAutoplay)).toEqual(plain.entries.map((e) => e.isAutoplay));
        expect(shuffled.currentItem).toBe(plain.currentItem);
        expect(shuffled.position).toBe(plain.position);
      }),
      RUNS,
    );
  });
});

function byId(a: MediaItem, b: MediaItem): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
