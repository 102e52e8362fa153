// Issue 20 / docs/decisions.md "Key sessions of on-demand items": 001 §4 creates sessions per key
// URI; on-demand ones are kept for the current, next and previous items only.
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '@mediakit/adapters/node';
import { KeySessionRegistry, KeySessionRetention, RETAINED_KEY_SESSION_ITEMS } from '../../../../core/src/domain/drm/index.ts';

class Session {
  closed = false;
  close(): void {
    this.closed = true;
  }
}

function setUp() {
  const registry = new KeySessionRegistry<Session>(new SimulatedClock());
  return { registry, retention: new KeySessionRetention(registry) };
}

describe('001 §4 Key sessions: on-demand sessions are closed once their item can no longer play soon', () => {
  it('keeps current, next and previous (3 items); the item touched before them is closed', () => {
    const { registry, retention } = setUp();
    const opened = new Map<string, Session>();
    for (const id of ['1', '2', '3']) {
      retention.touch(id);
      const session = new Session();
      opened.set(id, session);
      retention.storeFor(id).add(`key-${id}`, session);
    }
    expect(RETAINED_KEY_SESSION_ITEMS).toBe(3);
    expect([...opened.values()].some((s) => s.closed)).toBe(false);
    retention.touch('4');
    expect(opened.get('1')?.closed).toBe(true);
    expect(registry.has('key-1')).toBe(false);
    expect(registry.uris).toEqual(['key-2', 'key-3']);
    expect(retention.retainedItems).toEqual(['2', '3', '4']);
  });

  it('touching a retained item again (skip back to the previous one) closes nothing', () => {
    const { registry, retention } = setUp();
    for (const id of ['1', '2', '3']) {
      retention.touch(id);
      retention.storeFor(id).add(`key-${id}`, new Session());
    }
    retention.touch('1');
    expect(registry.uris).toEqual(['key-1', 'key-2', 'key-3']);
    expect(retention.retainedItems).toEqual(['2', '3', '1']);
  });

  it('a key URI shared with a retained item stays open (it was found open, not added)', () => {
    const { registry, retention } = setUp();
    const shared = new Session();
    retention.touch('1');
    retention.storeFor('1').add('album-key', shared);
    retention.touch('2');
    expect(retention.storeFor('2').has('album-key')).toBe(true);
    retention.touch('3');
    retention.touch('4');
    // Item 1 fell out; item 2 (retained) still plays with the shared key.
    expect(shared.closed).toBe(false);
    expect(registry.has('album-key')).toBe(true);
    retention.touch('5');
    expect(shared.closed).toBe(true);
  });
});
