import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SeededRandom } from '@mediakit/adapters/node';
import type { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import { ChunkedList, Queue } from '../../../../core/src/domain/queue/index.ts';
import { ids, song } from '../media-item/media-item.fixtures.ts';

// The queue keeps its entries (and, while shuffled, its original order) in a ChunkedList so that
// edits cost the same at 100,000 items as at 1,000 (issue 3). These properties hold it to what a
// plain array does. Tiny chunks (2 to 8 values) make every run cross chunk splits and merges.

const RUNS = { numRuns: 1000 };

type ListOp =
  | { kind: 'insert'; at: number; count: number }
  | { kind: 'removeAt'; at: number }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'retain'; modulo: number }
  | { kind: 'indexOf'; pick: number };

const listOpArb: fc.Arbitrary<ListOp> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('insert' as const), at: fc.nat(60), count: fc.integer({ min: 0, max: 12 }) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('removeAt' as const), at: fc.integer({ min: -2, max: 60 }) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('move' as const), from: fc.nat(60), to: fc.nat(60) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('retain' as const), modulo: fc.integer({ min: 2, max: 7 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('indexOf' as const), pick: fc.nat() }), weight: 2 },
);

describe('001 §3 Queue: the chunked entry list (properties)', () => {
  it('001 §3 Queue: the chunked list keeps the order, length, reads and indexes of a plain array under any insert/remove/move/retain', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 4, 8), fc.nat(40), fc.array(listOpArb, { maxLength: 40 }), (maxChunk, initial, ops) => {
        let next = 0;
        const fresh = (count: number): number[] => Array.from({ length: count }, () => next++);
        let model = fresh(initial);
        const list = new ChunkedList(model, maxChunk);
        for (const op of ops) {
          switch (op.kind) {
            case 'insert': {
              const at = op.at % (model.length + 1);
              const values = fresh(op.count);
              list.insert(at, values);
              model.splice(at, 0, ...values);
              break;
            }
            case 'removeAt': {
              const expected = op.at >= 0 && op.at < model.length ? model.splice(op.at, 1)[0] : undefined;
              expect(list.removeAt(op.at)).toBe(expected);
              break;
            }
            case 'move': {
              if (model.length === 0) break;
              const from = op.from % model.length;
              const to = op.to % model.length;
              const value = list.removeAt(from) as number;
              list.insert(to, [value]);
              model.splice(to, 0, ...model.splice(from, 1));
              break;
            }
            case 'retain': {
              const keep = (value: number, index: number): boolean => (value + index) % op.modulo !== 0;
              const removed = model.filter((value, index) => !keep(value, index));
              expect(list.retain(keep)).toEqual(removed);
              model = model.filter(keep);
              break;
            }
            case 'indexOf': {
              // Looking up also builds the value → chunk map that later edits must keep up to date.
              const value = op.pick % (next + 1); // sometimes a value removed earlier, or never made
              expect(list.indexOf(value)).toBe(model.indexOf(value));
              break;
            }
          }
          expect(list.length).toBe(model.length);
          expect(list.toArray()).toEqual(model);
          for (let index = -1; index <= model.length; index++) expect(list.at(index)).toBe(model[index]);
          for (let index = model.length - 1; index >= 0; index -= 3) expect(list.at(index)).toBe(model[index]);
        }
        for (const [index, value] of model.entries()) expect(list.indexOf(value)).toBe(index);
      }),
      RUNS,
    );
  });
});

type QueueOp =
  | { kind: 'insertAt'; at: number; pick: number }
  | { kind: 'remove'; at: number }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'shuffle' | 'unshuffle' }
  | { kind: 'lookUp'; pick: number; byId: boolean };

const queueOpArb: fc.Arbitrary<QueueOp> = fc.oneof(
  fc.record({ kind: fc.constant('insertAt' as const), at: fc.nat(), pick: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), from: fc.nat(), to: fc.nat() }),
  fc.record({ kind: fc.constantFrom('shuffle' as const, 'unshuffle' as const) }),
  fc.record({ kind: fc.constant('lookUp' as const), pick: fc.nat(), byId: fc.boolean() }),
);

