/**
 * Comparison 5: the Queue's operations at 1k, 10k and 100k items, as cost per operation (µs).
 * Each batch starts from a fresh queue of the size under test, so a batch of appends does not
 * measure a bigger queue than its label says; the figure is the median of the batches. If the
 * per-op cost stays flat from 1k to 100k, edits are independent of queue length.
 */
import { MediaItem } from '../../core/src/domain/media-item/index.ts';
import { PlayerRepeatMode } from '../../core/src/domain/enums/playback.enums.ts';
import { Queue } from '../../core/src/domain/queue/index.ts';
import type { Random } from '../../core/src/ports/random.ts';
import type { ComparisonResult, Progress } from './bench-report.types.ts';
import { formatSummary, summarize, type Summary } from './stats-summary.ts';

/** Deterministic randomness (mulberry32), so every run shuffles and moves alike. */
class BenchRandom implements Random {
  #state: number;
  constructor(seed: number) {
    this.#state = seed >>> 0;
  }
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

function songs(count: number, prefix: string): MediaItem[] {
  return Array.from({ length: count }, (_, i) => new MediaItem({ id: `${prefix}${i}`, type: 'songs', attributes: { name: `Song ${i}`, playParams: { id: `${prefix}${i}`, kind: 'song' } } }));
}

interface OpSpec {
  readonly name: string;
  /** Operations per batch on a queue of `size` items. */
  count(size: number): number;
  /** Runs `count` operations on `queue`; `extra` holds fresh items to insert. */
  run(queue: Queue, count: number, extra: readonly MediaItem[], random: BenchRandom): void;
}

const BATCH = 1_000;
const ADVANCES = 10_000;

/** Removing 1,000 of 1,000 items would measure an emptying queue: remove at most half. */
const halfOrBatch = (size: number): number => Math.min(BATCH, size / 2);
const middleNotCurrent = (q: Queue): number => {
  const index = q.length >> 1;
  return index === q.position ? index + 1 : index;
};
const randomIndex = (q: Queue, random: BenchRandom): number => Math.floor(random.next() * q.length);

const OPS: readonly OpSpec[] = [
  { name: 'append (1 item)', count: () => BATCH, run: (q, n, extra) => { for (let i = 0; i < n; i++) q.append(extra[i] as MediaItem); } },
  { name: 'insertAt middle (1 item)', count: () => BATCH, run: (q, n, extra) => { for (let i = 0; i < n; i++) q.insertAt(q.length >> 1, extra[i] as MediaItem); } },
  { name: 'remove (middle)', count: halfOrBatch, run: (q, n) => { for (let i = 0; i < n; i++) q.remove(middleNotCurrent(q)); } },
  { name: 'move (random → random)', count: () => BATCH, run: (q, n, _e, r) => { for (let i = 0; i < n; i++) q.move(randomIndex(q, r), randomIndex(q, r)); } },
  { name: 'advance (repeat all)', count: () => ADVANCES, run: (q, n) => { for (let i = 0; i < n; i++) q.advance(); } },
  { name: 'skip to position (random)', count: () => ADVANCES, run: (q, n, _e, r) => { for (let i = 0; i < n; i++) q.changeToPosition(randomIndex(q, r)); } },
  { name: 'shuffle + unshuffle (pair)', count: () => 1, run: (q) => { q.shuffle(); q.unshuffle(); } },
  {
    name: 'mixed edit (append, insertAt, remove, move, advance)',
    count: () => 5 * BATCH,
    run: (q, n, extra, r) => {
      for (let i = 0; i < n / 5; i++) {
        q.append(extra[2 * i] as MediaItem);
        q.insertAt(q.length >> 1, extra[2 * i + 1] as MediaItem);
        q.remove(middleNotCurrent(q));
        q.move(randomIndex(q, r), randomIndex(q, r));
        q.advance();
      }
    },
  },
];

function warmUp(extra: readonly MediaItem[]): void {
  const items = songs(5_000, 'w');
  const random = new BenchRandom(1);
  for (let round = 0; round < 3; round++) {
    for (const op of OPS) {
      const queue = new Queue({ random });
      queue.repeatMode = PlayerRepeatMode.all;
      queue.setItems(items, { startWith: 0 });
      op.run(queue, op.count(items.length), extra, random);
    }
  }
}

export const QUEUE_SIZES = [1_000, 10_000, 100_000] as const;
const SIZE_KEYS: Record<number, string> = { 1_000: 'k1', 10_000: 'k10', 100_000: 'k100' };

export async function runQueueOps(progress: Progress, batches = 7): Promise<ComparisonResult> {
  const started = performance.now();
  const perOp = new Map<string, Map<number, Summary | null>>();
  const setItems = new Map<number, Summary | null>();
  const extra = songs(2 * BATCH, 'x');
  // One unmeasured pass over every operation first, so the 1k row does not pay for the JIT.
  warmUp(extra);
  for (const size of QUEUE_SIZES) {
    progress(`queue: ${size.toLocaleString('en-US')} items`);
    const items = songs(size, 's');
    const random = new BenchRandom(size);
    const fresh = (): Queue => {
      const queue = new Queue({ random });
      queue.repeatMode = PlayerRepeatMode.all;
      queue.setItems(items, { startWith: 0 });
      return queue;
    };
    const setTimes: number[] = [];
    for (let b = 0; b < batches + 1; b++) {
      const queue = new Queue({ random });
      const t = performance.now();
      queue.setItems(items, { startWith: 0 });
      if (b > 0) setTimes.push((performance.now() - t) * 1000); // first run warms the JIT
    }
    setItems.set(size, summarize(setTimes));
    for (const op of OPS) {
      const micros: number[] = [];
      for (let b = 0; b < batches + 1; b++) {
        const queue = fresh();
        const count = op.count(size);
        const t = performance.now();
        op.run(queue, count, extra, random);
        if (b > 0) micros.push(((performance.now() - t) * 1000) / count);
      }
      const bySize = perOp.get(op.name) ?? new Map<number, Summary | null>();
      bySize.set(size, summarize(micros));
      perOp.set(op.name, bySize);
    }
    await new Promise((resolve) => setImmediate(resolve)); // let progress lines out
  }

  const cell = (s: Summary | null | undefined): string => formatSummary(s ?? null, 2);
  const rows = [
    ['setItems (whole queue, µs per call)', ...QUEUE_SIZES.map((n) => cell(setItems.get(n)))],
    ['setItems (µs per item)', ...QUEUE_SIZES.map((n) => { const s = setItems.get(n); return s ? (s.median / n).toFixed(3) : 'n/a'; })],
    ...OPS.map((op) => [`${op.name}, ${QUEUE_SIZES.map((n) => op.count(n).toLocaleString('en-US')).join(' / ')} per batch`, ...QUEUE_SIZES.map((n) => cell(perOp.get(op.name)?.get(n)))]),
  ];
  const mixed = perOp.get(OPS[OPS.length - 1]?.name ?? '');
  const byOp: Record<string, Record<string, number | null>> = {};
  for (const size of QUEUE_SIZES) {
    const key = SIZE_KEYS[size] as string;
    byOp[key] = { setItems: setItems.get(size)?.median ?? null };
    for (const op of OPS) (byOp[key] as Record<string, number | null>)[op.name] = perOp.get(op.name)?.get(size)?.median ?? null;
  }
  return {
    section: {
      title: '5. Queue operations (µs per operation)',
      method: [
        'MediaKit `Queue` (core/src/domain/queue) in Node, items built as catalogue songs; repeat mode "all" so 10,000 advances wrap on small queues.',
        `Each cell: median (min–max) over ${batches} batches, each batch on a fresh queue of the stated size (one warm-up batch not counted).`,
        'Per-op cost that stays flat from 1k to 100k means the operation does not depend on queue length. No peer: hls.js and shaka have no play queue.',
        'Operations go through the public API as an app calls it, reading `queue.length` and `queue.position` to pick the index (the middle, a random one), so a read that rebuilds a snapshot after an edit is part of the cost.',
        '`queueOpMicros.kN` in the JSON is the mixed-edit row (append, insertAt middle, remove middle, random move, advance, cycled).',
      ],
      tables: [{ headers: ['operation', '1,000 items', '10,000 items', '100,000 items'], rows }],
      pending: [],
      elapsedMs: performance.now() - started,
    },
    json: {
      queueOpMicros: Object.fromEntries(QUEUE_SIZES.map((n) => [SIZE_KEYS[n], mixed?.get(n)?.median ?? null])),
      queueOpMicrosByOp: byOp,
    },
  };
}
