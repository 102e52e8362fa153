import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '@mediakit/core';

export interface KeyValueStoreUnderTest {
  readonly store: KeyValueStore;
  /** Moves the store's notion of time forward. */
  advance(ms: number): void | Promise<void>;
  /** The lifetime the expiry test uses; stores whose clock cannot be simulated want a short one. */
  readonly lifetimeMs?: number;
  /** How coarse the store's expiry clock is (cookie jars keep whole seconds). */
  readonly expiryGranularityMs?: number;
}

/**
 * What every KeyValueStore adapter must do (core/src/ports/key-value-store.ts), so the auth
 * and activity code behaves the same on the browser adapters and on the Node fake.
 */
export function keyValueStoreContract(name: string, create: () => KeyValueStoreUnderTest): void {
  describe(`KeyValueStore contract: ${name}`, () => {
    it('a missing key reads null', () => {
      expect(create().store.get('mk.absent')).toBeNull();
    });

    it('a value set is read back, and the last write wins', () => {
      const { store } = create();
      store.set('mk.key', 'one');
      store.set('mk.key', 'two');
      expect(store.get('mk.key')).toBe('two');
    });

    it('values with separators and non-ASCII characters round-trip', () => {
      const { store } = create();
      const value = 'a=b; c,d "é" 🎵 ==';
      store.set('mk.odd', value);
      expect(store.get('mk.odd')).toBe(value);
    });

    it('remove deletes the value', () => {
      const { store } = create();
      store.set('mk.key', 'v');
      store.remove('mk.key');
      expect(store.get('mk.key')).toBeNull();
    });

    it('keys lists what is stored', () => {
      const { store } = create();
      store.set('mk.a', '1');
      store.set('mk.b', '2');
      expect([...store.keys()].filter((key) => key.startsWith('mk.')).sort()).toEqual(['mk.a', 'mk.b']);
    });

    it('000 §9 lifetimes: a value lives for its max age and not after', async () => {
      const under = create();
      const lifetimeMs = under.lifetimeMs ?? 60_000;
      under.store.set('mk.timed', 'v', { maxAgeMs: lifetimeMs });
      await under.advance(lifetimeMs / 2);
      expect(under.store.get('mk.timed')).toBe('v');
      await under.advance(lifetimeMs * 0.6 + (under.expiryGranularityMs ?? 0));
      expect(under.store.get('mk.timed')).toBeNull();
      expect(under.store.keys()).not.toContain('mk.timed');
    });

    it('a max age of zero removes the value', () => {
      const { store } = create();
      store.set('mk.key', 'v');
      store.set('mk.key', 'v', { maxAgeMs: 0 });
      expect(store.get('mk.key')).toBeNull();
    });
  });
}
