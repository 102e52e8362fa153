// @vitest-environment jsdom
import { afterEach } from 'vitest';
import { CookieKeyValueStore } from '@mediakit/adapters/browser';
import { WebStorageKeyValueStore } from '@mediakit/adapters/browser';
import { MemoryKeyValueStore, SimulatedClock } from '@mediakit/adapters/node';
import { keyValueStoreContract } from './key-value-store.contract.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const key of new CookieKeyValueStore(document).keys()) new CookieKeyValueStore(document).remove(key);
});

for (const flavour of ['local', 'session', 'cookie'] as const) {
  keyValueStoreContract(`MemoryKeyValueStore (${flavour})`, () => {
    const clock = new SimulatedClock();
    return { store: new MemoryKeyValueStore(flavour, clock), advance: (ms) => clock.advance(ms) };
  });
}

keyValueStoreContract('WebStorageKeyValueStore on localStorage', () => {
  const clock = new SimulatedClock();
  return { store: new WebStorageKeyValueStore('local', localStorage, clock), advance: (ms) => clock.advance(ms) };
});

keyValueStoreContract('WebStorageKeyValueStore on sessionStorage', () => {
  const clock = new SimulatedClock();
  return { store: new WebStorageKeyValueStore('session', sessionStorage, clock), advance: (ms) => clock.advance(ms) };
});

// The browser (here jsdom's cookie jar) enforces cookie lifetimes against its own clock, which
// no fake timer reaches; so this one store is tested in real time, with a 1 s lifetime.
keyValueStoreContract('CookieKeyValueStore on document.cookie', () => ({
  store: new CookieKeyValueStore(document),
  lifetimeMs: 1_000,
  expiryGranularityMs: 1_000,
  advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}));
