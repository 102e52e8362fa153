import { describe, expect, it } from 'vitest';
import type { Database } from '@mediakit/core';

/**
 * The `Database` port contract (core/src/ports/database.ts), run against every adapter. Names
 * are unique per test so adapters whose data outlives one instance cannot leak between tests.
 */
export function databaseContract(name: string, makeDatabase: () => Database): void {
  let counter = 0;
  const unique = (label: string): string => `${label}-${++counter}-${Math.floor(performance.now() * 1000)}`;

  describe(`Database contract: ${name}`, () => {
    it('open creates the named stores, which start empty', async () => {
      const db = await makeDatabase().open(unique('open'), 1, ['a', 'b']);
      expect(await db.count('a')).toBe(0);
      expect(await db.count('b')).toBe(0);
      expect(await db.list('a')).toEqual([]);
      db.close();
    });

    it('put then get reads the value back; a missing key reads undefined', async () => {
      const db = await makeDatabase().open(unique('rw'), 1, ['s']);
      await db.put('s', 'k1', { n: 1, nested: { list: [1, 2, 3] }, text: 'é' });
      expect(await db.get('s', 'k1')).toEqual({ n: 1, nested: { list: [1, 2, 3] }, text: 'é' });
      expect(await db.get('s', 'missing')).toBeUndefined();
      db.close();
    });

    it('put with an existing key replaces the value (idempotent by key)', async () => {
      const db = await makeDatabase().open(unique('replace'), 1, ['s']);
      await db.put('s', 'k', { v: 1 });
      await db.put('s', 'k', { v: 2 });
      expect(await db.get('s', 'k')).toEqual({ v: 2 });
      expect(await db.count('s')).toBe(1);
      db.close();
    });

    it('stores values by copy: mutating the written or the read object changes nothing stored', async () => {
      const db = await makeDatabase().open(unique('clone'), 1, ['s']);
      const value = { list: [1] };
      await db.put('s', 'k', value);
      value.list.push(2);
      const read = await db.get<{ list: number[] }>('s', 'k');
      read?.list.push(3);
      expect(await db.get('s', 'k')).toEqual({ list: [1] });
      db.close();
    });

    it('delete removes one key or a list of keys; unknown keys are ignored', async () => {
      const db = await makeDatabase().open(unique('delete'), 1, ['s']);
      for (const key of ['a', 'b', 'c', 'd']) await db.put('s', key, key);
      await db.delete('s', 'a');
      await db.delete('s', ['b', 'c', 'nope']);
      await db.delete('s', []);
      expect((await db.list('s')).map((entry) => entry.key)).toEqual(['d']);
      db.close();
    });

    it('list returns entries in ascending key order, at most `limit`', async () => {
      const db = await makeDatabase().open(unique('list'), 1, ['s']);
      for (const key of ['b2', 'a1', 'c3', 'B0', 'a10']) await db.put('s', key, { key });
      const all = await db.list<{ key: string }>('s');
      expect(all.map((entry) => entry.key)).toEqual(['B0', 'a1', 'a10', 'b2', 'c3']);
      expect(all.every((entry) => entry.value.key === entry.key)).toBe(true);
      expect((await db.list('s', { limit: 2 })).map((entry) => entry.key)).toEqual(['B0', 'a1']);
      expect(await db.list('s', { limit: 0 })).toEqual([]);
      expect(await db.count('s')).toBe(5);
      db.close();
    });

    it('stores are independent of each other', async () => {
      const db = await makeDatabase().open(unique('stores'), 1, ['x', 'y']);
      await db.put('x', 'k', 'in x');
      expect(await db.get('y', 'k')).toBeUndefined();
      expect(await db.count('y')).toBe(0);
      db.close();
    });

    it('data survives closing and reopening on the same Database (a page reload)', async () => {
      const database = makeDatabase();
      const dbName = unique('reload');
      const first = await database.open(dbName, 1, ['s']);
      await first.put('s', 'k', { kept: true });
      first.close();
      const second = await database.open(dbName, 1, ['s']);
      expect(await second.get('s', 'k')).toEqual({ kept: true });
      second.close();
    });

    it('two open connections see each other’s writes (two tabs)', async () => {
      const database = makeDatabase();
      const dbName = unique('tabs');
      const one = await database.open(dbName, 1, ['s']);
      const two = await database.open(dbName, 1, ['s']);
      await one.put('s', 'k', 1);
      expect(await two.get('s', 'k')).toBe(1);
      await two.delete('s', 'k');
      expect(await one.count('s')).toBe(0);
      one.close();
      two.close();
    });

    it('reopening with an extra store adds it and keeps the existing data', async () => {
      const database = makeDatabase();
      const dbName = unique('upgrade');
      const first = await database.open(dbName, 1, ['s']);
      await first.put('s', 'k', 'v');
      first.close();
      const second = await database.open(dbName, 2, ['s', 't']);
      expect(await second.get('s', 'k')).toBe('v');
      await second.put('t', 'k', 'w');
      expect(await second.get('t', 'k')).toBe('w');
      second.close();
    });

    it('opening with a lower version than the stored one rejects', async () => {
      const database = makeDatabase();
      const dbName = unique('version');
      (await database.open(dbName, 3, ['s'])).close();
      await expect(database.open(dbName, 2, ['s'])).rejects.toThrow();
    });

    it('an unknown store rejects, and operations after close reject', async () => {
      const db = await makeDatabase().open(unique('errors'), 1, ['s']);
      await expect(db.get('nope', 'k')).rejects.toThrow();
      await expect(db.put('nope', 'k', 1)).rejects.toThrow();
      db.close();
      await expect(db.get('s', 'k')).rejects.toThrow();
    });

    it('keeps many entries in order (the outbox holds thousands)', async () => {
      const db = await makeDatabase().open(unique('many'), 1, ['s']);
      const keys = Array.from({ length: 300 }, (_, i) => `k${String(i).padStart(5, '0')}`);
      await Promise.all([...keys].reverse().map((key) => db.put('s', key, { key })));
      expect(await db.count('s')).toBe(300);
      const firstPage = await db.list('s', { limit: 50 });
      expect(firstPage.map((entry) => entry.key)).toEqual(keys.slice(0, 50));
      await db.delete('s', keys.slice(0, 50));
      expect((await db.list('s', { limit: 1 }))[0]?.key).toBe(keys[50]);
      db.close();
    });
  });
}
