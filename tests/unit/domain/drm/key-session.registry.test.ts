import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '@mediakit/adapters/node';
import { KeySessionRegistry } from '../../../../core/src/domain/drm/index.ts';

class FakeSession {
  closed = false;
  constructor(readonly name: string) {}
  close(): void {
    this.closed = true;
  }
}

describe('001 §4 Key sessions', () => {
  it('are created per key URI', () => {
    const registry = new KeySessionRegistry<FakeSession>(new SimulatedClock());
    const a = new FakeSession('a');
    registry.add('skd://1', a);
    expect(registry.has('skd://1')).toBe(true);
    expect(registry.get('skd://1')).toBe(a);
    expect(registry.has('skd://2')).toBe(false);
  });

  it('a renewal creates a new session; the old one is closed after the licence update', () => {
    const registry = new KeySessionRegistry<FakeSession>(new SimulatedClock());
    const old = new FakeSession('old');
    const fresh = new FakeSession('fresh');
    registry.add('skd://1', old);
    registry.beginRenewal('skd://1', fresh);
    expect(registry.get('skd://1')).toBe(old);
    expect(old.closed).toBe(false);
    registry.completeRenewal('skd://1');
    expect(registry.get('skd://1')).toBe(fresh);
    expect(old.closed).toBe(true);
    expect(fresh.closed).toBe(false);
  });

  it('live radio: sessions no longer listed are removed after 60 s (001 §9)', () => {
    const clock = new SimulatedClock();
    const registry = new KeySessionRegistry<FakeSession>(clock);
    const kept = new FakeSession('kept');
    const stale = new FakeSession('stale');
    registry.add('skd://kept', kept);
    registry.add('skd://stale', stale);
    clock.advance(59_999);
    expect(registry.retainListed(['skd://kept'])).toEqual([]);
    clock.advance(1);
    expect(registry.retainListed(['skd://kept'])).toEqual(['skd://stale']);
    expect(stale.closed).toBe(true);
    expect(kept.closed).toBe(false);
    expect(registry.uris).toEqual(['skd://kept']);
  });
});
