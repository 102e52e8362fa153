import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../../core/src/services/load-once.ts';

describe('loadOnce: how every lazily loaded service fetches its chunk', () => {
  it('callers while the load runs and after it succeeds share one load', async () => {
    let loads = 0;
    const service = loadOnce(async () => ++loads);
    expect(await Promise.all([service(), service()])).toEqual([1, 1]);
    expect(await service()).toBe(1);
    expect(loads).toBe(1);
  });

  it('a failed load fails its callers and is forgotten: the next call loads again', async () => {
    let loads = 0;
    const service = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk unreachable');
      return 'loaded';
    });
    await expect(Promise.all([service(), service()])).rejects.toThrow('chunk unreachable');
    expect(await service()).toBe('loaded');
    expect(loads).toBe(2);
  });
});
