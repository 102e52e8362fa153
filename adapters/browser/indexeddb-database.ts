import type { Database, DatabaseConnection } from '@mediakit/core';

/** How hard IndexedDB must try before a write counts as done (IDBTransactionOptions). */
export type IndexedDbDurability = 'default' | 'strict' | 'relaxed';

export interface IndexedDbDatabaseOptions {
  /**
   * Durability of write transactions. Default 'strict': the port promises that a resolved write
   * survives a crash, and Chromium's own default ('relaxed' since 121) only survives a page crash.
   */
  readonly durability?: IndexedDbDurability;
}

/**
 * The `Database` port on IndexedDB. It takes the factory instead of reading the global
 * `indexedDB`, so Node tests pass fake-indexeddb's `IDBFactory` and browsers pass `indexedDB`.
 *
 * One connection per `open`. When another tab upgrades the database, this connection closes
 * itself (so it never blocks the upgrade) and reopens on its next operation.
 *
 * @example
 * const database = new IndexedDbDatabase(indexedDB);
 * const db = await database.open('mediakit-activity', 1, ['outbox']);
 * await db.put('outbox', 'k', { n: 1 });
 */
export class IndexedDbDatabase implements Database {
  readonly #factory: IDBFactory;
  readonly #durability: IndexedDbDurability;

  constructor(factory: IDBFactory, options: IndexedDbDatabaseOptions = {}) {
    this.#factory = factory;
    this.#durability = options.durability ?? 'strict';
  }

  async open(name: string, version: number, stores: readonly string[]): Promise<DatabaseConnection> {
    // The IndexedDB code loads with the first open (indexeddb-connection.ts).
    const { openIndexedDbConnection } = await import('./indexeddb-connection.ts');
    return openIndexedDbConnection(this.#factory, name, version, stores, this.#durability);
  }
}