/** What `indexForItem` answers, worked out on the items array: that object first, else its id. */
function expectedIndex(items: readonly MediaItem[], itemOrId: MediaItem | string): number {
  if (typeof itemOrId === 'string') return items.findIndex((item) => item.id === itemOrId);
  const same = items.indexOf(itemOrId);
  return same >= 0 ? same : items.findIndex((item) => item.id === itemOrId.id);
}

describe('MUSICKIT-SURFACE.md Queue: indexForItem kept up to date by edits (properties)', () => {
  it('MUSICKIT-SURFACE.md Queue: indexForItem gives the first index of that item, else of its id, after any edits, with the same item queued twice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer(), fc.array(queueOpArb, { maxLength: 30 }), (size, seed, ops) => {
        // A small pool so that items repeat: the same object twice, and distinct objects sharing an id.
        const pool = [...['a', 'b', 'c', 'd'].map((name) => song(name)), song('a'), song('b')];
        const queue = new Queue({ random: new SeededRandom(seed) });
        queue.setItems(Array.from({ length: size }, (_, i) => pool[i % pool.length] as MediaItem), { startWith: 0 });
        queue.indexForItem('a'); // built before the edits, so that they must maintain it
        for (const op of ops) {
          const length = queue.length;
          if (op.kind === 'insertAt') queue.insertAt(op.at % (length + 1), pool[op.pick % pool.length] as MediaItem);
          else if (op.kind === 'remove' && length > 0 && op.at % length !== queue.position) queue.remove(op.at % length);
          else if (op.kind === 'move' && length > 0) queue.move(op.from % length, op.to % length);
          else if (op.kind === 'shuffle') queue.shuffle();
          else if (op.kind === 'unshuffle') queue.unshuffle();
          else if (op.kind === 'lookUp') {
            const item = pool[op.pick % pool.length] as MediaItem;
            const key = op.byId ? item.id : item;
            expect(queue.indexForItem(key)).toBe(expectedIndex(queue.items, key));
          }
        }
        for (const item of pool) expect(queue.indexForItem(item)).toBe(expectedIndex(queue.items, item));
        expect(queue.indexForItem('absent')).toBe(-1);
      }),
      RUNS,
    );
  });
});

describe('001 §4 Shuffle modes: edits while shuffled at a length of many chunks', () => {
  it('001 §4 Shuffle modes: queue edits while shuffled keep the original order up to date (2,000 items, 300 edits)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.tuple(fc.constantFrom('insert', 'remove', 'append', 'prepend'), fc.nat()), { minLength: 300, maxLength: 300 }), (seed, edits) => {
        const items = Array.from({ length: 2_000 }, (_, i) => song(`s${i}`));
        const plain = new Queue({ random: new SeededRandom(seed) }, { items, startWith: 700 });
        const shuffled = new Queue({ random: new SeededRandom(seed) }, { items, startWith: 700 });
        shuffled.shuffle();
        edits.forEach(([kind, pick], n) => {
          // Named by item identity, so that an edit means the same in both orders.
          const target = plain.items[pick % plain.length] as MediaItem;
          const made = song(`n${n}`);
          for (const queue of [plain, shuffled]) {
            if (kind === 'insert') queue.insertAt(queue.indexForItem(target), made);
            else if (kind === 'append') queue.append(made);
            else if (kind === 'prepend') queue.prepend(made);
            else if (target !== queue.currentItem) queue.remove(queue.indexForItem(target));
          }
        });
        shuffled.unshuffle();
        expect(ids(shuffled.items)).toEqual(ids(plain.items));
        expect(shuffled.position).toBe(plain.position);
      }),
      { numRuns: 10 },
    );
  });
});
