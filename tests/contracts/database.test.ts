import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { IndexedDbDatabase } from '../../adapters/browser/indexeddb-database.ts';
import { MemoryDatabase } from '../../adapters/node/memory-database.ts';
import { databaseContract } from './database.contract.ts';

// One suite, every adapter of the Database port (DESIGN.md, tests: contracts).
databaseContract('MemoryDatabase', () => new MemoryDatabase());
databaseContract('IndexedDbDatabase on fake-indexeddb', () => new IndexedDbDatabase(new IDBFactory()));

describe('IndexedDbDatabase beyond the contract', () => {
  it('a connection closed by another tab’s upgrade does not block it, and reopens on its next operation', async () => {
    const database = new IndexedDbDatabase(new IDBFactory());
    const tab1 = await database.open('tabs-upgrade', 1, ['s']);
    await tab1.put('s', 'k', 'v');
    const tab2 = await database.open('tabs-upgrade', 2, ['s', 't']); // would hang if tab1 blocked it
    await tab2.put('t', 'k', 'w');
    expect(await tab1.get('s', 'k')).toBe('v');
    await tab1.put('s', 'k2', 'v2');
    expect(await tab2.get('s', 'k2')).toBe('v2');
    tab1.close();
    tab2.close();
  });

  it('a database that exists without a requested store gets it by a version bump', async () => {
    const database = new IndexedDbDatabase(new IDBFactory());
    (await database.open('missing-store', 1, ['a'])).close();
    const db = await database.open('missing-store', 1, ['a', 'b']);
    await db.put('b', 'k', 1);
    expect(await db.get('b', 'k')).toBe(1);
    db.close();
  });
});
