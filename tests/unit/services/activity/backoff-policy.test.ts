import { describe, expect, it } from 'vitest';
import { SeededRandom } from '@mediakit/adapters/node';
import { BackoffPolicy } from '../../../../core/src/services/activity/index.ts';

describe('activity back-off: exponential from 1 s, capped at 60 s, with jitter from Random', () => {
  it('doubles per consecutive failure within [d/2, d] and never exceeds the cap', () => {
    const backoff = new BackoffPolicy(new SeededRandom(5));
    for (let failures = 1; failures <= 40; failures++) {
      const ceiling = Math.min(60_000, 1_000 * 2 ** (failures - 1));
      for (let i = 0; i < 20; i++) {
        const delay = backoff.delayFor(failures);
        expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
        expect(delay).toBeLessThanOrEqual(ceiling);
      }
    }
  });

  it('jitter spreads delays (not all the same)', () => {
    const backoff = new BackoffPolicy(new SeededRandom(5));
    const delays = new Set(Array.from({ length: 20 }, () => backoff.delayFor(8)));
    expect(delays.size).toBeGreaterThan(10);
  });

  it('honours configured limits', () => {
    const backoff = new BackoffPolicy(new SeededRandom(5), { initialMs: 200, maxMs: 800 });
    expect(backoff.delayFor(1)).toBeLessThanOrEqual(200);
    expect(backoff.delayFor(10)).toBeLessThanOrEqual(800);
    expect(backoff.delayFor(10)).toBeGreaterThanOrEqual(400);
  });
});
