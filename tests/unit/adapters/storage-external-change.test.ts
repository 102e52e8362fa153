// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { WebStorageKeyValueStore } from '@mediakit/adapters/browser';
import { MemoryKeyValueStore, SharedMemoryStorage, SimulatedClock } from '@mediakit/adapters/node';

afterEach(() => localStorage.clear());

function otherTabWrites(key: string | null, newValue: string | null, storageArea: Storage = localStorage): void {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea }));
}

describe('KeyValueStore.onExternalChange: writes by other pages of the origin (000 §9 arbitration)', () => {
  it("WebStorageKeyValueStore reports another tab's write and removal from the storage event", () => {
    const store = new WebStorageKeyValueStore('local', localStorage, new SimulatedClock());
    const heard: Array<[string, string | null]> = [];
    const off = store.onExternalChange((key, value) => heard.push([key, value]));
    otherTabWrites('mk-player-tsid', 'abc');
    otherTabWrites('mk-player-tsid', null);
    off();
    otherTabWrites('mk-player-tsid', 'after');
    expect(heard).toEqual([
      ['mk-player-tsid', 'abc'],
      ['mk-player-tsid', null],
    ]);
  });

  it('WebStorageKeyValueStore ignores other storage areas, clear() and its own expiry side entries', () => {
    const store = new WebStorageKeyValueStore('local', localStorage, new SimulatedClock());
    const heard: string[] = [];
    store.onExternalChange((key) => heard.push(key));
    otherTabWrites('k', 'v', sessionStorage);
    otherTabWrites(null, null);
    otherTabWrites('k::mk-expires', '123');
    expect(heard).toEqual([]);
  });

  it('WebStorageKeyValueStore without a storage (sandboxed frame) reports nothing and does not fail', () => {
    const store = new WebStorageKeyValueStore('local', null, new SimulatedClock());
    const off = store.onExternalChange(() => {
      throw new Error('unexpected');
    });
    otherTabWrites('k', 'v');
    off();
  });

  it('MemoryKeyValueStores on one SharedMemoryStorage are tabs: each hears the others’ writes, never its own', () => {
    const clock = new SimulatedClock();
    const shared = new SharedMemoryStorage();
    const tabA = new MemoryKeyValueStore('local', clock, shared);
    const tabB = new MemoryKeyValueStore('local', clock, shared);
    const heardA: unknown[] = [];
    const heardB: unknown[] = [];
    tabA.onExternalChange((key, value) => heardA.push([key, value]));
    tabB.onExternalChange((key, value) => heardB.push([key, value]));
    tabA.set('k', 'from A');
    tabA.set('k', 'from A'); // same value: no change, as in Web Storage
    tabB.remove('k');
    expect(heardA).toEqual([['k', null]]);
    expect(heardB).toEqual([['k', 'from A']]);
    tabA.set('x', '1');
    expect(tabB.get('x')).toBe('1');
  });

  it('a MemoryKeyValueStore alone keeps its own storage, as before', () => {
    const clock = new SimulatedClock();
    const a = new MemoryKeyValueStore('local', clock);
    const b = new MemoryKeyValueStore('local', clock);
    a.set('k', 'v');
    expect(b.get('k')).toBeNull();
  });
});
